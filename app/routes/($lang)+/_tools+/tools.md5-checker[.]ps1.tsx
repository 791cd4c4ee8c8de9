import type { LoaderFunctionArgs } from "@remix-run/node";
import { pageLanguage } from "~/i18n/route-language.server";
import { POWERSHELL_CHECKER, scriptResponse } from "./__calc/checker-scripts";

/** The downloadable checker for Windows. */
export function loader(args: LoaderFunctionArgs) {
  pageLanguage(args);
  return scriptResponse(POWERSHELL_CHECKER, "md5-checker.ps1");
}
