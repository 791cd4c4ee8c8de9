import type {
  ActionFunctionArgs,
  LinksFunction,
  LoaderFunctionArgs,
  MetaFunction,
} from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { sectionMeta } from "~/lib/meta";
import newsAdminStyles from "./news-admin.css";
import { adminDeleteAction, adminListLoader } from "./news-admin.server";
import { AdminArticleList } from "./__news-editor";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: newsAdminStyles }];

export const handle = { i18n: ["news"] };

export const meta: MetaFunction = ({ matches }) =>
  sectionMeta(matches, "news:admin.announcements", { noindex: true, description: "lead" });

export const loader = (args: LoaderFunctionArgs) => adminListLoader(args, "announcements");

export const action = (args: ActionFunctionArgs) => adminDeleteAction(args, "announcements");

/** Administration: every announcement, to edit, view or delete. */
export default function AdminAnnouncementsPage() {
  const { items } = useLoaderData<typeof loader>();
  return <AdminArticleList kind="announcements" items={items} />;
}
