import { useTranslation } from "react-i18next";
import { DownloadsList } from "~/downloads/Downloads";
import { ArrowUpIcon, MailIcon, PhoneIcon } from "./Icons";
import { LocalLink } from "./LocalLink";

/** Floating buttons: contact page, pricing and information form, the download list and back to top. */
export function FloatingActions({ scrolled }: { scrolled: boolean }) {
  const { t } = useTranslation();
  return (
    <aside className="floating-actions" aria-label={t("floating.contact")}>
      <LocalLink to="/contact" className="floating-button" title={t("floating.contact")}>
        <MailIcon />
        <span className="visually-hidden">{t("floating.contact")}</span>
      </LocalLink>
      <LocalLink to="/contactus" className="floating-button" title={t("floating.call")}>
        <PhoneIcon />
        <span className="visually-hidden">{t("floating.call")}</span>
      </LocalLink>
      <DownloadsList />
      <a
        href="#top"
        className={
          scrolled ? "floating-button back-to-top is-visible" : "floating-button back-to-top"
        }
        title={t("floating.backToTop")}
      >
        <ArrowUpIcon />
        <span className="visually-hidden">{t("floating.backToTop")}</span>
      </a>
    </aside>
  );
}
