import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { sectionMeta } from "~/lib/meta";
import policyStyles from "~/styles/policies.css";
import { AppDownload, AppFrame } from "~/components/apps/AppPage";
import { appPageData } from "~/lib/apps.server";
import appStyles from "~/components/apps/apps.css";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: policyStyles },
  { rel: "stylesheet", href: appStyles },
];
export const handle = { i18n: ["media"] };
export const meta: MetaFunction = ({ matches }) =>
  sectionMeta(matches, "media:apps.holoz", { description: "lead" });

export const loader = (args: LoaderFunctionArgs) =>
  appPageData(args, "holoz", "/holoz-app-download");

/** The Holoz app's download page, outside the site layout. */
export default function HolozAppPage() {
  const data = useLoaderData<typeof loader>();
  return (
    <AppFrame>
      <AppDownload {...data} />
    </AppFrame>
  );
}
