import type { LoaderFunctionArgs } from "@remix-run/node";
import { toLanguageHome } from "~/i18n/route-language.server";

/** `/` and `/{prefix}` lead to the home page of their language. */
export const loader = (args: LoaderFunctionArgs) => toLanguageHome(args);

/** Never rendered: the loader always redirects, or the layout shows the 404 page. */
export default function LanguageIndex() {
  return null;
}
