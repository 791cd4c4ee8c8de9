import { redirect } from "@remix-run/node";
import type { Params } from "@remix-run/react";
import { ownPath } from "~/lib/safe-redirect";
import { DEFAULT_LANGUAGE, type Language, languageForPrefix } from "./languages";

/** The longest Location the `/en/` redirect writes. */
const MAX_LOCATION_LENGTH = 2048;

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
    if (rest === null || rest.length > MAX_LOCATION_LENGTH)
      throw new Response("Not Found", { status: 404 });
    const path = rest === "/" ? "/home" : rest;
    // A query too long to repeat in a Location header is left behind.
    const target = `${path}${url.search}`;
    throw redirect(target.length > MAX_LOCATION_LENGTH ? path : target, 301);
  }
  const language = languageForPrefix(segment);
  if (!language) throw new Response("Not Found", { status: 404 });
  return language;
}
