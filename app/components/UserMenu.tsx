import { useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { localizePath } from "~/i18n/languages";
import { displayAccountName, type SessionUser } from "~/lib/user";
import { useRootData } from "~/lib/root-data";
import { isStaff } from "#shared/roles";
import { ChevronDown, UserIcon } from "./Icons";
import { LocalLink } from "./LocalLink";

/**
 * Log out (spec §4). With JavaScript it asks "Confirm to exit the current account?" and posts;
 * without, the same button opens the confirmation page. Either way the page loads anew afterwards.
 */
export function LogoutForm({
  redirectTo,
  confirmFirst = true,
  label,
}: {
  redirectTo: string;
  confirmFirst?: boolean;
  label: string;
}) {
  const { t } = useTranslation();
  const { language } = useRootData();
  const action = localizePath("/logout", language);
  return (
    <form
      method={confirmFirst ? "get" : "post"}
      action={action}
      className="logout-form"
      onSubmit={(event) => {
        if (!confirmFirst) return;
        event.preventDefault();
        if (window.confirm(t("user.logoutConfirm"))) {
          const form = event.currentTarget;
          form.method = "post";
          form.submit();
        }
      }}
    >
      <input type="hidden" name="redirectTo" value={redirectTo} />
      <button
        type="submit"
        className={confirmFirst ? "dropdown__link logout-form__button" : "button"}
      >
        {label}
      </button>
    </form>
  );
}

/** The account name with the personal center and log-out, or the sign-in link for visitors. */
export function UserMenu({ user }: { user: SessionUser | null }) {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const { roles } = useRootData();
  if (!user) {
    return (
      <LocalLink
        className="user-menu__sign-in"
        to={`/login?redirectTo=${encodeURIComponent(pathname + search)}`}
      >
        <UserIcon />
        {t("user.signIn")}
      </LocalLink>
    );
  }
  return (
    <details className="dropdown user-menu" data-dismissable>
      <summary title={displayAccountName(user.account)}>
        <UserIcon />
        <bdi className="user-menu__name">{displayAccountName(user.account)}</bdi>
        <ChevronDown className="icon icon--chevron" />
      </summary>
      <ul className="dropdown__panel">
        <li>
          <LocalLink to="/personal-center">{t("user.personalCenter")}</LocalLink>
        </li>
        {isStaff(roles) ? (
          <li>
            <LocalLink to="/admin">{t("user.console")}</LocalLink>
          </li>
        ) : null}
        <li>
          <LogoutForm redirectTo={pathname + search} label={t("user.logout")} />
        </li>
      </ul>
    </details>
  );
}
