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

/**
 * The kinds of document the console publishes (firmware and software are releases of their own),
 * the documentation center's categories together with the scenario.
 */
export const CONSOLE_DOCUMENT_KINDS = [
  "datasheet",
  "manual",
  "quick-guide",
  "certificate",
  "after-sales",
  "solution-brief",
  "deployment-guide",
  "design-checklist",
] as const;

/** The most products one document is for, and the longest title and version label. */
export const DOCUMENT_MAX_PRODUCTS = 20;
export const DOCUMENT_TITLE_MAX = 200;
export const DOCUMENT_VERSION_MAX = 40;
