import type { LoaderFunctionArgs } from "@remix-run/node";
import { adminFileResponse } from "~/lib/admin-file.server";

/** A vulnerability report's attachment, downloaded, for administrators only. */
export function loader(args: LoaderFunctionArgs) {
  const { id = "" } = args.params;
  return adminFileResponse(
    args,
    /^\d{1,9}$/.test(id) ? `/admin/security-reports/${id}/attachment` : null,
  );
}
