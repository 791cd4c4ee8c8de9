import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { editMeta } from "./__news-editor";
import { adminEditAction, adminEditLoader } from "./news-admin.server";

/** Administration: a new news item (`new`) or an existing one, with its preview (`__news-editor.tsx`). */
export {
  AdminArticleEditPage as default,
  ErrorBoundary,
  editLinks as links,
} from "./__news-editor";

export const handle = { i18n: ["news"] };
export const meta = editMeta("news");
export const loader = (args: LoaderFunctionArgs) => adminEditLoader(args, "news");
export const action = (args: ActionFunctionArgs) => adminEditAction(args, "news");
