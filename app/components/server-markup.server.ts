import { useKeptMarkup } from "./kept-markup.server";
import { plainLink } from "./plain-link.server";
import type { ServerMarkup } from "./server-markup";

/** The server's cheaper writers of links and kept parts, which its entry gives every page. */
export const serverMarkup: ServerMarkup = { plainLink, useKeptMarkup };
