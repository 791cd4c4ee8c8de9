import { detailPath } from "~/lib/detail-paths";

import { SEARCH_KINDS, type SearchHit, type SearchKind, type SearchResult } from "#shared/search";

export { SEARCH_KINDS, type SearchHit, type SearchKind, type SearchResult };
export const SEARCH_PAGE_SIZE = 20;

/** The page of a hit (without language prefix). */
export const hitPath = (hit: SearchHit) => detailPath(hit);

/** The hits of one page in runs of one kind, in the order they come. */
export function groupByKind(items: SearchHit[]): { kind: SearchKind; hits: SearchHit[] }[] {
  const groups: { kind: SearchKind; hits: SearchHit[] }[] = [];
  for (const hit of items) {
    const last = groups.at(-1);
    if (last?.kind === hit.kind) last.hits.push(hit);
    else groups.push({ kind: hit.kind, hits: [hit] });
  }
  return groups;
}
