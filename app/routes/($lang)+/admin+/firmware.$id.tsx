import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { releaseAction, releaseLoader } from "./firmware-admin.server";

/** Console: one firmware release, its texts while a draft, published or withdrawn (`__firmware.tsx`). */
export {
  ErrorBoundary,
  ReleasePage as default,
  firmwareAdminLinks as links,
  firmwareAdminMeta as meta,
} from "./__firmware";

export const handle = { i18n: ["admin"] };
export const loader = (args: LoaderFunctionArgs) => releaseLoader(args);
export const action = (args: ActionFunctionArgs) => releaseAction(args);
