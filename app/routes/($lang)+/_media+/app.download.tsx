import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { sectionMeta } from "~/lib/meta";
import { AppDownload } from "../../_apps+/__app-page";
import { appPageData } from "../../_apps+/__apps.server";
import appStyles from "../../_apps+/apps.css";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: appStyles }];
export const handle = { i18n: ["media"] };
export const meta: MetaFunction = ({ matches }) =>
  sectionMeta(matches, "media:apps.northlight", { description: "lead" });

export const loader = (args: LoaderFunctionArgs) =>
  appPageData(args, "northlight", "/app/download");

/** The mobile app's download page, inside the site layout. */
export default function AppDownloadPage() {
  const data = useLoaderData<typeof loader>();
  return (
    <div className="page app-page">
      <AppDownload {...data} />
    </div>
  );
}
