import { LANGUAGES } from "#shared/languages";
import {
  BATCH_MAX_FILES,
  DISTRIBUTIONS,
  DOCUMENT_FORMATS,
  DOCUMENT_SORTS,
  SCENARIOS,
} from "#shared/documents";
import {
  choice,
  enumFilter,
  type Filter,
  first,
  paging,
  type Queries,
  textFilter,
} from "../../http/list-query";

export interface DocumentFilters {
  product?: Filter;
  solution?: Filter;
  distribution?: Filter;
  scenario?: Filter;
  language?: Filter;
  format?: Filter;
}

export interface DocumentListQuery {
  filters: DocumentFilters;
  sort: (typeof DOCUMENT_SORTS)[number];
  paging: { page: number; pageSize: number };
}

const PAGING = { maxPage: 1000, maxPageSize: 60, pageSize: 12 };
const LANGUAGE_CODES = LANGUAGES.map((l) => l.code);

/** The documentation center's query, read leniently (an unknown value lists nothing). */
export function documentsQuery(queries: Queries): DocumentListQuery {
  return {
    filters: {
      product: textFilter(first(queries, "product"), 100),
      solution: textFilter(first(queries, "solution"), 100),
      distribution: enumFilter(first(queries, "distribution"), DISTRIBUTIONS),
      scenario: enumFilter(first(queries, "scenario"), SCENARIOS),
      // `language` is the language of the answer (spec §7); the documents' own is `fileLanguage`.
      language: enumFilter(first(queries, "fileLanguage"), LANGUAGE_CODES),
      format: enumFilter(first(queries, "format"), DOCUMENT_FORMATS),
    },
    sort: choice(first(queries, "sort"), DOCUMENT_SORTS, "release"),
    paging: paging(queries, PAGING),
  };
}

/**
 * The ids of a batch download (`id`, repeated): each a whole number, each once, in the order
 * given. Null when one is not a number; the list may be longer than allowed (the caller says so).
 */
export function batchIds(queries: Queries): number[] | null {
  const raw = queries.id ?? [];
  if (raw.length > BATCH_MAX_FILES * 4) return null;
  const ids: number[] = [];
  for (const value of raw) {
    if (!/^\d{1,9}$/.test(value.trim())) return null;
    const id = Number(value);
    if (!ids.includes(id)) ids.push(id);
  }
  return ids;
}
