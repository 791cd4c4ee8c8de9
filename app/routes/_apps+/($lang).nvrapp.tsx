import { productAppLoader } from "./__apps.server";
import { productAppRoute } from "./__product-app";

/** The nvr app page (spec §2 /{product}app), outside the site layout. */
const route = productAppRoute("nvr");
export const { links, meta } = route;
export const loader = productAppLoader("nvr");
export const handle = { i18n: ["media"] };
export default route.default;
