import type { LinksFunction, MetaFunction } from "@remix-run/node";
import type { ReactNode } from "react";
import {
  type FilterField,
  FilterForm,
  listStyles,
  NoData,
  Pagination,
  ResultCount,
} from "~/components/list";
import { LocalLink } from "~/components/LocalLink";
import { PageHeader } from "~/components/PageHeader";
import { dateFormat, numberFormat } from "~/lib/intl";
import type { ListQuery } from "~/lib/list-query";
import { sectionMeta } from "~/lib/meta";
import { useRootData } from "~/lib/root-data";
import queueStyles from "./__queue.css";

/** The stylesheets of a queue's list page. */
export const links: LinksFunction = () => [
  { rel: "stylesheet", href: listStyles },
  { rel: "stylesheet", href: queueStyles },
];

/** The stylesheet of a queue's entry page. */
export const entryLinks: LinksFunction = () => [{ rel: "stylesheet", href: queueStyles }];

/** The meta of a queue's page: its section's title (`section` is its translation key), no index. */
export const queueMeta =
  (section: string): MetaFunction =>
  ({ matches }) =>
    sectionMeta(matches, section, { noindex: true });

/** One entry of a queue as the list shows it. */
export interface QueueEntry {
  /** What the entry's state is (handled, approved …), after its date. */
  state: ReactNode;
  /** The linked title that opens the entry. */
  title: ReactNode;
  /** A line or two under the title. */
  details: ReactNode;
}

/**
 * An administrators' queue (feedback, partner applications, exam registrations …): the page's
 * title, its filters, the count, the entries newest first with their date and state, each opening
 * its detail page at `{path}/{id}`, and the pages.
 */
export function AdminQueue<Item extends { id: number; createdAt: string }>({
  className,
  title,
  lead,
  path,
  query,
  filtered,
  filterTitle,
  fields,
  list,
  counts,
  noData,
  entry,
}: {
  className: string;
  title: string;
  lead: string;
  /** The queue's path without language prefix. */
  path: string;
  query: ListQuery & { page: number };
  filtered: boolean;
  filterTitle: string;
  fields: FilterField[];
  list: { items: Item[]; total: number; pageSize: number };
  /** Counts by state, shown above the filters. */
  counts?: { label: string; items: { key: string; label: string; count: number }[] };
  noData?: ReactNode;
  entry: (item: Item) => QueueEntry;
}) {
  const { language } = useRootData();
  const format = dateFormat(language.lang, "medium", { timeStyle: "short" });
  const number = numberFormat(language.lang);
  return (
    <section className={`page admin-queue ${className}`}>
      <PageHeader title={title} lead={lead} />
      {counts ? (
        <ul className="admin-queue__counts" aria-label={counts.label}>
          {counts.items.map((count) => (
            <li key={count.key}>
              {count.label}: <strong>{number.format(count.count)}</strong>
            </li>
          ))}
        </ul>
      ) : null}
      <FilterForm
        title={filterTitle}
        className="list-filters--bar"
        path={path}
        filtered={filtered}
        fields={fields}
      />
      <ResultCount count={list.total} />
      {list.items.length === 0 ? (
        <NoData>{noData}</NoData>
      ) : (
        <ol className="stack-list admin-queue__list">
          {list.items.map((item) => {
            const shown = entry(item);
            return (
              <li key={item.id} className="card">
                <p className="card__meta">
                  <time dateTime={item.createdAt}>{format.format(new Date(item.createdAt))}</time>
                  {" · "}
                  {shown.state}
                </p>
                <h2 className="card__title">
                  <LocalLink className="card__link" to={`${path}/${item.id}`}>
                    {shown.title}
                  </LocalLink>
                </h2>
                {shown.details}
              </li>
            );
          })}
        </ol>
      )}
      <Pagination path={path} query={query} total={list.total} pageSize={list.pageSize} />
    </section>
  );
}
