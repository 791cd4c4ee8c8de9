import { siteConfig } from "~/lib/env.server";
import { useKeptMarkup } from "./kept-markup.server";
import { plainLink } from "./plain-link.server";
import type { ServerMarkup } from "./server-markup";

/**
 * The server's cheaper writers of links and kept parts, which its entry gives every page. With
 * KEPT_MARKUP=0 every part is rendered by React on every page (what `npm run bench` compares).
 */
export const serverMarkup: ServerMarkup = {
  plainLink,
  useKeptMarkup: siteConfig().keptMarkup ? useKeptMarkup : () => undefined,
};
