import { type LoaderFunctionArgs, redirect } from "@remix-run/node";
import { localizePath } from "~/i18n/languages";
import { pageLanguage } from "~/i18n/route-language.server";
import { BATCH_NOTICES } from "./documents-query.server";
import { passFile } from "~/downloads/download.server";

/**
 * The checked documents as one ZIP file (a GET form of the documentation center). Beyond the
 * limits, or with nothing checked, back to the list with the reason; gated documents send a
 * visitor to sign in and back here.
 */
export async function loader(args: LoaderFunctionArgs) {
  const language = pageLanguage(args);
  const url = new URL(args.request.url);
  const ids = url.searchParams.getAll("id");
  const back = (notice: (typeof BATCH_NOTICES)[number]) =>
    redirect(localizePath(`/documentation?notice=${notice}`, language));
  if (ids.length === 0 || ids.some((id) => !/^\d{1,9}$/.test(id))) throw back("none");
  const query = ids.map((id) => `id=${id}`).join("&");
  return passFile(args, `/documents/batch?${query}`, {
    ranges: false,
    refused: (reason) =>
      back((BATCH_NOTICES as readonly string[]).includes(reason) ? (reason as "none") : "none"),
  });
}
