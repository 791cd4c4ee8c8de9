import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { errorMeta, GeneralErrorBoundary } from "~/components/ErrorBoundary";
import { LocalLink } from "~/components/LocalLink";
import { AdvisoryIds, advisoryStyles } from "~/components/security/Advisories";
import { pageLanguage } from "~/i18n/route-language.server";
import { ADVISORIES_PATH, type AdvisoryDetail, CSAF_DIRECTORY } from "~/lib/advisories";
import { modelReleasesPath, versionPath } from "~/lib/firmware";
import { useDateFormat } from "~/lib/intl";
import { metaBrand, pageMeta } from "~/lib/meta";
import { TRACKING_ID } from "#shared/advisories";
import { AdvisoryDates, Severity } from "./__advisories";
import { fetchSecurity } from "./advisories.server";
import styles from "./security.css";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: advisoryStyles },
  { rel: "stylesheet", href: styles },
];

export const handle = { i18n: ["security"] };

export const meta: MetaFunction<typeof loader> = ({ data, error, matches }) => {
  if (error || !data) return errorMeta({ error, matches });
  const { advisory } = data;
  return pageMeta(
    `${advisory.trackingId}: ${advisory.title}`,
    advisory.cves.join(", "),
    metaBrand(matches),
  );
};

export async function loader(args: LoaderFunctionArgs) {
  pageLanguage(args);
  const id = args.params.trackingId ?? "";
  if (!TRACKING_ID.test(id)) throw new Response("Not Found", { status: 404 });
  return { advisory: await fetchSecurity<AdvisoryDetail>(args, `/advisories/${id}`) };
}

/** Marks a text shown in English for want of a translation. */
function inEnglish(advisory: AdvisoryDetail, field: string) {
  return advisory.fallback.includes(field) ? ({ lang: "en", dir: "ltr" } as const) : {};
}

/**
 * A published advisory: rating and CVSS vector, CVE ids and weakness, what it is, the affected
 * products with the firmware versions affected and the version fixing each, the workarounds,
 * who is thanked, every revision and its CSAF document.
 */
export default function AdvisoryPage() {
  const { t } = useTranslation("security");
  const { advisory } = useLoaderData<typeof loader>();
  const format = useDateFormat();
  const versions = (from: string | null, fixed: string | null) =>
    from && fixed
      ? t("advisory.range", { from, fixed })
      : from
        ? t("advisory.from", { from })
        : fixed
          ? t("advisory.before", { fixed })
          : t("advisory.every");
  return (
    <article className="page advisory-page">
      <nav className="breadcrumb" aria-label={t("advisories.breadcrumb")}>
        <ol>
          <li>
            <LocalLink to="/security">{t("advisories.security")}</LocalLink>
          </li>
          <li>
            <LocalLink to={ADVISORIES_PATH}>{t("advisories.title")}</LocalLink>
          </li>
          <li aria-current="page">
            <bdi dir="ltr">{advisory.trackingId}</bdi>
          </li>
        </ol>
      </nav>
      <header className="page-header">
        <p className="eyebrow">
          <AdvisoryIds trackingId={advisory.trackingId} cves={[]} />
        </p>
        <h1 {...inEnglish(advisory, "title")}>{advisory.title}</h1>
        <p className="page-header__meta">
          <AdvisoryDates advisory={{ ...advisory, products: [] }} />
        </p>
      </header>
      <dl className="advisory-facts">
        <dt>{t("advisory.severity")}</dt>
        <dd>
          <Severity advisory={advisory} />
        </dd>
        <dt>{t("advisory.vector")}</dt>
        <dd>
          <code dir="ltr">{advisory.cvssVector}</code>
        </dd>
        <dt>{t("advisory.cves")}</dt>
        <dd dir="ltr">{advisory.cves.length ? advisory.cves.join(", ") : "—"}</dd>
        {advisory.cwe ? (
          <>
            <dt>{t("advisory.cwe")}</dt>
            <dd dir="ltr">
              {advisory.cwe.id}: {advisory.cwe.name}
            </dd>
          </>
        ) : null}
      </dl>
      <section aria-labelledby="advisory-summary">
        <h2 id="advisory-summary">{t("advisory.summary")}</h2>
        <div
          className="advisory-markdown"
          {...inEnglish(advisory, "summary")}
          // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized HTML from the backend's Markdown renderer
          dangerouslySetInnerHTML={{ __html: advisory.summaryHtml }}
        />
      </section>
      <section aria-labelledby="advisory-products">
        <h2 id="advisory-products">{t("advisory.products")}</h2>
        <div className="advisory-products__scroll">
          <table className="advisory-products">
            <thead>
              <tr>
                <th scope="col">{t("advisory.model")}</th>
                <th scope="col">{t("advisory.affected")}</th>
                <th scope="col">{t("advisory.fixed")}</th>
              </tr>
            </thead>
            <tbody>
              {advisory.products.map((p) => (
                <tr key={p.productId}>
                  <th scope="row">
                    <LocalLink to={modelReleasesPath(p.productId)}>
                      <bdi dir="ltr">{p.model}</bdi>
                    </LocalLink>
                    {p.name ? <span className="advisory-products__name"> {p.name}</span> : null}
                  </th>
                  <td>{versions(p.introducedIn, p.fixedIn)}</td>
                  <td>
                    {p.fixedIn ? (
                      p.fixReleaseId ? (
                        <LocalLink to={versionPath(p.fixReleaseId)}>
                          {t("advisory.updateTo", { version: p.fixedIn })}
                        </LocalLink>
                      ) : (
                        t("advisory.updateTo", { version: p.fixedIn })
                      )
                    ) : (
                      <strong>{t("advisory.noFix")}</strong>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
      {advisory.workaroundsHtml ? (
        <section aria-labelledby="advisory-workarounds">
          <h2 id="advisory-workarounds">{t("advisory.workarounds")}</h2>
          <div
            className="advisory-markdown"
            {...inEnglish(advisory, "workarounds")}
            // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized HTML from the backend's Markdown renderer
            dangerouslySetInnerHTML={{ __html: advisory.workaroundsHtml }}
          />
        </section>
      ) : null}
      {advisory.acknowledgements.length ? (
        <section aria-labelledby="advisory-thanks">
          <h2 id="advisory-thanks">{t("advisory.acknowledgements")}</h2>
          <ul>
            {advisory.acknowledgements.map((a) => (
              <li key={`${a.names.join()}${a.organization ?? ""}`}>
                <bdi>
                  {a.names.join(", ")}
                  {a.organization ? ` (${a.organization})` : null}
                </bdi>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <section aria-labelledby="advisory-revisions">
        <h2 id="advisory-revisions">{t("advisory.revisions")}</h2>
        <ol className="advisory-revisions" reversed>
          {advisory.revisions.map((r) => (
            <li key={r.number}>
              <span className="advisory-revisions__when">
                {t("advisory.revision", { number: r.number })} ·{" "}
                {format(r.publishedAt.slice(0, 10))}
              </span>
              <span className="advisory-revisions__summary" lang="en" dir="ltr">
                {r.summary}
              </span>
            </li>
          ))}
        </ol>
      </section>
      {advisory.csafPath ? (
        <p className="advisories-machine">
          <a href={`${CSAF_DIRECTORY}${advisory.csafPath}`} type="application/json">
            {t("advisory.csaf")}
          </a>
        </p>
      ) : null}
    </article>
  );
}

/** An unknown advisory (or a draft): the 404 page says so. */
export function ErrorBoundary() {
  return <GeneralErrorBoundary statusHandlers={{ 404: { text: "security:notFound" } }} />;
}
