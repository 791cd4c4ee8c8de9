import type { LoaderFunctionArgs } from "@remix-run/node";
import { badPicture, svgResponse } from "~/pictures/drawing-svg.server";
import { HAS_SPECS } from "~/pictures/pictures";
import { DRAWN_SPEC_KEYS, type View } from "~/lib/product-kind";
import { drawProduct } from "~/pictures/product-drawing";

const VIEWS: readonly string[] = ["side", "front", "back"] satisfies View[];
/** Longest value read from the address: models, types and specifications are short. */
const MAX_LENGTH = 120;

/** A product drawn from the model, type, series, view and specifications in the address. */
export function loader({ request }: LoaderFunctionArgs) {
  const query = new URL(request.url).searchParams;
  const model = query.get("model") ?? "";
  const type = query.get("type") ?? "";
  const view = query.get("view") ?? "";
  if (!model || !type || !VIEWS.includes(view)) return badPicture("model, type and view needed");
  const values = [...query.values()];
  if (values.some((value) => value.length > MAX_LENGTH)) return badPicture("value too long");
  const specs: { key: string; value: string }[] = DRAWN_SPEC_KEYS.flatMap((key) => {
    const value = query.get(key);
    return value ? [{ key, value }] : [];
  });
  // A product with specifications the drawing does not read still counts as specified.
  if (query.get(HAS_SPECS) === "1" && specs.length === 0) specs.push({ key: HAS_SPECS, value: "" });
  const product = { model, type, series: query.get("series") ?? undefined, specs };
  return svgResponse(request, drawProduct(product, view as View), "rgb(29 36 48 / 0.28)");
}
