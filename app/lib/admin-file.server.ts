import type { LoaderFunctionArgs } from "@remix-run/node";
import { pageLanguage } from "~/i18n/route-language.server";
import { apiRequest } from "./api.server";
import { requireRole } from "./auth.server";

/** The headers of the backend's answer a file keeps on its way to the browser. */
const PASSED_HEADERS = ["Content-Type", "Content-Length", "Content-Disposition"];

/**
 * A stored file of the backend's `apiPath` (an upload of an application or a report) streamed to
 * an administrator: other signed-in users get 403, visitors the sign-in page, an address that names
 * no file (`apiPath` null) or an unknown file 404, a backend that cannot answer 503. Never cached,
 * never sniffed.
 */
export async function adminFileResponse(args: LoaderFunctionArgs, apiPath: string | null) {
  pageLanguage(args);
  const session = await requireRole(args, "admin");
  if (!apiPath) throw new Response("Not Found", { status: 404 });
  let answer: Response;
  try {
    answer = await args.context.api(
      apiRequest(args, apiPath, { session }),
      args.context.clientAddress,
    );
  } catch {
    throw new Response("Service Unavailable", { status: 503, headers: { "Retry-After": "5" } });
  }
  if (!answer.ok || !answer.body) {
    await answer.body?.cancel();
    const status = answer.status === 404 || answer.status === 403 ? answer.status : 503;
    throw new Response(status === 503 ? "Service Unavailable" : "Not Found", { status });
  }
  const headers = new Headers();
  for (const name of PASSED_HEADERS) {
    const value = answer.headers.get(name);
    if (value) headers.set(name, value);
  }
  headers.set("X-Content-Type-Options", "nosniff");
  headers.set("Cache-Control", "private, no-store");
  return new Response(answer.body, { status: 200, headers });
}
