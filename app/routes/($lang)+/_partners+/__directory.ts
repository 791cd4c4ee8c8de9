/** Shapes of the backend's /partners answer (docs/api.md) and what the map loader adds. */
export interface Facet {
  value: string;
  count: number;
}

export interface PartnerItem {
  id: number;
  name: string;
  country: string;
  type: string;
  languages: string[];
  website: string | null;
  email: string | null;
  phone: string | null;
  address: string | null;
  /** Certified Tier 2 partner on the day of the request (the mark ends with the certification). */
  certified: boolean;
  certifiedUntil: string | null;
}

export interface PartnerPage {
  items: PartnerItem[];
  total: number;
  page: number;
  pageSize: number;
  facets: { type: Facet[]; country: Facet[]; speaks: Facet[] };
}

/** A shaded country of the map: its code, partner count, shade (bin index) and outline. */
export interface MapCountry {
  code: string;
  count: number;
  bin: number;
  d: string;
}

/** The map's shades: partner counts from `from` up to `to` (open-ended for the last one). */
export const MAP_BINS: { from: number; to?: number }[] = [
  { from: 1, to: 1 },
  { from: 2, to: 3 },
  { from: 4, to: 5 },
  { from: 6 },
];

/** The shade of a count (at least 1). */
export function binOf(count: number): number {
  const index = MAP_BINS.findIndex(
    (bin) => count >= bin.from && (bin.to === undefined || count <= bin.to),
  );
  return index === -1 ? MAP_BINS.length - 1 : index;
}
