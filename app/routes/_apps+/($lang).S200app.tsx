import { productAppLoader } from "./__apps.server";
import { productAppRoute } from "./__product-app";

/** The S200 app page (spec §2 /{product}app), outside the site layout. */
const route = productAppRoute("S200");
export const { links, meta } = route;
export const loader = productAppLoader("S200");
export const handle = { i18n: ["media"] };
export default route.default;
