import type { LoaderFunctionArgs } from "@remix-run/node";
import { pageLanguage } from "~/i18n/route-language.server";
import { apiRequest } from "~/lib/api.server";
import { requireSession } from "~/lib/auth.server";
import { readListQuery } from "~/lib/list-query";
import { backendQuery, dealsSchema } from "./deals-query.server";

/**
 * The deal list as CSV (`/dr-list.csv?…` with the list's filters and order): the signed-in user's
 * deals only, column names and states in the page's language, UTF-8 with a byte-order mark.
 */
export async function loader(args: LoaderFunctionArgs) {
  pageLanguage(args);
  const session = await requireSession(args);
  const { query } = readListQuery(new URL(args.request.url), dealsSchema);
  const { page: _page, ...filters } = query;
  let answer: Response;
  try {
    answer = await args.context.api(
      apiRequest(args, "/deals/export.csv", {
        session,
        data: backendQuery(filters),
      }),
      args.context.clientAddress,
    );
  } catch {
    throw new Response("Service Unavailable", {
      status: 503,
      headers: { "Retry-After": "5" },
    });
  }
  if (!answer.ok) {
    await answer.body?.cancel();
    throw new Response("Service Unavailable", {
      status: 503,
      headers: { "Retry-After": "5" },
    });
  }
  return new Response(answer.body, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": 'attachment; filename="deals.csv"',
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
