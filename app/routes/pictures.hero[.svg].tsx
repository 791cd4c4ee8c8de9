import type { LoaderFunctionArgs } from "@remix-run/node";
import { svgResponse } from "~/lib/drawing-svg.server";
import { heroScene } from "~/lib/scene-picture";

/** The home page's hero picture. */
export function loader({ request }: LoaderFunctionArgs) {
  return svgResponse(request, heroScene());
}
