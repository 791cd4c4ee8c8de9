import type { LoaderFunctionArgs } from "@remix-run/node";
import { adminFileResponse } from "~/lib/admin-file.server";

/**
 * An error report's picture (the backend answers it inline when it is a JPEG) or attachment
 * (downloaded), for administrators only.
 */
export function loader(args: LoaderFunctionArgs) {
  const { id = "", file = "" } = args.params;
  const named = /^\d{1,9}$/.test(id) && (file === "picture" || file === "attachment");
  return adminFileResponse(args, named ? `/admin/error-reports/${id}/${file}` : null);
}
