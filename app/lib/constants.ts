/** Business constants of spec §9 that the interface uses. */

/** The header changes style once the page is scrolled this far (px). */
export const SCROLL_THRESHOLD_PX = 100;
/** Requests to the backend give up after this long (ms). */
export const REQUEST_TIMEOUT_MS = 300_000;
/** A script chunk that has not loaded after this long is an error (ms). */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
