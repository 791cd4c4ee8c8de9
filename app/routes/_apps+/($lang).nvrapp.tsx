import type { LoaderFunctionArgs } from "@remix-run/node";
import { productAppData } from "~/lib/apps.server";
import { productAppRoute } from "./__product-app";

/** The nvr app page (spec §2 /{product}app), outside the site layout. */
const route = productAppRoute("nvr");
export const { links, meta } = route;
// A function, so the browser build (which leaves loaders out) keeps no call to the server module.
export const loader = (args: LoaderFunctionArgs) => productAppData(args, "nvr");
export const handle = { i18n: ["media"] };
export default route.default;
