import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { LocalLink } from "~/components/LocalLink";
import { useTranslation } from "react-i18next";
import { sectionMeta } from "~/lib/meta";
import { AppDownload } from "~/components/apps/AppPage";
import { appPageData } from "~/lib/apps.server";
import appStyles from "~/components/apps/apps.css";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: appStyles }];
export const handle = { i18n: ["media"] };
export const meta: MetaFunction = ({ matches }) =>
  sectionMeta(matches, "media:apps.northlight", { description: "lead" });

export const loader = (args: LoaderFunctionArgs) =>
  appPageData(args, "northlight", "/app/download");

/** The mobile app's download page, inside the site layout. */
export default function AppDownloadPage() {
  const data = useLoaderData<typeof loader>();
  const { t } = useTranslation("media");
  return (
    <div className="page app-page">
      <AppDownload {...data}>
        <h2 className="app-download__lines-title">{t("productApps.byLine")}</h2>
        <ul className="app-download__lines">
          <li>
            <LocalLink to="/cameraapp">{t("productApps.camera.title")}</LocalLink>
          </li>
          <li>
            <LocalLink to="/nvrapp">{t("productApps.nvr.title")}</LocalLink>
          </li>
        </ul>
      </AppDownload>
    </div>
  );
}
