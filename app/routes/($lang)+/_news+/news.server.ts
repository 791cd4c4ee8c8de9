import type { LoaderFunctionArgs } from "@remix-run/node";
import { callApi } from "~/lib/api.server";
import { requireOk } from "~/lib/failure.server";

/** A /content call of the backend: its data, or the error page (404 for an unknown id, 503 …). */
export async function fetchNewsroom<T>(
  args: LoaderFunctionArgs,
  path: string,
  data?: Record<string, string | number | undefined>,
): Promise<T> {
  return requireOk(args.request, await callApi<T>(args, path, { data }));
}
