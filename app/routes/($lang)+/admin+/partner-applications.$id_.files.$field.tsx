import type { LoaderFunctionArgs } from "@remix-run/node";
import { adminFileResponse } from "~/lib/admin-file.server";

/** One file of a partner application (logo, agreement, license), for administrators only. */
export function loader(args: LoaderFunctionArgs) {
  const { id = "", field = "" } = args.params;
  const named = /^\d{1,9}$/.test(id) && ["logo", "agreement", "license"].includes(field);
  return adminFileResponse(args, named ? `/admin/partner-applications/${id}/files/${field}` : null);
}
