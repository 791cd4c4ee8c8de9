import { Picture } from "./Picture";
import { PRODUCT_PICTURE, productPictureSrc } from "./pictures";
import { type DrawableProduct, productViews, type View } from "~/lib/product-kind";

/**
 * A product drawn from its own data (housing, series colour, lens, infrared, size, bays and ports),
 * made for this site; `label` is its text alternative in the visitor's language, null beside a text
 * that names it.
 */
export function ProductIllustration({
  product,
  label,
  view,
  eager,
}: {
  product: DrawableProduct;
  label: string | null;
  /** Cards show the first view: cameras and mounts from the side, recorders and switches from the front. */
  view?: View;
  eager?: boolean;
}) {
  return (
    <Picture
      className="product-illustration"
      src={productPictureSrc(product, view ?? productViews(product)[0]!)}
      size={PRODUCT_PICTURE}
      label={label}
      eager={eager}
    />
  );
}
