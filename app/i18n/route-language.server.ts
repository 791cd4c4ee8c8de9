import { redirect } from "@remix-run/node";
import type { Params } from "@remix-run/react";
import { DEFAULT_LANGUAGE, type Language, languageForPrefix } from "./languages";

/**
 * The language of a route under `($lang)`. `/en/...` answers 301 to the unprefixed path; any other
 * first segment that is not a language prefix is a page that does not exist.
 */
export function routeLanguage(params: Params, request: Request): Language {
  const segment = params.lang;
  if (segment === undefined) return DEFAULT_LANGUAGE;
  if (segment === "en") {
    const url = new URL(request.url);
    const rest = url.pathname.slice("/en".length);
    throw redirect(`${rest === "" || rest === "/" ? "/home" : rest}${url.search}`, 301);
  }
  const language = languageForPrefix(segment);
  if (!language) throw new Response("Not Found", { status: 404 });
  return language;
}
