import { Toast } from "~/components/Toast";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { BrandLink } from "~/components/BrandLink";
import { LanguageSwitcher } from "~/components/LanguageSwitcher";
import { LocalLink } from "~/components/LocalLink";

/** The customer voice page's own frame, outside the site layout: the brand and a way home. */
export function VoiceLayout({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation("feedback");
  return (
    <div className="auth voice">
      <header className="auth__header">
        <BrandLink />
        <LocalLink to="/home" className="voice__home">
          {t("voice.backHome")}
        </LocalLink>
        <LanguageSwitcher />
      </header>
      <main id="main" className="auth__main">
        <Toast />
        <section className="auth__card" aria-labelledby="voice-title">
          <h1 id="voice-title">{title}</h1>
          {intro ? <p className="auth__intro">{intro}</p> : null}
          {children}
        </section>
      </main>
    </div>
  );
}
