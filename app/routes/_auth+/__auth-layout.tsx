import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useRootData } from "~/root";
import { BrandMark } from "~/components/Icons";
import { LanguageSwitcher } from "~/components/LanguageSwitcher";
import { LocalLink } from "~/components/LocalLink";
import { Toast } from "~/components/Toast";

/** The frame of the account screens, which sit outside the site layout (spec §2). */
export function AuthLayout({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const { brand } = useRootData();
  return (
    <div className="auth">
      <header className="auth__header">
        <LocalLink to="/home" className="brand" aria-label={t("brand.home")}>
          {brand.logoUrl ? (
            <img src={brand.logoUrl} alt="" width="32" height="32" />
          ) : (
            <BrandMark />
          )}
          <span className="brand__name">{brand.name}</span>
        </LocalLink>
        <LanguageSwitcher />
      </header>
      <main id="main" className="auth__main">
        <Toast />
        <section className="auth__card" aria-labelledby="auth-title">
          <h1 id="auth-title">{title}</h1>
          {intro ? <p className="auth__intro">{intro}</p> : null}
          {children}
        </section>
      </main>
      <footer className="auth__footer">
        <LocalLink to="/legal">{t("footer.terms")}</LocalLink>
        <LocalLink to="/privacy-policy">{t("footer.privacy")}</LocalLink>
        <LocalLink to="/contact">{t("nav.contact")}</LocalLink>
      </footer>
    </div>
  );
}
