import type { LoaderFunctionArgs } from "@remix-run/node";
import { wikiHomeLoader } from "./__wiki/wiki.server";

export { default, ErrorBoundary, handle, links, meta } from "./__wiki/WikiHomePage";

export const loader = (args: LoaderFunctionArgs) => wikiHomeLoader(args, "thermal");
