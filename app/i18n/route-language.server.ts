import { redirect } from "@remix-run/node";
import type { Params } from "@remix-run/react";
import { ownPath } from "~/lib/safe-redirect";
import { DEFAULT_LANGUAGE, type Language, languageForPrefix } from "./languages";

/**
 * The language of a route under `($lang)`. `/en/...` answers 301 to the unprefixed path (repeated
 * slashes collapsed, so `/en//evil.example` stays on this site; a path that would still lead off
 * the site, such as `/en/%5Cevil.example`, is a page that does not exist); any other first segment
 * that is not a language prefix is a page that does not exist.
 */
export function routeLanguage(params: Params, request: Request): Language {
  const segment = params.lang;
  if (segment === undefined) return DEFAULT_LANGUAGE;
  if (segment === "en") {
    const url = new URL(request.url);
    const rest = ownPath(url.pathname.replace(/^[/\\]*en(?=[/\\]|$)/, ""));
    if (rest === null) throw new Response("Not Found", { status: 404 });
    throw redirect(`${rest === "/" ? "/home" : rest}${url.search}`, 301);
  }
  const language = languageForPrefix(segment);
  if (!language) throw new Response("Not Found", { status: 404 });
  return language;
}
