import type { LoaderFunctionArgs } from "@remix-run/node";
import { svgResponse } from "~/pictures/drawing-svg.server";
import { heroScene } from "~/pictures/scene-picture";

/** The home page's hero picture. */
export function loader({ request }: LoaderFunctionArgs) {
  return svgResponse(request, heroScene());
}
