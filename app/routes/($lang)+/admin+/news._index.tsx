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
  sectionMeta(matches, "news:admin.news", { noindex: true, description: "lead" });

export const loader = (args: LoaderFunctionArgs) => adminListLoader(args, "news");

export const action = (args: ActionFunctionArgs) => adminDeleteAction(args, "news");

/** Administration: every news item, to edit, view or delete. */
export default function AdminNewsPage() {
  const { items } = useLoaderData<typeof loader>();
  return <AdminArticleList kind="news" items={items} />;
}
