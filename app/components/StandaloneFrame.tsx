import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { BrandLink } from "./BrandLink";
import { LanguageSwitcher } from "./LanguageSwitcher";
import { LocalLink } from "./LocalLink";

/** A link of the short footer: an unprefixed path and its label (a key of the common namespace). */
export interface FrameLink {
  to: string;
  label: string;
}

const DEFAULT_LINKS: FrameLink[] = [
  { to: "/home", label: "nav.home" },
  { to: "/legal", label: "footer.terms" },
  { to: "/contact", label: "nav.contact" },
];

/**
 * The frame of a page outside the site layout (policies, app pages): a slim header with the brand
 * and the language switcher, the page, and a short footer of links.
 */
export function StandaloneFrame({
  children,
  className,
  links = DEFAULT_LINKS,
}: {
  children: ReactNode;
  /** The main element's class. */
  className?: string;
  links?: FrameLink[];
}) {
  const { t } = useTranslation();
  return (
    <div className="policy-frame">
      <header className="auth__header">
        <BrandLink />
        <LanguageSwitcher />
      </header>
      <main id="main" className={className}>
        {children}
      </main>
      <footer className="auth__footer">
        {links.map((link) => (
          <LocalLink key={link.to} to={link.to}>
            {t(`common:${link.label}`)}
          </LocalLink>
        ))}
      </footer>
    </div>
  );
}
