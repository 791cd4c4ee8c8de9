import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
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
 * Where the texts of a list page stand in its namespace's translations: `title`, `lead`, `count`
 * and `empty` in `group` (`group.title` …), the filter bar's title at `filters.legend`, unless a
 * key of its own is named here. The count is translated with `count`, the list's total.
 */
export interface ListPageKeys {
  ns: string;
  group: string;
  eyebrow?: string;
  lead?: string;
  filters?: string;
  count?: string;
  empty?: string;
  pagination?: string;
}

/** The texts of a list page from its keys; `given` (already translated) comes first. */
function useListPageTexts(keys: ListPageKeys, total: number, given: Partial<ListPageTexts> = {}) {
  const { t } = useTranslation(keys.ns);
  const { group } = keys;
  const texts: ListPageTexts = {
    eyebrow: keys.eyebrow ? t(keys.eyebrow) : undefined,
    title: t(`${group}.title`),
    lead: t(keys.lead ?? `${group}.lead`),
    filters: t(keys.filters ?? "filters.legend"),
    count: t(keys.count ?? `${group}.count`, { count: total }),
    empty: t(keys.empty ?? `${group}.empty`),
    pagination: keys.pagination ? t(keys.pagination) : undefined,
  };
  return { ...texts, ...given };
}

/**
 * A list page as a list loader answers it (`{ list, query, filtered }`): the page's title, what the
 * page shows before its filters (`intro`), the filter bar (if the list has one), the result count,
 * the items (`children`) or "No data", and the paginator.
 */
export function ListPage<T>({
  className,
  data,
  path,
  texts: givenTexts,
  textKeys,
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
    /** Whether the view has filters to clear; a list without `fields` has none. */
    filtered?: boolean;
  };
  /** The list's path without language prefix. */
  path: string;
  textKeys: ListPageKeys;
  /** Texts already translated, in place of those at `textKeys`. */
  texts?: Partial<ListPageTexts>;
  /** The filter bar's fields; a list without them shows no filter bar. */
  fields?: FilterField[];
  intro?: ReactNode;
  countClassName?: string;
  children: (items: T[]) => ReactNode;
}) {
  const { list, query, filtered } = data;
  const texts = useListPageTexts(textKeys, list.total, givenTexts);
  return (
    <section className={`page ${className}`}>
      <PageHeader eyebrow={texts.eyebrow} title={texts.title} lead={texts.lead} />
      {intro}
      {fields ? (
        <FilterForm
          className="list-filters--bar"
          title={texts.filters}
          path={path}
          filtered={filtered ?? false}
          fields={fields}
        />
      ) : null}
      <ResultCount count={list.total} label={texts.count} className={countClassName} />
      {list.items.length > 0 ? children(list.items) : <NoData>{texts.empty}</NoData>}
      <Pagination path={path} query={query} list={list} label={texts.pagination} />
    </section>
  );
}
