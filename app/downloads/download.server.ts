import type { LoaderFunctionArgs } from "@remix-run/node";
import { apiRequest, confirmedSession, toLogin } from "~/lib/api.server";

/** Headers of the backend's file answer that reach the browser. */
const PASSED = [
  "Content-Type",
  "Content-Length",
  "Content-Range",
  "Content-Disposition",
  "Accept-Ranges",
  "ETag",
  "Last-Modified",
  "Cache-Control",
];
/** Request headers a download passes on to the backend. */
const CONDITIONAL = ["Range", "If-Range", "If-None-Match"];

/**
 * A file of the backend passed to the browser as it streams (never read here): the visitor's
 * session, the method (HEAD stays HEAD) and, for `ranges`, the range and conditional headers go
 * along; the client going away cancels the backend's read. 401 sends a visitor to sign in and
 * back; a 400 with a reason goes to `refused`; a withdrawn file (410 Gone) to `gone`; anything
 * else that is not a file is 404 or 503.
 */
export async function passFile(
  args: LoaderFunctionArgs,
  path: string,
  options: {
    ranges: boolean;
    refused?: (reason: string) => Response;
    /** The answer to a withdrawn file (410), given the id of its firmware release. */
    gone?: (releaseId: number | null) => Promise<Response>;
  },
): Promise<Response> {
  // The session confirmed (and refreshed when its token expired: the new cookie goes along).
  const { session, setCookie } = await confirmedSession(args);
  const base = apiRequest(args, path, { session });
  const headers = new Headers(base.headers);
  if (options.ranges)
    for (const name of CONDITIONAL) {
      const value = args.request.headers.get(name);
      if (value) headers.set(name, value);
    }
  const request = new Request(base.url, {
    method: args.request.method === "HEAD" ? "HEAD" : "GET",
    headers,
    signal: args.request.signal,
  });
  let answer: Response;
  try {
    answer = await args.context.api(request, args.context.clientAddress);
  } catch {
    throw new Response("Service Unavailable", { status: 503, headers: { "Retry-After": "5" } });
  }
  if (answer.status === 401) {
    await answer.body?.cancel();
    return toLogin(args.request);
  }
  if (answer.status === 400 && options.refused) {
    const envelope = (await answer.json().catch(() => null)) as {
      data?: { reason?: string };
    } | null;
    throw options.refused(envelope?.data?.reason ?? "none");
  }
  if (answer.status === 410) {
    const envelope = (await answer.json().catch(() => null)) as {
      data?: { releaseId?: number };
    } | null;
    throw options.gone
      ? await options.gone(envelope?.data?.releaseId ?? null)
      : new Response("Gone", { status: 410 });
  }
  if (![200, 206, 304, 416].includes(answer.status)) {
    await answer.body?.cancel();
    const status = answer.status === 404 ? 404 : 503;
    throw new Response(status === 404 ? "Not Found" : "Service Unavailable", { status });
  }
  const out = new Headers({ "X-Content-Type-Options": "nosniff" });
  if (setCookie) out.append("Set-Cookie", setCookie);
  for (const name of PASSED) {
    const value = answer.headers.get(name);
    if (value) out.set(name, value);
  }
  return new Response(answer.body, { status: answer.status, headers: out });
}
