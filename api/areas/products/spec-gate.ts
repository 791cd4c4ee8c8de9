/**
 * Which specifications a reader may see ("Log In to View All", spec §2, §6): a visitor the first
 * PUBLIC_SPEC_ROWS rows of a product's specification list, a signed-in user every row. Every answer
 * that carries specification rows (a product's detail, the comparison) reads them through here.
 */

/** Specifications an anonymous visitor sees before "Log In to View All". */
export const PUBLIC_SPEC_ROWS = 8;

/** The rows of a product's specification list that the reader may see, in the list's order. */
export function visibleSpecifications<T>(specifications: readonly T[], signedIn: boolean): T[] {
  return signedIn ? [...specifications] : specifications.slice(0, PUBLIC_SPEC_ROWS);
}

/**
 * The figures the design tools compute with (a recorder's channels, incoming bandwidth, bays,
 * largest disk and decoding; a camera's resolution, bit rate and frame rate). Every visitor may
 * use the tools, and their results show these figures of the chosen models, so they are answered
 * to everyone, and only these (`GET /product/design-figures`).
 */
export const DESIGN_FIGURE_KEYS = [
  "channels",
  "incomingBandwidth",
  "hddBays",
  "maxHddCapacity",
  "decoding",
  "resolution",
  "bitRate",
  "maxFrameRate",
] as const;
