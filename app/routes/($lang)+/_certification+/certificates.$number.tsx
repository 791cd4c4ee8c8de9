import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { errorMeta, GeneralErrorBoundary } from "~/components/ErrorBoundary";
import { LocalLink } from "~/components/LocalLink";
import { PageHeader } from "~/components/PageHeader";
import { pageLanguage } from "~/i18n/route-language.server";
import { sectionMeta } from "~/lib/meta";
import { CertificateCard } from "./__certificate";
import { loadCertificate } from "./certificate.server";
import styles from "./certification.css";

export const handle = { i18n: ["certification"] };
export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];
export const meta: MetaFunction = ({ matches, error }) => {
  if (error) return errorMeta({ error, matches });
  return sectionMeta(matches, "certification:verify", { noindex: true });
};

/** The shareable verification link of one certificate; an unknown number is the 404 page. */
export async function loader(args: LoaderFunctionArgs) {
  pageLanguage(args);
  return { certificate: await loadCertificate(args) };
}

export default function CertificatePage() {
  const { t } = useTranslation("certification");
  const { certificate } = useLoaderData<typeof loader>();
  return (
    <section className="page cert-verify-page">
      <PageHeader title={t("verify.title")} lead={t("verify.intro")} />
      <CertificateCard certificate={certificate} />
      <p>
        <LocalLink to="/certificates/verify">{t("verify.another")}</LocalLink>
      </p>
    </section>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
