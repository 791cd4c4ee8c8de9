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

/** A filter of a queue: its value is the query's parameter of the same name. */
export type QueueFilter = FilterField extends infer Field
  ? Field extends FilterField
    ? Omit<Field, "value">
    : never
  : never;

/**
 * Where a queue's common texts are: `{queue}.filters`, `{queue}.counts` and `{queue}.any` title
 * its filters, label its counts and name the empty choice of each select filter.
 */
export interface QueueText {
  t: (key: string) => string;
  queue: string;
}

/**
 * An administrators' queue (feedback, partner applications, exam registrations …): the page's
 * title, its filters, the count, the entries newest first with their date and state, each opening
 * its detail page at `{path}/{id}`, and the pages.
 */
export function AdminQueue<
  Item extends { id: number; createdAt: string },
  State extends string = string,
>({
  className,
  heading,
  text,
  path,
  data: { list, query, filtered },
  fields: givenFields,
  counts,
  noData,
  entry,
}: {
  className: string;
  /** The page's title and the line under it. */
  heading: { title: string; lead: string };
  text: QueueText;
  /** The queue's path without language prefix. */
  path: string;
  /** What the queue's loader read: the page of entries, the query and whether it filters. */
  data: {
    list: { items: Item[]; total: number; pageSize: number; counts?: Record<State, number> };
    query: ListQuery & { page: number };
    filtered: boolean;
  };
  fields: QueueFilter[];
  /** The states counted above the filters, each shown by `label`. */
  counts?: { states: readonly State[]; label: (state: State) => string };
  noData?: ReactNode;
  entry: (item: Item) => QueueEntry;
}) {
  const { t } = text;
  const fields = givenFields.map(
    (field) =>
      ({
        ...(field.kind === "select" ? { allLabel: t(`${text.queue}.any`) } : {}),
        ...field,
        value: query[field.name] ?? null,
      }) as FilterField,
  );
  const { language } = useRootData();
  const format = dateFormat(language.lang, "medium", { timeStyle: "short" });
  const number = numberFormat(language.lang);
  return (
    <section className={`page admin-queue ${className}`}>
      <PageHeader title={heading.title} lead={heading.lead} />
      {counts && list.counts ? (
        <ul className="admin-queue__counts" aria-label={t(`${text.queue}.counts`)}>
          {counts.states.map((state) => (
            <li key={state}>
              {counts.label(state)}: <strong>{number.format(list.counts?.[state] ?? 0)}</strong>
            </li>
          ))}
        </ul>
      ) : null}
      <FilterForm
        title={t(`${text.queue}.filters`)}
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

/** The format of an entry's times: the medium date and the short time, in the page's language. */
export function useEntryTimeFormat() {
  const { language } = useRootData();
  return new Intl.DateTimeFormat(language.lang, { dateStyle: "medium", timeStyle: "short" });
}

/**
 * A queue's entry page: its title, the way back to the list at `list`, and the entry's details,
 * opening with when it came in; `children` are the other rows, `after` what follows the details
 * (the decision or the handled form).
 */
export function QueueEntryPage({
  className,
  title,
  lead,
  list,
  labels,
  createdAt,
  after,
  children,
}: {
  className: string;
  title: string;
  lead?: string;
  /** The queue's path without language prefix. */
  list: string;
  labels: { back: string; received: string };
  createdAt: string;
  after?: ReactNode;
  children: ReactNode;
}) {
  const format = useEntryTimeFormat();
  return (
    <section className={`page ${className}`}>
      <PageHeader title={title} lead={lead} />
      <p>
        <LocalLink to={list}>{labels.back}</LocalLink>
      </p>
      <dl className="details-list card">
        <dt>{labels.received}</dt>
        <dd>
          <time dateTime={createdAt}>{format.format(new Date(createdAt))}</time>
        </dd>
        {children}
      </dl>
      {after}
    </section>
  );
}
