import type { LoaderFunctionArgs } from "@remix-run/node";
import { documentListLoader } from "./documents-admin.server";

/** Console: the documentation center's documents, the catalogue's and those published here. */
export {
  DocumentListPage as default,
  documentsAdminLinks as links,
  documentsAdminMeta as meta,
  ErrorBoundary,
} from "./__documents-admin";

export const handle = { i18n: ["admin", "documents"] };
export const loader = (args: LoaderFunctionArgs) => documentListLoader(args);
