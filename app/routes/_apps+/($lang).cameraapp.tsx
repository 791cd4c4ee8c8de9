import { productAppLoader } from "./__apps.server";
import { productAppRoute } from "./__product-app";

/** The camera app page (spec §2 /{product}app), outside the site layout. */
const route = productAppRoute("camera");
export const { links, meta } = route;
export const loader = productAppLoader("camera");
export const handle = { i18n: ["media"] };
export default route.default;
