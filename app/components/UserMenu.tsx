import { useTranslation } from "react-i18next";
import { displayAccountName, type SessionUser } from "~/lib/user";
import { ChevronDown, UserIcon } from "./Icons";
import { LocalLink } from "./LocalLink";

/**
 * The account name with the personal center and log-out, or a sign-in entry for anonymous visitors.
 * Signing in arrives with the accounts feature; until then the entry is shown as coming.
 */
export function UserMenu({
  user,
  signInAvailable,
}: {
  user: SessionUser | null;
  signInAvailable: boolean;
}) {
  const { t } = useTranslation();
  if (!user) {
    return signInAvailable ? (
      <LocalLink className="user-menu__sign-in" to="/login">
        <UserIcon />
        {t("user.signIn")}
      </LocalLink>
    ) : (
      <span className="user-menu__sign-in is-coming" aria-disabled="true">
        <UserIcon />
        {t("user.signIn")} <small>({t("nav.comingSoon")})</small>
      </span>
    );
  }
  return (
    <details className="dropdown user-menu" data-dismissable>
      <summary>
        <UserIcon />
        <bdi>{displayAccountName(user.account)}</bdi>
        <ChevronDown className="icon icon--chevron" />
      </summary>
      <ul className="dropdown__panel">
        <li>
          <LocalLink to="/personal-center">{t("user.personalCenter")}</LocalLink>
        </li>
        <li>
          <LocalLink to="/logout">{t("user.logout")}</LocalLink>
        </li>
      </ul>
    </details>
  );
}
