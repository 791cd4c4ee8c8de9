import { useTranslation } from "react-i18next";
import { LocalLink } from "~/components/LocalLink";
import { AdvisoryIds, ModelCodes, SeverityBadge } from "~/components/security/Advisories";
import { type AdvisorySummary, advisoryPath } from "~/lib/advisories";
import { useDateFormat } from "~/lib/intl";

/** An advisory's severity badge with its translated rating. */
export function Severity({
  advisory,
}: {
  advisory: Pick<AdvisorySummary, "severity" | "cvssScore">;
}) {
  const { t } = useTranslation("security");
  return (
    <SeverityBadge
      severity={advisory.severity}
      score={advisory.cvssScore}
      label={t(`severity.${advisory.severity}`)}
    />
  );
}

/** "Published <date>", and "updated <date>" when it was revised. */
export function AdvisoryDates({ advisory }: { advisory: AdvisorySummary }) {
  const { t } = useTranslation("security");
  const format = useDateFormat();
  const published = format(advisory.firstPublishedAt.slice(0, 10));
  return (
    <span className="advisory-dates">
      {t("advisories.published", { date: published })}
      {advisory.revision > 1
        ? ` · ${t("advisories.updated", { date: format(advisory.lastPublishedAt.slice(0, 10)) })}`
        : null}
    </span>
  );
}

/** The advisories as a list of cards: rating, title, ids, products and dates. */
export function AdvisoryItems({ items }: { items: AdvisorySummary[] }) {
  const { t } = useTranslation("security");
  return (
    <ul className="advisory-items">
      {items.map((a) => (
        <li key={a.trackingId} className="advisory-item card">
          <p className="advisory-item__head">
            <Severity advisory={a} /> <AdvisoryIds trackingId={a.trackingId} cves={a.cves} />
          </p>
          <h3 className="advisory-item__title">
            <LocalLink
              to={advisoryPath(a.trackingId)}
              lang={a.fallback.includes("title") ? "en" : undefined}
            >
              {a.title}
            </LocalLink>
          </h3>
          <p className="advisory-item__products">
            {t("advisories.products")}: <ModelCodes models={a.products.map((p) => p.model)} />
          </p>
          <p className="advisory-item__dates">
            <AdvisoryDates advisory={a} />
          </p>
        </li>
      ))}
    </ul>
  );
}
