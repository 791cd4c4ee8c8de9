import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { StandaloneFrame } from "~/components/StandaloneFrame";
import type { AppStoreLinks } from "~/lib/env.server";
import type { AppId } from "~/lib/apps";

const LINKS = [
  { to: "/home", label: "nav.home" },
  { to: "/privacy-policy", label: "footer.privacy" },
  { to: "/contact", label: "nav.contact" },
];

/** The frame of the app pages: the frame of pages outside the site layout. */
export function AppFrame({ children }: { children: ReactNode }) {
  return (
    <StandaloneFrame className="app-page" links={LINKS}>
      {children}
    </StandaloneFrame>
  );
}

/**
 * An app's download block: its name and what it does, the App Store, Google Play and direct APK
 * links, and the QR code (drawn on the server) of this page for a phone.
 */
export function AppDownload({
  app,
  links,
  qr,
  url,
  title,
  lead,
  children,
}: {
  app: AppId;
  links: AppStoreLinks;
  qr: string;
  url: string;
  title?: string;
  lead?: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation("media");
  return (
    <section className="app-download" aria-labelledby="app-title">
      <div className="app-download__text">
        <h1 id="app-title">{title ?? t(`apps.${app}.title`)}</h1>
        <p className="lead">{lead ?? t(`apps.${app}.lead`)}</p>
        <ul className="app-download__features">
          {[1, 2, 3].map((n) => (
            <li key={n}>{t(`apps.${app}.feature${n}`)}</li>
          ))}
        </ul>
        <ul className="app-download__stores">
          <li>
            <a className="button" href={links.appStore} rel="noopener">
              {t("apps.appStore")}
            </a>
          </li>
          <li>
            <a className="button" href={links.googlePlay} rel="noopener">
              {t("apps.googlePlay")}
            </a>
          </li>
          <li>
            <a className="button" href={links.apk} rel="noopener">
              {t("apps.apk")}
            </a>
          </li>
        </ul>
        {children}
      </div>
      <figure className="app-download__qr">
        <div
          className="app-download__qr-code"
          role="img"
          aria-label={t("apps.qrLabel")}
          // The QR code's SVG is made on the server by the qrcode package from this page's URL.
          // biome-ignore lint/security/noDangerouslySetInnerHtml: SVG generated on the server
          dangerouslySetInnerHTML={{ __html: qr }}
        />
        <figcaption>
          {t("apps.qrCaption")}{" "}
          <span className="app-download__url" dir="ltr" translate="no">
            {url}
          </span>
        </figcaption>
      </figure>
    </section>
  );
}
