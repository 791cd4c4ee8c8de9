import { listHref } from "./list-query";

/**
 * The catalogue's categories as the product-center landing and the Products menu show them:
 * cameras by type, recorders by type, accessories. Each leads to the filtered product list.
 */
export const PRODUCT_CATEGORIES = [
  {
    productClass: "camera",
    types: ["bullet", "dome", "turret", "ptz", "fisheye", "thermal", "box"],
  },
  { productClass: "recorder", types: ["nvr", "xvr"] },
  { productClass: "accessory", types: [] },
] as const;

/** The product list filtered to a class, and to one of its types. */
export const categoryPath = (productClass: string, type?: string) =>
  listHref("/product-center", { productClass, type: type ?? null });
