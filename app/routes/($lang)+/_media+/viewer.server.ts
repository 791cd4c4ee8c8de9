import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { pageLanguage } from "~/i18n/route-language.server";
import { callApi } from "~/lib/api.server";
import { requireOk } from "~/lib/failure.server";
import type { ViewedDocument } from "./__viewer";

/**
 * A viewer's loader: the document of `format` from the backend, or the 404 page (an unknown id or
 * a document of the other format) or the way to sign in (a gated one); gated ones stay private.
 */
export async function loadViewed<T extends ViewedDocument>(
  args: LoaderFunctionArgs,
  format: "html" | "pdf",
) {
  pageLanguage(args);
  const id = args.params.id ?? "";
  if (!/^\d{1,9}$/.test(id)) throw new Response("Not Found", { status: 404 });
  const doc = await requireOk(args.request, await callApi<T>(args, `/viewer/${format}/${id}`));
  return json(
    { doc },
    { headers: doc.gated ? { "Cache-Control": "private, no-store" } : undefined },
  );
}
