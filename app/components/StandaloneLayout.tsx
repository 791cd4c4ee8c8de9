import type { ReactNode } from "react";
import { BrandLink } from "~/components/BrandLink";
import { LanguageSwitcher } from "~/components/LanguageSwitcher";
import { Toast } from "~/components/Toast";

/** What a page in a standalone frame gives it: its title, an intro and the content. */
export interface FramedPageProps {
  title: string;
  intro?: string;
  children: ReactNode;
}

/**
 * The frame of a page that sits outside the site layout (the account screens, the customer voice
 * page): the brand and the language switcher, then one card with the page's title.
 */
export function StandaloneLayout({
  className,
  titleId,
  title,
  intro,
  headerLinks,
  footer,
  children,
}: FramedPageProps & {
  className: string;
  /** The id of the title, which names the card. */
  titleId: string;
  /** Links in the header between the brand and the language switcher. */
  headerLinks?: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <div className={className}>
      <header className="auth__header">
        <BrandLink />
        {headerLinks}
        <LanguageSwitcher />
      </header>
      <main id="main" className="auth__main">
        <Toast />
        <section className="auth__card" aria-labelledby={titleId}>
          <h1 id={titleId}>{title}</h1>
          {intro ? <p className="auth__intro">{intro}</p> : null}
          {children}
        </section>
      </main>
      {footer}
    </div>
  );
}
