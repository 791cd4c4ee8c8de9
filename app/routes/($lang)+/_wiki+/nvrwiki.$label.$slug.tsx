import type { LoaderFunctionArgs } from "@remix-run/node";
import { wikiArticleLoader } from "./__wiki/wiki.server";

export { default, ErrorBoundary, links, meta } from "./__wiki/WikiArticlePage";

export const handle = { i18n: ["wiki"] };

export const loader = (args: LoaderFunctionArgs) => wikiArticleLoader(args, "nvr");
