import type { LoaderFunctionArgs } from "@remix-run/node";
import { pageLanguage } from "~/i18n/route-language.server";
import { SHELL_CHECKER, scriptResponse } from "./__calc/checker-scripts";

/** The downloadable checker for Linux and macOS. */
export function loader(args: LoaderFunctionArgs) {
  pageLanguage(args);
  return scriptResponse(SHELL_CHECKER, "md5-checker.sh");
}
