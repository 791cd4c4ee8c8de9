import { useTranslation } from "react-i18next";
import { LocalLink } from "~/components/LocalLink";
import { type FramedPageProps, StandaloneLayout } from "~/components/StandaloneLayout";

/** The customer voice page's own frame, outside the site layout: the brand and a way home. */
export function VoiceLayout({ title, intro, children }: FramedPageProps) {
  const { t } = useTranslation("feedback");
  return (
    <StandaloneLayout
      className="auth voice"
      titleId="voice-title"
      title={title}
      intro={intro}
      headerLinks={
        <LocalLink to="/home" className="voice__home">
          {t("voice.backHome")}
        </LocalLink>
      }
    >
      {children}
    </StandaloneLayout>
  );
}
