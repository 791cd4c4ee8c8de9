import type { LoaderFunctionArgs } from "@remix-run/node";
import { feedResponse } from "./feed.server";

export const handle = { i18n: ["news"] };

/** The newest news as an Atom feed, in the language of the prefix (`/ksa/news.atom`). */
export const loader = (args: LoaderFunctionArgs) => feedResponse(args, "news");
