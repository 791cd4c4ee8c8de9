import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { isRouteErrorResponse, Outlet, useRouteError } from "@remix-run/react";
import { ErrorMessage, NotFound } from "~/components/NotFound";
import { SiteShell } from "~/components/SiteShell";
import { routeLanguage } from "~/i18n/route-language.server";
import { rootDataFromMatches } from "~/lib/meta";

export async function loader({ params, request }: LoaderFunctionArgs) {
  routeLanguage(params, request);
  return null;
}

export const meta: MetaFunction = ({ error, matches }) => {
  if (!error) return [];
  const root = rootDataFromMatches(matches);
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const title =
    status === 404
      ? root?.resources.common.notFound?.title
      : status === 503
        ? root?.resources.common.error?.unavailableTitle
        : root?.resources.common.error?.title;
  return [
    { title: `${title ?? "Error"} | ${root?.brand.name ?? ""}` },
    { name: "robots", content: "noindex" },
  ];
};

export default function LanguageLayout() {
  return (
    <SiteShell>
      <Outlet />
    </SiteShell>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  if (!isRouteErrorResponse(error)) console.error(error);
  return <SiteShell>{status === 404 ? <NotFound /> : <ErrorMessage status={status} />}</SiteShell>;
}
