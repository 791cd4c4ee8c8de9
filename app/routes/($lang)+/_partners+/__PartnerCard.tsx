import { useTranslation } from "react-i18next";
import type { PartnerItem } from "./__directory";

/** One partner of the directory: name, Tier 2 mark, and the contact details it published. */
export function PartnerCard({
  partner,
  countryNames,
  languageNames,
}: {
  partner: PartnerItem;
  countryNames: Record<string, string>;
  languageNames: Record<string, string>;
}) {
  const { t } = useTranslation("partners");
  return (
    <li className="card partner-card">
      <div className="partner-card__head">
        <h3 dir="auto">{partner.name}</h3>
        {partner.certified ? (
          <span className="partner-card__badge">{t("partners:directory.certified")}</span>
        ) : null}
      </div>
      <dl className="partner-card__details">
        <dt>{t("partners:directory.country")}</dt>
        <dd>{countryNames[partner.country] ?? partner.country}</dd>
        <dt>{t("partners:directory.type")}</dt>
        <dd>{t(`partners:types.${partner.type}`, { defaultValue: partner.type })}</dd>
        <dt>{t("partners:directory.languages")}</dt>
        <dd>{partner.languages.map((code) => languageNames[code] ?? code).join(", ")}</dd>
        {partner.website ? (
          <>
            <dt>{t("partners:directory.website")}</dt>
            <dd>
              <a href={partner.website} rel="noopener noreferrer" dir="ltr">
                {partner.website.replace(/^https?:\/\//, "")}
              </a>
            </dd>
          </>
        ) : null}
        {partner.email ? (
          <>
            <dt>{t("partners:directory.email")}</dt>
            <dd>
              <a href={`mailto:${partner.email}`} dir="ltr">
                {partner.email}
              </a>
            </dd>
          </>
        ) : null}
        {partner.phone ? (
          <>
            <dt>{t("partners:directory.phone")}</dt>
            <dd>
              <a href={`tel:${partner.phone.replace(/[^+\d]/g, "")}`} dir="ltr">
                {partner.phone}
              </a>
            </dd>
          </>
        ) : null}
        {partner.address ? (
          <>
            <dt>{t("partners:directory.address")}</dt>
            <dd dir="auto">{partner.address}</dd>
          </>
        ) : null}
      </dl>
    </li>
  );
}
