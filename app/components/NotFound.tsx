import { useTranslation } from "react-i18next";
import { LocalLink } from "./LocalLink";

export function NotFound() {
  const { t } = useTranslation();
  return (
    <section className="page error-page">
      <p className="error-page__status">404</p>
      <h1>{t("notFound.title")}</h1>
      <p>{t("notFound.text")}</p>
      <p className="error-page__actions">
        <LocalLink className="button" to="/home">
          {t("notFound.backHome")}
        </LocalLink>
        <LocalLink className="button button--ghost" to="/sitemap">
          {t("notFound.sitemapHint")}
        </LocalLink>
      </p>
    </section>
  );
}

/** The error page; 503 says the service is temporarily unavailable and to try again. */
export function ErrorMessage({ status }: { status: number }) {
  const { t } = useTranslation();
  return (
    <section className="page error-page">
      <p className="error-page__status">{t("error.status", { status })}</p>
      <h1>{status === 503 ? t("error.unavailableTitle") : t("error.title")}</h1>
      <p>{status === 503 ? t("error.unavailableText") : t("error.text")}</p>
      <p className="error-page__actions">
        <LocalLink className="button" to="/home">
          {t("notFound.backHome")}
        </LocalLink>
      </p>
    </section>
  );
}
