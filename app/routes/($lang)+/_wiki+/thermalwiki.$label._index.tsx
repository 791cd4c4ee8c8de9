import type { LoaderFunctionArgs } from "@remix-run/node";
import { wikiLabelLoader } from "./__wiki/wiki.server";

export { default, ErrorBoundary, links, meta } from "./__wiki/WikiLabelPage";

export const handle = { i18n: ["wiki"] };

export const loader = (args: LoaderFunctionArgs) => wikiLabelLoader(args, "thermal");
