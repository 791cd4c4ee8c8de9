import type { LoaderFunctionArgs } from "@remix-run/node";
import { pageLanguage } from "~/i18n/route-language.server";
import { WORLD_SVG } from "./world-map.server";

/** The partner map's base layer: every country's outline, drawn once at start (`__world-map`). */
export function loader(args: LoaderFunctionArgs) {
  pageLanguage(args);
  return new Response(WORLD_SVG, {
    headers: {
      "Content-Type": "image/svg+xml; charset=utf-8",
      "Cache-Control": "public, max-age=86400",
    },
  });
}
