import { type LoaderFunctionArgs, redirect } from "@remix-run/node";
import { localizePath } from "~/i18n/languages";
import { pageLanguage } from "~/i18n/route-language.server";

/** `/` and `/{prefix}` lead to the home page of their language. */
export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const language = pageLanguage({ params, request, context });
  const { search } = new URL(request.url);
  return redirect(`${localizePath("/home", language)}${search}`);
}

/** Never rendered: the loader always redirects, or the layout shows the 404 page. */
export default function LanguageIndex() {
  return null;
}
