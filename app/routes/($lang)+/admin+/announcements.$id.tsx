import type {
  ActionFunctionArgs,
  LinksFunction,
  LoaderFunctionArgs,
  MetaFunction,
} from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { errorMeta, GeneralErrorBoundary } from "~/components/ErrorBoundary";
import { sectionMeta } from "~/lib/meta";
import { articleStyles } from "~/components/news/ArticleView";
import newsAdminStyles from "./news-admin.css";
import { adminEditAction, adminEditLoader } from "./news-admin.server";
import { AdminArticleEditor } from "./__news-editor";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: articleStyles },
  { rel: "stylesheet", href: newsAdminStyles },
];

export const handle = { i18n: ["news"] };

export const meta: MetaFunction = ({ matches, error }) =>
  error
    ? errorMeta({ error, matches })
    : sectionMeta(matches, "news:admin.announcements", { noindex: true, description: "lead" });

export const loader = (args: LoaderFunctionArgs) => adminEditLoader(args, "announcements");

export const action = (args: ActionFunctionArgs) => adminEditAction(args, "announcements");

/** Administration: a new announcement (`new`) or an existing one, with its preview. */
export default function AdminAnnouncementsEditPage() {
  const { item } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return <AdminArticleEditor kind="announcements" item={item} actionData={actionData} />;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
