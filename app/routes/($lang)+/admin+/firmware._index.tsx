import type { LoaderFunctionArgs } from "@remix-run/node";
import { firmwareListLoader } from "./firmware-admin.server";

/** Console: every firmware release, drafts too, with its state (`__firmware.tsx`). */
export {
  ErrorBoundary,
  FirmwareListPage as default,
  firmwareAdminLinks as links,
  firmwareAdminMeta as meta,
} from "./__firmware";

export const handle = { i18n: ["admin"] };
export const loader = (args: LoaderFunctionArgs) => firmwareListLoader(args);
