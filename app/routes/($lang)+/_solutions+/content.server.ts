import type { LoaderFunctionArgs } from "@remix-run/node";
import { callApi } from "~/lib/api.server";
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
