import {
  json,
  type LinksFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { errorMeta, GeneralErrorBoundary } from "~/components/ErrorBoundary";
import { pageLanguage } from "~/i18n/route-language.server";
import { callApi } from "~/lib/api.server";
import { requireOk } from "~/lib/failure.server";
import { metaBrand, pageMeta } from "~/lib/meta";
import { privateHeaders, type ViewedDocument, ViewerPage } from "./__viewer";
import mediaStyles from "./media.css";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: mediaStyles }];
export const handle = { i18n: ["media"] };

interface HtmlDocument extends ViewedDocument {
  /** The sanitized body, or null when the file is too large to show. */
  html: string | null;
  lang: string | null;
  dir: "ltr" | "rtl" | null;
}

export const meta: MetaFunction<typeof loader> = ({ data, error, matches }) => {
  if (error || !data) return errorMeta({ error, matches });
  return pageMeta(data.doc.title, data.doc.title, metaBrand(matches));
};

/** An HTML document of the documentation center, sanitized on the server, in the site's layout. */
export async function loader(args: LoaderFunctionArgs) {
  pageLanguage(args);
  const id = args.params.id ?? "";
  if (!/^\d{1,9}$/.test(id)) throw new Response("Not Found", { status: 404 });
  const doc = await requireOk(
    args.request,
    await callApi<HtmlDocument>(args, `/viewer/html/${id}`),
  );
  return json({ doc }, { headers: privateHeaders(doc) });
}

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
