import type { LinksFunction, LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { GeneralErrorBoundary } from "~/components/ErrorBoundary";
import { type ViewedDocument, ViewerPage, viewerMeta } from "./__viewer";
import { loadViewed } from "./viewer.server";
import mediaStyles from "./media.css";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: mediaStyles }];
export const handle = { i18n: ["media"] };

interface HtmlDocument extends ViewedDocument {
  /** The sanitized body, or null when the file is too large to show. */
  html: string | null;
  lang: string | null;
  dir: "ltr" | "rtl" | null;
}

export const meta = viewerMeta;

/** An HTML document of the documentation center, sanitized on the server, in the site's layout. */
export const loader = (args: LoaderFunctionArgs) => loadViewed<HtmlDocument>(args, "html");

export default function HtmlDocumentPage() {
  const { doc } = useLoaderData<typeof loader>();
  const { t } = useTranslation("media");
  return (
    <ViewerPage doc={doc}>
      {doc.html === null ? (
        <p className="viewer__note">{t("viewer.tooLarge")}</p>
      ) : (
        <article
          className="viewer__html prose"
          lang={doc.lang ?? undefined}
          dir={doc.dir ?? undefined}
          // Sanitized on the server by the site's allow-list (api/infra/html-sanitizer.ts).
          // biome-ignore lint/security/noDangerouslySetInnerHtml: allow-list sanitized HTML
          dangerouslySetInnerHTML={{ __html: doc.html }}
        />
      )}
    </ViewerPage>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary statusHandlers={{ 404: { text: "media:viewer.notFound" } }} />;
}
