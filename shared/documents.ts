/** The documentation center's fixed filter values (the backend's seed and checks, the page's labels). */

/** Where a document is published: worldwide or for one region's sales channel. */
export const DISTRIBUTIONS = [
  "global",
  "europe",
  "north-america",
  "latin-america",
  "middle-east",
  "asia-pacific",
] as const;

/** The application scenarios documents serve (the industries of the solutions). */
export const SCENARIOS = [
  "retail",
  "transport",
  "education",
  "energy",
  "healthcare",
  "finance",
  "logistics",
  "government",
  "hospitality",
  "construction",
  "manufacturing",
  "residential",
] as const;

/** File formats of documents. */
export const DOCUMENT_FORMATS = ["pdf", "html"] as const;

/** Sort orders of the documentation center; the first is the default. */
export const DOCUMENT_SORTS = ["release", "downloads"] as const;

/** The most documents one batch ZIP holds, and its largest size (2 GiB). */
export const BATCH_MAX_FILES = 50;
export const BATCH_MAX_BYTES = 2 * 1024 * 1024 * 1024;
