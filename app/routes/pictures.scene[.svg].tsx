import type { LoaderFunctionArgs } from "@remix-run/node";
import { badPicture, svgResponse } from "~/pictures/drawing-svg.server";
import { scenePicture } from "~/pictures/scene-picture";

/** The picture of a solution, story or algorithm: its place, varied by its id. */
export function loader({ request }: LoaderFunctionArgs) {
  const query = new URL(request.url).searchParams;
  const id = query.get("id") ?? "";
  const place = query.get("place") ?? "";
  if (!id || !place || id.length > 120 || place.length > 60)
    return badPicture("id and place needed");
  return svgResponse(request, scenePicture(id, place));
}
