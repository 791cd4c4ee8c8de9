import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { DownloadLink } from "~/downloads/DownloadLink";
import { errorMeta, GeneralErrorBoundary } from "~/components/ErrorBoundary";
import { LocalLink } from "~/components/LocalLink";
import { localizePath } from "~/i18n/languages";
import { pageLanguage } from "~/i18n/route-language.server";
import { callApi } from "~/lib/api.server";
import { requireOk } from "~/lib/failure.server";
import { metaBrand, metaT, pageMeta } from "~/lib/meta";
import { useRootData } from "~/lib/root-data";
import policyStyles from "~/styles/policies.css";
import { downloadPath, formatSize } from "~/downloads/DocumentDownload";
import { AppFrame } from "~/components/apps/AppPage";
import appStyles from "~/components/apps/apps.css";
import instructionStyles from "./instructions.css";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: policyStyles },
  { rel: "stylesheet", href: appStyles },
  { rel: "stylesheet", href: instructionStyles },
];
export const handle = { i18n: ["media"] };

/** The product as the backend's product detail gives it (the fields this page shows). */
interface InstructedProduct {
  id: string;
  model: string;
  name: string;
  productClass: string;
  documents: {
    id: number;
    title: string;
    available: boolean;
    format: string;
    size: number | null;
  }[];
}

/** The app steps of each product class (`media:instructions.<group>.stepN`). */
const STEP_GROUPS: Record<string, { group: string; steps: number; app: string }> = {
  camera: { group: "camera", steps: 5, app: "/cameraapp" },
  recorder: { group: "recorder", steps: 5, app: "/nvrapp" },
  accessory: { group: "accessory", steps: 3, app: "/app/download" },
};

export const meta: MetaFunction<typeof loader> = ({ data, error, matches }) => {
  if (error || !data) return errorMeta({ error, matches });
  const t = metaT(matches, "media");
  const title = t("instructions.title", { model: data.product.model });
  return pageMeta(title, t("instructions.lead", { model: data.product.model }), metaBrand(matches));
};

/** A product's app instructions: the steps for its class and its documents; unknown product → 404. */
export async function loader(args: LoaderFunctionArgs) {
  pageLanguage(args);
  const id = args.params.product ?? "";
  if (!/^[a-z0-9-]{1,60}$/i.test(id)) throw new Response("Not Found", { status: 404 });
  const product = await requireOk(
    args.request,
    await callApi<InstructedProduct>(args, `/product/${encodeURIComponent(id.toLowerCase())}`),
  );
  return {
    product: {
      id: product.id,
      model: product.model,
      name: product.name,
      productClass: product.productClass,
      documents: product.documents.filter((d) => d.available),
    },
  };
}

export default function InstructionsPage() {
  const { t } = useTranslation("media");
  const { language } = useRootData();
  const { product } = useLoaderData<typeof loader>();
  const steps = STEP_GROUPS[product.productClass] ?? STEP_GROUPS.camera!;
  return (
    <AppFrame>
      <article className="instructions">
        <h1>{t("instructions.title", { model: product.model })}</h1>
        <p className="lead">
          {product.name} · {t("instructions.lead", { model: product.model })}
        </p>
        <ol className="instructions__steps">
          {Array.from({ length: steps.steps }, (_, i) => `step${i + 1}`).map((step) => (
            <li key={step}>{t(`instructions.${steps.group}.${step}`)}</li>
          ))}
        </ol>
        <p>
          <LocalLink to={steps.app}>{t("instructions.getApp")}</LocalLink>
        </p>
        <section aria-labelledby="instruction-documents">
          <h2 id="instruction-documents">{t("instructions.documents")}</h2>
          {product.documents.length > 0 ? (
            <ul className="instructions__documents">
              {product.documents.map((doc) => (
                <li key={doc.id}>
                  <span>{doc.title}</span>{" "}
                  <DownloadLink
                    href={localizePath(downloadPath(doc.id), language)}
                    name={doc.title}
                    size={doc.size}
                    aria-label={t("common:documents.downloadNamed", { title: doc.title })}
                  >
                    {t("common:documents.download")}
                    {doc.size === null ? null : ` (${formatSize(doc.size, language.lang)})`}
                  </DownloadLink>
                  {doc.format === "html" || doc.format === "pdf" ? (
                    <>
                      {" · "}
                      <LocalLink to={`/${doc.format}doc/${doc.id}`}>
                        {t("common:media.view")}
                      </LocalLink>
                    </>
                  ) : null}
                </li>
              ))}
            </ul>
          ) : (
            <p>{t("instructions.noDocuments")}</p>
          )}
        </section>
      </article>
    </AppFrame>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary statusHandlers={{ 404: { text: "media:instructions.notFound" } }} />;
}
