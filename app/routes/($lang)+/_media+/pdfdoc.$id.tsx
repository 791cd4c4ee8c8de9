import {
  json,
  type LinksFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { errorMeta, GeneralErrorBoundary } from "~/components/ErrorBoundary";
import { localizePath } from "~/i18n/languages";
import { pageLanguage } from "~/i18n/route-language.server";
import { callApi } from "~/lib/api.server";
import { requireOk } from "~/lib/failure.server";
import { metaBrand, pageMeta } from "~/lib/meta";
import { useRootData } from "~/root";
import { downloadPath } from "../_documents+/__download";
import { privateHeaders, type ViewedDocument, ViewerPage } from "./__viewer";
import mediaStyles from "./media.css";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: mediaStyles }];
export const handle = { i18n: ["media"] };

export const meta: MetaFunction<typeof loader> = ({ data, error, matches }) => {
  if (error || !data) return errorMeta({ error, matches });
  return pageMeta(data.doc.title, data.doc.title, metaBrand(matches));
};

/** A PDF document of the documentation center, shown by the browser's own viewer. */
export async function loader(args: LoaderFunctionArgs) {
  pageLanguage(args);
  const id = args.params.id ?? "";
  if (!/^\d{1,9}$/.test(id)) throw new Response("Not Found", { status: 404 });
  const doc = await requireOk(
    args.request,
    await callApi<ViewedDocument>(args, `/viewer/pdf/${id}`),
  );
  return json({ doc }, { headers: privateHeaders(doc) });
}

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
