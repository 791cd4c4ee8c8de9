import type { LoaderFunctionArgs } from "@remix-run/node";
import { adminFileResponse } from "~/lib/admin-file.server";

/** An exam registration's proof of employment or business license, for administrators only. */
export function loader(args: LoaderFunctionArgs) {
  const { id = "", field = "" } = args.params;
  const named = /^\d{1,9}$/.test(id) && (field === "proof" || field === "license");
  return adminFileResponse(args, named ? `/admin/exam-registrations/${id}/files/${field}` : null);
}
