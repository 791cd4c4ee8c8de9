import type { LoaderFunctionArgs } from "@remix-run/node";
import { lifecycleListLoader } from "./lifecycle-admin.server";

/** Administration: the catalogue's products with their lifecycle and compliance (`__lifecycle.tsx`). */
export {
  ErrorBoundary,
  LifecycleListPage as default,
  lifecycleLinks as links,
  lifecycleMeta as meta,
} from "./__lifecycle";

export const handle = { i18n: ["admin", "products"] };
export const loader = (args: LoaderFunctionArgs) => lifecycleListLoader(args);
