import type { LoaderFunctionArgs } from "@remix-run/node";
import { pageLanguage } from "~/i18n/route-language.server";
import { cameraDatabase, cameraDatabaseCsv } from "./camera-database.server";

export const handle = { i18n: ["tools"] };

/** The catalogue's cameras as CSV, for design tools. */
export async function loader(args: LoaderFunctionArgs) {
  pageLanguage(args);
  return new Response(cameraDatabaseCsv(await cameraDatabase(args)), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="camera-database.csv"`,
      // What it lists depends on who asks (signed in, every specification).
      "Cache-Control": "private, no-store",
    },
  });
}
