import type { ReactNode } from "react";
import { FilterForm, NoData, Pagination, ResultCount } from "~/components/list";
import type { ListPage } from "../__content";
import { type LabelKind, useFacetSelects } from "./labels";
import { PageHeader } from "~/components/PageHeader";

/**
 * A list page of the area (solutions, success stories): title, facet filters, result count, the
 * cards or "No data", and the paginator — what the list loader (`loadContentList`) answers.
 */
export function ContentListPage<T extends { id: string }, F extends LabelKind>({
  data,
  path,
  facets,
  texts,
  card,
}: {
  data: {
    list: ListPage<T, F>;
    query: Partial<Record<F, string | null>> & { page: number };
    filtered: boolean;
  };
  /** The list's path without language prefix. */
  path: string;
  facets: readonly F[];
  texts: { title: string; lead: string; filterLegend: string; count: string; empty: string };
  card: (item: T) => ReactNode;
}) {
  const facetSelects = useFacetSelects();
  const { list, query, filtered } = data;
  return (
    <section className="page content-list">
      <PageHeader title={texts.title} lead={texts.lead} />
      <FilterForm
        className="list-filters--bar"
        title={texts.filterLegend}
        path={path}
        filtered={filtered}
        fields={facetSelects(facets, query, list.facets)}
      />
      <ResultCount count={list.total} label={texts.count} className="content-list__count" />
      {list.items.length > 0 ? (
        <ul className="card-grid card-grid--3">{list.items.map(card)}</ul>
      ) : (
        <NoData>{texts.empty}</NoData>
      )}
      <Pagination path={path} query={query} list={list} />
    </section>
  );
}
