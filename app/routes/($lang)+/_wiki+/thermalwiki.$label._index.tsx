import type { LoaderFunctionArgs } from "@remix-run/node";
import { wikiLabelLoader } from "./__wiki/wiki.server";

export { default, ErrorBoundary, handle, links, meta } from "./__wiki/WikiLabelPage";

export const loader = (args: LoaderFunctionArgs) => wikiLabelLoader(args, "thermal");
