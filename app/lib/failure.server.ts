import type { LoaderFunctionArgs } from "@remix-run/node";
import {
  type ApiResult,
  callApi,
  type Failure,
  isSessionFailure,
  isUnavailable,
  toLogin,
} from "./api.server";

/** Seconds a visitor is asked to wait when the backend is unavailable (`Retry-After`). */
export const RETRY_AFTER_SECONDS = 30;

/**
 * The error page for a failed backend call, as a Response: 404 for a missing thing, 503 (with
 * Retry-After) when the backend is unavailable, times out or cannot be reached, 403 for a refused
 * role, 400 for input the backend refused (such as control characters in a text), 502 for anything
 * else. Session failures are not answered here (see throwFailure).
 */
export function failureResponse(result: Failure): Response {
  const text = (status: number, body: string, headers: Record<string, string> = {}) =>
    new Response(body, {
      status,
      headers: { "Content-Type": "text/plain; charset=utf-8", ...headers },
    });
  if (isUnavailable(result))
    return text(503, "Service Unavailable", { "Retry-After": String(RETRY_AFTER_SECONDS) });
  if (result.status === 404 || result.code === 40400) return text(404, "Not Found");
  if (result.status === 403 || result.code === 40300) return text(403, "Forbidden");
  if (result.status === 400) return text(400, "Bad Request");
  return text(502, "Bad Gateway");
}

/**
 * The one way loaders turn a failed backend call into the error page: throws the Response of
 * failureResponse, or the redirect to sign in (clearing the session) for a session failure.
 */
export async function throwFailure(
  request: Request,
  result: Extract<ApiResult<unknown>, { ok: false }>,
): Promise<never> {
  if (isSessionFailure(result)) return toLogin(request);
  throw failureResponse(result);
}

/**
 * The data of a backend call, or the error page (or the redirect to sign in) for its failure:
 * `const products = await requireOk(request, await callApi<Product[]>(args, "/products"))`.
 */
export async function requireOk<T>(request: Request, result: ApiResult<T>): Promise<T> {
  if (result.ok) return result.data;
  return throwFailure(request, result);
}

/**
 * A backend read of a page's loader: its data, or the error page (404 for an unknown id, 503 when
 * the backend is unavailable, 502 otherwise; the redirect to sign in for a session failure).
 */
export async function fetchOrFail<T>(
  args: LoaderFunctionArgs,
  path: string,
  data?: Record<string, string | number | undefined>,
): Promise<T> {
  return requireOk(args.request, await callApi<T>(args, path, { data }));
}
