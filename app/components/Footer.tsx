import { useTranslation } from "react-i18next";
import { useRootData } from "~/lib/root-data";
import { BrandMark, ExternalIcon } from "./Icons";
import { KeptMarkup } from "./KeptMarkup";
import { LocalLink } from "./LocalLink";

/** The same on every page of a language (and year): its markup is kept on the server. */
export function Footer() {
  const { i18n } = useTranslation();
  const year = new Date().getFullYear();
  return (
    <KeptMarkup as="footer" className="site-footer" keep={["footer", i18n.language, year]}>
      <FooterContents year={year} />
    </KeptMarkup>
  );
}

function FooterContents({ year }: { year: number }) {
  const { t } = useTranslation();
  const { brand } = useRootData();
  return (
    <>
      <div className="site-footer__inner">
        <section className="site-footer__brand" aria-label={brand.name}>
          <p className="brand">
            <BrandMark />
            <span className="brand__name">{brand.name}</span>
          </p>
          <p>{t("brand.tagline")}</p>
        </section>
        <nav aria-label={t("footer.company")}>
          <h2>{t("footer.company")}</h2>
          <ul>
            <li>
              <LocalLink to="/about">{t("nav.aboutUs")}</LocalLink>
            </li>
            <li>
              <LocalLink to="/what-is-a-software-defined-camera">{t("nav.whatIsSdc")}</LocalLink>
            </li>
            <li>
              <LocalLink to="/contact">{t("nav.contact")}</LocalLink>
            </li>
            <li>
              <LocalLink to="/tools">{t("tools.menu")}</LocalLink>
            </li>
            <li>
              <LocalLink to="/certificates/verify">{t("footer.verifyCertificate")}</LocalLink>
            </li>
          </ul>
        </nav>
        <nav aria-label={t("footer.legal")}>
          <h2>{t("footer.legal")}</h2>
          <ul>
            <li>
              <LocalLink to="/legal">{t("footer.terms")}</LocalLink>
            </li>
            <li>
              <LocalLink to="/privacy-policy">{t("footer.privacy")}</LocalLink>
            </li>
            <li>
              <LocalLink to="/terms">{t("footer.portalTerms")}</LocalLink>
            </li>
            <li>
              <LocalLink to="/terms/rma">{t("policies.rma")}</LocalLink>
            </li>
            <li>
              <LocalLink to="/warrantypolicy">{t("policies.warranty")}</LocalLink>
            </li>
            <li>
              <LocalLink to="/brazil-privacy-notice">{t("policies.brazilPrivacy")}</LocalLink>
            </li>
            <li>
              <LocalLink to="/security">{t("policies.security")}</LocalLink>
            </li>
            <li>
              <LocalLink to="/sitemap" target="_blank" rel="noopener">
                {t("footer.sitemap")}
                <span className="visually-hidden"> {t("a11y.external")}</span>
              </LocalLink>
            </li>
          </ul>
        </nav>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact">{t("footer.contactHeading")}</h2>
          <ul>
            <li>
              {t("footer.email")}:{" "}
              <a href={`mailto:${brand.email}`} dir="ltr">
                {brand.email}
              </a>
            </li>
            <li>
              {t("footer.phone")}:{" "}
              <a href={`tel:${brand.phone.replace(/[^+\d]/g, "")}`} dir="ltr">
                {brand.phone}
              </a>
            </li>
          </ul>
          <h2>{t("footer.followUs")}</h2>
          <ul className="social-links">
            {brand.social.map((link) => (
              <li key={link.name}>
                <a href={link.url} target="_blank" rel="noopener noreferrer">
                  {link.name}
                  <ExternalIcon />
                  <span className="visually-hidden"> {t("a11y.external")}</span>
                </a>
              </li>
            ))}
          </ul>
        </section>
      </div>
      <p className="site-footer__rights">{t("footer.rights", { year })}</p>
    </>
  );
}
