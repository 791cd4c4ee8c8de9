import { type LoaderFunctionArgs, data } from "@remix-run/node";
import type { MetaFunction } from "@remix-run/react";
import { ErrorPage } from "~/components/ErrorBoundary";
import { pageLanguage } from "~/i18n/route-language.server";
import { metaBrand, metaT } from "~/lib/meta";

export async function loader({ params, request, context }: LoaderFunctionArgs) {
  pageLanguage({ params, request, context });
  return data(null, { status: 404 });
}

export const meta: MetaFunction = ({ matches }) => [
  { title: `${metaT(matches)("notFound.title")} | ${metaBrand(matches)}` },
  { name: "robots", content: "noindex" },
];

export default function NotFoundPage() {
  return <ErrorPage status={404} />;
}
