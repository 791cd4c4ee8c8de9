import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { lifecycleEditAction, lifecycleEditLoader } from "./lifecycle-admin.server";

/** Administration: one product's lifecycle and compliance, edited (`__lifecycle.tsx`). */
export {
  ErrorBoundary,
  LifecycleEditPage as default,
  lifecycleLinks as links,
  lifecycleMeta as meta,
} from "./__lifecycle";

export const handle = { i18n: ["admin", "products"] };
export const loader = (args: LoaderFunctionArgs) => lifecycleEditLoader(args);
export const action = (args: ActionFunctionArgs) => lifecycleEditAction(args);
