import type { LoaderFunctionArgs } from "@remix-run/node";
import { pageLanguage } from "~/i18n/route-language.server";
import { cameraDatabase } from "./camera-database.server";

export const handle = { i18n: ["tools"] };

/** The catalogue's cameras as JSON, for design tools. */
export async function loader(args: LoaderFunctionArgs) {
  pageLanguage(args);
  const cameras = await cameraDatabase(args);
  return new Response(`${JSON.stringify({ cameras }, null, 2)}\n`, {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="camera-database.json"`,
      // What it lists depends on who asks (signed in, every specification).
      "Cache-Control": "private, no-store",
    },
  });
}
