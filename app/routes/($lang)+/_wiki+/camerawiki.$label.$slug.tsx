import type { LoaderFunctionArgs } from "@remix-run/node";
import { wikiArticleLoader } from "./__wiki/wiki.server";

export { default, ErrorBoundary, handle, links, meta } from "./__wiki/WikiArticlePage";

export const loader = (args: LoaderFunctionArgs) => wikiArticleLoader(args, "camera");
