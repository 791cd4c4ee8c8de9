import "@remix-run/server-runtime";
import type { AnswerCache } from "../server/answer-cache";
import type { ApiHandler } from "../server/api-proxy";
import type { LanguageResolution } from "./i18n/route-language.server";
import type { NamespacesFor } from "./i18n/route-namespaces.server";

declare module "@remix-run/server-runtime" {
  interface AppLoadContext {
    cspNonce: string;
    clientAddress: string;
    /** The backend behind /api (in-process or proxied). */
    api: ApiHandler;
    /** The backend's answers to public reads (`shared` calls); absent when turned off. */
    answers?: AnswerCache;
    /** The language the URL names, resolved once per request (read it with pageLanguage). */
    language?: LanguageResolution;
    /**
     * The translation namespaces of the routes a path renders (`handle.i18n`); without it (a test's
     * context) a page embeds every namespace.
     */
    namespacesFor?: NamespacesFor;
  }
}
