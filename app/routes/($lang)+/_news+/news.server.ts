import type { LoaderFunctionArgs } from "@remix-run/node";
import type { z } from "zod";
import { localizePath } from "~/i18n/languages";
import { callApi } from "~/lib/api.server";
import { requireOk } from "~/lib/failure.server";
import { loadListPage } from "~/lib/list-loader.server";
import type { ListSchema } from "~/lib/list-query";
import { NEWSROOM, type NewsroomKind } from "./__newsroom";

/** A /content call of the backend: its data, or the error page (404 for an unknown id, 503 …). */
export async function fetchNewsroom<T>(
  args: LoaderFunctionArgs,
  path: string,
  data?: Record<string, string | number | undefined>,
): Promise<T> {
  return requireOk(args.request, await callApi<T>(args, path, { data }));
}

/** A list of the news room: one page of the address's view (loadListPage) and the list's feed. */
export async function loadNewsroomList<
  L extends { total: number; pageSize: number },
  S extends ListSchema & z.ZodType<{ page: number }>,
>(args: LoaderFunctionArgs, kind: NewsroomKind, schema: S) {
  const { language, ...view } = await loadListPage<L, S>(args, schema, `/content/${kind}`);
  return { ...view, feed: localizePath(`${NEWSROOM[kind].path}.atom`, language) };
}

/** One article of the news room (the address's `id`): its data, or the error page. */
export function fetchNewsroomArticle<T>(args: LoaderFunctionArgs, kind: NewsroomKind): Promise<T> {
  return fetchNewsroom<T>(args, `/content/${kind}/${encodeURIComponent(args.params.id ?? "")}`);
}
