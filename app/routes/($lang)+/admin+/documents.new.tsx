import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { documentNewAction, documentNewLoader } from "./documents-admin.server";

/** Console: publishing a new document with its file (`__documents-admin.tsx`). */
export {
  DocumentNewPage as default,
  documentsAdminLinks as links,
  documentsAdminMeta as meta,
  ErrorBoundary,
} from "./__documents-admin";

export const handle = { i18n: ["admin", "documents"] };
export const loader = (args: LoaderFunctionArgs) => documentNewLoader(args);
export const action = (args: ActionFunctionArgs) => documentNewAction(args);
