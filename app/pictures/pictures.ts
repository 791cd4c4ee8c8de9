/**
 * The addresses and sizes of the site's drawn pictures (products, scenes, the home hero). The
 * pictures are SVG files drawn on the server by `app/routes/pictures.*` from what their address
 * says, so the drawing code stays out of the pages' JavaScript and browsers cache each picture.
 */
import { type DrawableProduct, DRAWN_SPEC_KEYS, type View } from "~/lib/product-kind";

export interface PictureSize {
  width: number;
  height: number;
}

export const PRODUCT_PICTURE: PictureSize = { width: 240, height: 160 };
export const SCENE_PICTURE: PictureSize = { width: 320, height: 180 };
export const HERO_PICTURE: PictureSize = { width: 640, height: 360 };

/** The parameter that says a product has specifications, though none the drawing reads. */
export const HAS_SPECS = "specs";

export function productPictureSrc(product: DrawableProduct, view: View): string {
  const query = new URLSearchParams({ model: product.model, type: product.type, view });
  if (product.series) query.set("series", product.series);
  if (product.specs?.length) query.set(HAS_SPECS, "1");
  for (const key of DRAWN_SPEC_KEYS) {
    const value = product.specs?.find((spec) => spec.key === key)?.value;
    if (value) query.set(key, value);
  }
  return `/pictures/product.svg?${query}`;
}

export const scenePictureSrc = (id: string, place: string) =>
  `/pictures/scene.svg?${new URLSearchParams({ id, place })}`;

export const HERO_PICTURE_SRC = "/pictures/hero.svg";
