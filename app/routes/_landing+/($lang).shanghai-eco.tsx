// An event landing page: the page is the event whose landing slug is this route's path.
export { action, loader } from "./landing.server";
export { default, ErrorBoundary, links, meta } from "./__landing";

export const handle = { i18n: ["events"] };
