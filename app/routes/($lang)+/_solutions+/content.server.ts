import { type LoaderFunctionArgs, redirect } from "@remix-run/node";
import { callApi } from "~/lib/api.server";
import { ownPath } from "~/lib/safe-redirect";
import { throwFailure } from "~/lib/failure.server";

/**
 * A /content call of the backend: its data, or the error page (404 for an unknown id, 503 when the
 * backend is unavailable, 502 otherwise).
 */
export async function fetchContent<T>(
  args: LoaderFunctionArgs,
  path: string,
  data?: Record<string, string | number | undefined>,
): Promise<T> {
  const result = await callApi<T>(args, path, { data });
  if (result.ok) return result.data;
  return throwFailure(args.request, result);
}

/**
 * The filters of a list page's URL. A form sent without JavaScript also sends its empty "all"
 * choices; such a URL redirects to the same view without them, so each view has one address.
 */
export function readFilters<K extends string>(request: Request, names: readonly K[]) {
  const url = new URL(request.url);
  const empty = [...url.searchParams].filter(([, value]) => value === "");
  if (empty.length > 0) {
    for (const [name] of empty) url.searchParams.delete(name);
    const path = ownPath(url.pathname);
    if (path === null) throw new Response("Not Found", { status: 404 });
    throw redirect(`${path}${url.search}`);
  }
  const filters = {} as Partial<Record<K, string>>;
  for (const name of names) filters[name] = url.searchParams.get(name) ?? undefined;
  const page = Number(url.searchParams.get("page") ?? "1");
  return { filters, page: Number.isInteger(page) && page >= 1 && page <= 1000 ? page : 1 };
}
