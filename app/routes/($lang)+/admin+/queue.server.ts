import type { LoaderFunctionArgs } from "@remix-run/node";
import type { z } from "zod";
import { pageLanguage } from "~/i18n/route-language.server";
import { callApi } from "~/lib/api.server";
import { requireRole } from "~/lib/auth.server";
import { requireOk } from "~/lib/failure.server";
import { isFiltered, type ListSchema } from "~/lib/list-query";
import { requireCanonical, requirePageInRange } from "~/lib/list-query.server";
import { entryId } from "./queue-queries.server";

/** A page of a queue as the backend answers it, with what the queue adds (its counts by state). */
export type QueuePage<Row, Extra = unknown> = {
  items: Row[];
  total: number;
  page: number;
  pageSize: number;
} & Extra;

/**
 * The loader of a queue's list page: an administrator only, the canonical query of `QUERY` (its
 * filters and page), the backend's page of `path` and the page number in range.
 * `queueLoader<typeof APPLICANTS_QUERY, ApplicantRow, { counts: … }>(args, PATH, APPLICANTS_QUERY)`.
 */
export async function queueLoader<
  S extends ListSchema & z.ZodType<{ page: number }>,
  Row,
  Extra = unknown,
>(args: LoaderFunctionArgs, path: string, QUERY: S) {
  const { alongside: _, ...page } = await queueLoaderWith<S, Row, Extra, null>(
    args,
    path,
    QUERY,
    async () => null,
  );
  return page;
}

/**
 * `queueLoader` that also reads what `alongside` reads (the page's other data), at the same time
 * as the queue's page and only once the administrator's role is checked.
 */
export async function queueLoaderWith<
  S extends ListSchema & z.ZodType<{ page: number }>,
  Row,
  Extra,
  Alongside,
>(args: LoaderFunctionArgs, path: string, QUERY: S, alongside: () => Promise<Alongside>) {
  pageLanguage(args);
  const session = await requireRole(args, "admin");
  const query: z.output<S> = requireCanonical(args.request, QUERY);
  const [answer, other] = await Promise.all([
    callApi<QueuePage<Row, Extra>>(args, path, { session, data: query }),
    alongside(),
  ]);
  const list = await requireOk(args.request, answer);
  requirePageInRange(args.request, query, list);
  return { list, query, filtered: isFiltered(query), alongside: other };
}

/**
 * The loader's part of a queue's entry page: an administrator only, the entry's id (or the 404
 * page) and the backend's entry at `{path}/{id}` (or the error page).
 */
export async function entryLoader<Entry>(args: LoaderFunctionArgs, path: string) {
  pageLanguage(args);
  const session = await requireRole(args, "admin");
  const id = entryId(args.params.id);
  return requireOk(args.request, await callApi<Entry>(args, `${path}/${id}`, { session }));
}
