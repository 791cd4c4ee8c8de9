import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { newReleaseAction, newReleaseLoader } from "./firmware-admin.server";

/** Console: a new firmware release, saved as a draft with its file (`__firmware.tsx`). */
export {
  ErrorBoundary,
  NewReleasePage as default,
  firmwareAdminLinks as links,
  firmwareAdminMeta as meta,
} from "./__firmware";

export const handle = { i18n: ["admin"] };
export const loader = (args: LoaderFunctionArgs) => newReleaseLoader(args);
export const action = (args: ActionFunctionArgs) => newReleaseAction(args);
