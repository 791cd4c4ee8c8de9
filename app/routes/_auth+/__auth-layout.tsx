import { Toast } from "~/components/Toast";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { BrandLink } from "~/components/BrandLink";
import { LanguageSwitcher } from "~/components/LanguageSwitcher";
import { LocalLink } from "~/components/LocalLink";

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
  return (
    <div className="auth">
      <header className="auth__header">
        <BrandLink />
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
