import { LocalLink } from "~/components/LocalLink";
import { useTranslation } from "react-i18next";
import { useDateFormat } from "~/lib/intl";
import type { AccountOverview } from "./__overview";

const STATE_CLASS = { valid: "approved", expiresSoon: "toBeApproved", expired: "disapproved" };

/** The user's certificates: number, dates, whether they expire soon, links to view and print. */
export function MyCertificates({ items }: { items: AccountOverview["certificates"] }) {
  const { t } = useTranslation("account");
  const day = useDateFormat();
  return (
    <section className="card" aria-labelledby="pc-certificates">
      <h2 id="pc-certificates">{t("certificates.title")}</h2>
      {items.length === 0 ? (
        <p>{t("certificates.empty")}</p>
      ) : (
        <ul className="personal-center__items">
          {items.map((c) => (
            <li key={c.number}>
              <strong>{t("certificates.name")}</strong>
              <bdi dir="ltr">{c.number}</bdi>
              <span className={`deal-state deal-state--${STATE_CLASS[c.state]}`}>
                {t(`certificates.state.${c.state}`)}
              </span>
              <small>
                {t("certificates.dates", { issued: day(c.issuedOn), until: day(c.expiresOn) })}
              </small>
              <span className="personal-center__actions">
                <LocalLink to={`/certificates/${c.number}`}>{t("certificates.view")}</LocalLink>
                <LocalLink to={`/certificates/${c.number}/print`}>
                  {t("certificates.print")}
                </LocalLink>
              </span>
            </li>
          ))}
        </ul>
      )}
      {items.some((c) => c.state !== "valid") || items.length === 0 ? (
        <p className="personal-center__actions">
          <LocalLink to="/learn-register">{t("applications.exam")}</LocalLink>
        </p>
      ) : null}
    </section>
  );
}
