import type { LoaderFunctionArgs } from "@remix-run/node";
import { pageLanguage } from "~/i18n/route-language.server";
import { apiRequest } from "~/lib/api.server";
import { requireRole } from "~/lib/auth.server";

/** The headers of the backend's answer a file keeps on its way to the browser. */
const PASSED_HEADERS = ["Content-Type", "Content-Length", "Content-Disposition"];

/**
 * An exam registration's proof of employment or business license, downloaded by administrators
 * only: other signed-in users get 403, visitors the sign-in page; an unknown one is 404.
 */
export async function loader(args: LoaderFunctionArgs) {
  pageLanguage(args);
  const session = await requireRole(args, "admin");
  const { id = "", field = "" } = args.params;
  if (!/^\d{1,9}$/.test(id) || (field !== "proof" && field !== "license"))
    throw new Response("Not Found", { status: 404 });
  let answer: Response;
  try {
    answer = await args.context.api(
      apiRequest(args, `/admin/exam-registrations/${id}/files/${field}`, { session }),
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
