import type { LoaderFunctionArgs } from "@remix-run/node";
import { wikiHomeLoader } from "./__wiki/wiki.server";

export { default, ErrorBoundary, links, meta } from "./__wiki/WikiHomePage";

export const handle = { i18n: ["wiki"] };

export const loader = (args: LoaderFunctionArgs) => wikiHomeLoader(args, "nvr");
