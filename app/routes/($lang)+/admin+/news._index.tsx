import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { listMeta } from "./__news-editor";
import { adminDeleteAction, adminListLoader } from "./news-admin.server";

/** Administration: every news item, to edit, view or delete (`__news-editor.tsx`). */
export { AdminArticleListPage as default, listLinks as links } from "./__news-editor";

export const handle = { i18n: ["news"] };
export const meta = listMeta("news");
export const loader = (args: LoaderFunctionArgs) => adminListLoader(args, "news");
export const action = (args: ActionFunctionArgs) => adminDeleteAction(args, "news");
