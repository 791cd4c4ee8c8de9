import type { ReactNode } from "react";
import { PageHeader } from "~/components/PageHeader";
import type { ListQuery } from "~/lib/list-query";
import { type FilterField, FilterForm } from "./FilterForm";
import { NoData } from "./NoData";
import { type ListSize, Pagination } from "./Pagination";
import { ResultCount } from "./ResultCount";

/** The texts of a list page, already translated. */
export interface ListPageTexts {
  title: string;
  lead: string;
  eyebrow?: string;
  /** The filter bar's title. */
  filters: string;
  /** The result count ("N courses"). */
  count: string;
  /** The hint under "No data." when the view is empty. */
  empty: ReactNode;
  /** The paginator's accessible name, when the list has its own. */
  pagination?: string;
}

/**
 * A list page as a list loader answers it (`{ list, query, filtered }`): the page's title, what the
 * page shows before its filters (`intro`), the filter bar, the result count, the items (`children`)
 * or "No data", and the paginator.
 */
export function ListPage<T>({
  className,
  data,
  path,
  texts,
  fields,
  intro,
  countClassName,
  children,
}: {
  /** The page's own class, after `page`. */
  className: string;
  data: {
    list: ListSize & { items: T[] };
    query: ListQuery & { page: number };
    filtered: boolean;
  };
  /** The list's path without language prefix. */
  path: string;
  texts: ListPageTexts;
  fields: FilterField[];
  intro?: ReactNode;
  countClassName?: string;
  children: (items: T[]) => ReactNode;
}) {
  const { list, query, filtered } = data;
  return (
    <section className={`page ${className}`}>
      <PageHeader eyebrow={texts.eyebrow} title={texts.title} lead={texts.lead} />
      {intro}
      <FilterForm
        className="list-filters--bar"
        title={texts.filters}
        path={path}
        filtered={filtered}
        fields={fields}
      />
      <ResultCount count={list.total} label={texts.count} className={countClassName} />
      {list.items.length > 0 ? children(list.items) : <NoData>{texts.empty}</NoData>}
      <Pagination path={path} query={query} list={list} label={texts.pagination} />
    </section>
  );
}
