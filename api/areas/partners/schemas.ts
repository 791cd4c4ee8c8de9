import {
  enumFilter,
  type Filter,
  first,
  NO_MATCH,
  paging,
  type Queries,
} from "../../http/list-query";

import { PARTNER_TYPES, type PartnerType } from "#shared/partner-application";

/** Partner types of spec §9 (shared with the partner application). */
export { PARTNER_TYPES, type PartnerType };

export interface PartnerFilters {
  type?: Filter<PartnerType>;
  /** ISO 3166-1 alpha-2 country or region code. */
  country?: Filter;
  /** A language the partner serves in (ISO 639-1 code). */
  speaks?: Filter;
}

export interface Paging {
  page: number;
  pageSize: number;
}

const PAGING = { maxPage: 1000, maxPageSize: 60, pageSize: 12 };

/** A filter that must match `pattern`: empty is none, anything else matches nothing. */
function codeFilter(raw: string | undefined, pattern: RegExp): Filter {
  const value = raw?.trim();
  if (!value) return undefined;
  return pattern.test(value) ? value : NO_MATCH;
}

/**
 * The directory's query, read leniently: `type` (a partner type), `country` (two capital letters),
 * `speaks` (a two- or three-letter language code), `page`, `pageSize`. A value that cannot match
 * gives an empty list, a bad page or page size the default.
 */
export function partnersQuery(queries: Queries) {
  const filters: PartnerFilters = {
    type: enumFilter(first(queries, "type"), PARTNER_TYPES),
    country: codeFilter(first(queries, "country"), /^[A-Z]{2}$/),
    speaks: codeFilter(first(queries, "speaks"), /^[a-z]{2,3}$/),
  };
  return { filters, paging: paging(queries, PAGING) };
}
