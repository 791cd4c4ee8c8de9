import { useTranslation } from "react-i18next";
import { LocalLink } from "~/components/LocalLink";
import { type FramedPageProps, StandaloneLayout } from "~/components/StandaloneLayout";

/** The frame of the account screens, which sit outside the site layout (spec §2). */
export function AuthLayout({ title, intro, children }: FramedPageProps) {
  const { t } = useTranslation();
  return (
    <StandaloneLayout
      className="auth"
      titleId="auth-title"
      title={title}
      intro={intro}
      footer={
        <footer className="auth__footer">
          <LocalLink to="/legal">{t("footer.terms")}</LocalLink>
          <LocalLink to="/privacy-policy">{t("footer.privacy")}</LocalLink>
          <LocalLink to="/contact">{t("nav.contact")}</LocalLink>
        </footer>
      }
    >
      {children}
    </StandaloneLayout>
  );
}
