import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { documentEditAction, documentEditLoader } from "./documents-admin.server";

/** Console: one document, its facts, a new file, its history and removal (`__documents-admin.tsx`). */
export {
  DocumentEditPage as default,
  documentsAdminLinks as links,
  documentsAdminMeta as meta,
  ErrorBoundary,
} from "./__documents-admin";

export const handle = { i18n: ["admin", "documents"] };
export const loader = (args: LoaderFunctionArgs) => documentEditLoader(args);
export const action = (args: ActionFunctionArgs) => documentEditAction(args);
