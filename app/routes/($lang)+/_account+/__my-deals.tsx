import { LocalLink } from "~/components/LocalLink";
import { useTranslation } from "react-i18next";
import { useDateFormat } from "~/lib/intl";
import { DealState } from "~/components/deals/DealState";
import type { AccountOverview } from "./__overview";

/** The newest deals the user sees, with their states, a count and the way to the full list. */
export function MyDeals({ deals }: { deals: NonNullable<AccountOverview["deals"]> }) {
  const { t } = useTranslation("account");
  const day = useDateFormat();
  return (
    <section className="card personal-center__wide" aria-labelledby="pc-deals">
      <h2 id="pc-deals">{t("myDeals")}</h2>
      {deals.items.length === 0 ? (
        <p>{t("deals.empty")}</p>
      ) : (
        <>
          <p>{t("deals.count", { count: deals.total })}</p>
          <ul className="personal-center__items">
            {deals.items.map((deal) => (
              <li key={deal.id}>
                <LocalLink to={`/deal/${deal.id}`}>
                  {deal.projectName || t("deals.untitled")}
                </LocalLink>
                <DealState deal={deal} />
                <small>
                  {t("deals.expires")}{" "}
                  {deal.expirationDate ? day(deal.expirationDate) : t("deals.noExpiration")}
                </small>
              </li>
            ))}
          </ul>
        </>
      )}
      <p className="personal-center__actions">
        {deals.total > 0 ? <LocalLink to="/dr-list">{t("deals.all")}</LocalLink> : null}
        {deals.canRegister ? (
          <LocalLink className="button button--ghost" to="/deal">
            {t("deals.register")}
          </LocalLink>
        ) : null}
      </p>
    </section>
  );
}
