import { Picture } from "~/components/Picture";
import { type DrawableProduct, drawProduct, productViews, type View } from "./product-drawing";

/**
 * A product drawn from its own data (housing, series colour, lens, infrared, size, bays and ports),
 * made for this site; `label` is its text alternative in the visitor's language, null beside a text
 * that names it.
 */
export function ProductIllustration({
  product,
  label,
  view,
}: {
  product: DrawableProduct;
  label: string | null;
  /** Cards show the first view: cameras and mounts from the side, recorders and switches from the front. */
  view?: View;
}) {
  return (
    <Picture
      className="product-illustration"
      drawing={drawProduct(product, view ?? productViews(product)[0]!)}
      label={label}
      outline="rgb(29 36 48 / 0.28)"
    />
  );
}
