import { type AppLoadContext, redirect } from "@remix-run/node";
import type { Params } from "@remix-run/react";
import { ownPath } from "~/lib/safe-redirect";
import { DEFAULT_LANGUAGE, type Language, languageForPrefix, localizePath } from "./languages";

/** The longest Location the `/en/` redirect writes. */
const MAX_LOCATION_LENGTH = 2048;

/**
 * What a request's URL says about its language, worked out once per request by the server
 * (`context.language`): a page in a language (with the prefix the URL carries, if any), the `/en/`
 * prefix that answers 301 to the unprefixed path, or a path that no page can have.
 */
export type LanguageResolution =
  | { kind: "page"; language: Language; prefix: string | undefined }
  | { kind: "redirect"; location: string }
  | { kind: "not-found" };

/**
 * The language of a URL from its first segment. `/en/...` answers 301 to the unprefixed path
 * (repeated slashes collapsed, so `/en//evil.example` stays on this site; a path that would still
 * lead off the site, such as `/en/%5Cevil.example`, or one too long for a Location header, is a
 * page that does not exist). Any other first segment is either a language prefix or the start of
 * an unprefixed path in the default language.
 */
export function resolveLanguage(url: URL): LanguageResolution {
  const first = url.pathname.split("/")[1];
  if (first === "en") {
    const rest = ownPath(url.pathname.replace(/^[/\\]*en(?=[/\\]|$)/, ""));
    if (rest === null || rest.length > MAX_LOCATION_LENGTH) return { kind: "not-found" };
    const path = rest === "/" ? "/home" : rest;
    // A query too long to repeat in a Location header is left behind.
    const target = `${path}${url.search}`;
    return { kind: "redirect", location: target.length > MAX_LOCATION_LENGTH ? path : target };
  }
  const language = languageForPrefix(first);
  return language
    ? { kind: "page", language, prefix: first }
    : { kind: "page", language: DEFAULT_LANGUAGE, prefix: undefined };
}

/**
 * The language of a page under `($lang)`: the one check of the prefix, for every loader and
 * action. It reads the resolution the server made (`context.language`; worked out here when a
 * caller such as a unit test gives none) and throws the 301 of `/en/...` or the 404 of a first
 * segment that is not a language prefix (`params.lang` is then that segment). Every loader calls
 * it, not only the layout's: loaders run in parallel, and a redirect thrown by a page (to sign in)
 * would otherwise win over the layout's 404.
 */
export function pageLanguage({
  params,
  request,
  context,
}: {
  params: Params;
  request: Request;
  context?: Partial<Pick<AppLoadContext, "language">>;
}): Language {
  if (params.lang === undefined) return DEFAULT_LANGUAGE;
  const resolved = context?.language ?? resolveLanguage(new URL(request.url));
  if (resolved.kind === "redirect" && params.lang === "en") throw redirect(resolved.location, 301);
  if (resolved.kind !== "page" || resolved.prefix !== params.lang)
    throw new Response("Not Found", { status: 404 });
  return resolved.language;
}

/**
 * The language a request is answered in, without the prefix check (the root's shell, the
 * backend calls of a page): the server's resolution, the default language when the URL names none.
 */
export function documentLanguage({
  request,
  context,
}: {
  request: Request;
  context?: Partial<Pick<AppLoadContext, "language">>;
}): Language {
  const resolved = context?.language ?? resolveLanguage(new URL(request.url));
  return resolved.kind === "page" ? resolved.language : DEFAULT_LANGUAGE;
}

/** `/` and `/{prefix}`: the redirect to the home page of their language, keeping the query. */
export function toLanguageHome(args: {
  params: Params;
  request: Request;
  context?: Partial<Pick<AppLoadContext, "language">>;
}): Response {
  const language = pageLanguage(args);
  return redirect(`${localizePath("/home", language)}${new URL(args.request.url).search}`);
}
