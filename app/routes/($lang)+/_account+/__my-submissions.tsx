import { LocalLink } from "~/components/LocalLink";
import { useTranslation } from "react-i18next";
import { useDateFormat } from "~/lib/intl";
import { useRootData } from "~/lib/root-data";
import { isStaff } from "#shared/roles";
import type { AccountOverview } from "./__overview";

const STATE_CLASS = { submitted: "toBeApproved", approved: "approved", rejected: "disapproved" };

/**
 * Partner applications, exam registrations and the account registration, with their states. Staff
 * are offered the console, not an application to become a partner.
 */
export function MySubmissions({ items }: { items: AccountOverview["submissions"] }) {
  const { t } = useTranslation("account");
  const { t: common } = useTranslation();
  const { roles } = useRootData();
  const day = useDateFormat();
  return (
    <section className="card personal-center__wide" aria-labelledby="pc-applications">
      <h2 id="pc-applications">{t("myApplications")}</h2>
      {items.length === 0 ? (
        <p>{t("applications.empty")}</p>
      ) : (
        <ul className="personal-center__items">
          {items.map((item) => (
            <li key={`${item.kind}-${item.id}`}>
              <strong>
                {t(`applications.kind.${item.kind}`)}
                {item.title ? ` — ${item.title}` : ""}
              </strong>
              <span className={`deal-state deal-state--${STATE_CLASS[item.status]}`}>
                {t(`applications.status.${item.status}`)}
              </span>
              <small>
                {t("applications.submittedOn", { date: day(item.submittedAt.slice(0, 10)) })}
              </small>
              {item.reason ? (
                <p className="personal-center__note">
                  {t("applications.reason", { reason: item.reason })}
                </p>
              ) : null}
              {item.exam ? (
                <p className="personal-center__note">
                  {t(item.exam.passed ? "applications.examPassed" : "applications.examFailed", {
                    date: day(item.exam.date),
                    score: item.exam.score,
                  })}
                </p>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      <p className="personal-center__actions">
        {isStaff(roles) ? (
          <LocalLink to="/admin">{common("user.console")}</LocalLink>
        ) : (
          <LocalLink to="/reseller">{t("applications.apply")}</LocalLink>
        )}
        <LocalLink to="/learn-register">{t("applications.exam")}</LocalLink>
      </p>
    </section>
  );
}
