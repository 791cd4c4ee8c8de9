import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Outlet } from "@remix-run/react";
import { errorMeta, GeneralErrorBoundary } from "~/components/ErrorBoundary";
import { SiteShell } from "~/components/SiteShell";
import { pageLanguage } from "~/i18n/route-language.server";

export async function loader({ params, request, context }: LoaderFunctionArgs) {
  pageLanguage({ params, request, context });
  return null;
}

export const meta: MetaFunction = (args) => (args.error ? errorMeta(args) : []);

export default function LanguageLayout() {
  return (
    <SiteShell>
      <Outlet />
    </SiteShell>
  );
}

/** The error page inside the site shell, for any page of the site without its own boundary. */
export function ErrorBoundary() {
  return (
    <SiteShell>
      <GeneralErrorBoundary />
    </SiteShell>
  );
}
