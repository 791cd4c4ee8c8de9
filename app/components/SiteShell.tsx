import { Toast } from "~/components/Toast";
import { type ReactNode, useCallback, useState } from "react";
import { useTranslation } from "react-i18next";
import { SCROLL_THRESHOLD_PX } from "~/lib/constants";
import { useScrolledPast } from "~/lib/use-scrolled";
import { FloatingActions } from "./FloatingActions";
import { Footer } from "./Footer";
import { Header } from "./Header";
import { RouteProgress } from "./RouteProgress";

/** The shared layout of spec §2: header, main content, footer and the floating buttons. */
export function SiteShell({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const [scrolled, setScrolled] = useState(false);
  useScrolledPast(
    SCROLL_THRESHOLD_PX,
    useCallback((value: boolean) => setScrolled(value), []),
  );
  return (
    <div id="top" className="site">
      <a className="skip-link" href="#main">
        {t("a11y.skipToContent")}
      </a>
      <RouteProgress />
      <Header scrolled={scrolled} />
      <main id="main" className="site-main" tabIndex={-1}>
        <Toast />
        {children}
      </main>
      <Footer />
      <FloatingActions scrolled={scrolled} />
    </div>
  );
}
