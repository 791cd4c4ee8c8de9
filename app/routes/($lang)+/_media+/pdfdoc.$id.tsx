import type { LinksFunction, LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { GeneralErrorBoundary } from "~/components/ErrorBoundary";
import { localizePath } from "~/i18n/languages";
import { useRootData } from "~/lib/root-data";
import { downloadPath } from "~/downloads/DocumentDownload";
import { type ViewedDocument, ViewerPage, viewerMeta } from "./__viewer";
import { loadViewed } from "./viewer.server";
import mediaStyles from "./media.css";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: mediaStyles }];
export const handle = { i18n: ["media"] };

export const meta = viewerMeta;

/** A PDF document of the documentation center, shown by the browser's own viewer. */
export const loader = (args: LoaderFunctionArgs) => loadViewed<ViewedDocument>(args, "pdf");

export default function PdfDocumentPage() {
  const { doc } = useLoaderData<typeof loader>();
  const { t } = useTranslation("media");
  const { language } = useRootData();
  const inline = `${localizePath(downloadPath(doc.id), language)}?inline=1`;
  return (
    <ViewerPage doc={doc}>
      <iframe className="viewer__pdf" src={inline} title={doc.title} />
      <p className="viewer__note">
        {t("viewer.pdfFallback")} <a href={inline}>{t("viewer.openPdf")}</a>
      </p>
    </ViewerPage>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary statusHandlers={{ 404: { text: "media:viewer.notFound" } }} />;
}
