import { useTranslation } from "react-i18next";
import { LocalLink } from "~/components/LocalLink";

/** "List › this page" above a detail page. */
export function Breadcrumb({ to, label, current }: { to: string; label: string; current: string }) {
  const { t } = useTranslation("solutions");
  return (
    <nav className="breadcrumb" aria-label={t("solutions:breadcrumb")}>
      <ol>
        <li>
          <LocalLink to={to}>{label}</LocalLink>
        </li>
        <li aria-current="page">{current}</li>
      </ol>
    </nav>
  );
}
