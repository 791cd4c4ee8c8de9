import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import QRCode from "qrcode";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { LocalLink } from "~/components/LocalLink";
import { PageHeader } from "~/components/PageHeader";
import { pageLanguage } from "~/i18n/route-language.server";
import { callApi } from "~/lib/api.server";
import { requireRole } from "~/lib/auth.server";
import { requireOk } from "~/lib/failure.server";
import { sectionMeta } from "~/lib/meta";
import qrStyles from "./partner-applications.qr.css";

export const handle = { i18n: ["reseller"] };
export const links: LinksFunction = () => [{ rel: "stylesheet", href: qrStyles }];
export const meta: MetaFunction = ({ matches }) =>
  sectionMeta(matches, "reseller:qr", { noindex: true });

export async function loader(args: LoaderFunctionArgs) {
  pageLanguage(args);
  const session = await requireRole(args, "admin");
  const id = args.params.id ?? "";
  if (!/^\d{1,9}$/.test(id)) throw new Response("Not Found", { status: 404 });
  const [application, registration] = await Promise.all([
    callApi<{ id: number; fields: Record<string, string> }>(
      args,
      `/admin/partner-applications/${id}`,
      { session },
    ).then((r) => requireOk(args.request, r)),
    callApi<{ link: string }>(args, `/admin/partner-applications/${id}/registration-link`, {
      session,
    }).then((r) => requireOk(args.request, r)),
  ]);
  // Drawn here, as inline SVG: the page needs no script and no other host to show or print it.
  const qr = qrPath(registration.link);
  return {
    id: application.id,
    company: application.fields.companyName ?? "",
    link: registration.link,
    qr,
  };
}

/** Quiet zone around the code, in modules (the standard asks for four). */
const MARGIN = 4;

/**
 * The QR code of `text` (error correction M) as one SVG path: each run of dark modules of a row is
 * one rectangle, offset by the quiet zone.
 */
function qrPath(text: string): { size: number; d: string } {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: "M" });
  const n = modules.size;
  const parts: string[] = [];
  for (let row = 0; row < n; row++) {
    let col = 0;
    while (col < n) {
      if (!modules.get(row, col)) {
        col++;
        continue;
      }
      const start = col;
      while (col < n && modules.get(row, col)) col++;
      parts.push(`M${start + MARGIN} ${row + MARGIN}h${col - start}v1h-${col - start}z`);
    }
  }
  return { size: n + 2 * MARGIN, d: parts.join("") };
}

/** The printable QR code of an approved reseller: its applicant registration link. */
export default function PartnerApplicationQrPage() {
  const { t } = useTranslation("reseller");
  const { id, company, link, qr } = useLoaderData<typeof loader>();
  return (
    <section className="page qr-page">
      <p className="qr-page__back">
        <LocalLink to={`/admin/partner-applications/${id}`}>{t("qr.back")}</LocalLink>
      </p>
      <PageHeader title={t("qr.title")} lead={company} />
      <figure className="qr-page__code">
        <svg
          className="qr-page__svg"
          role="img"
          aria-label={t("qr.alt", { company })}
          viewBox={`0 0 ${qr.size} ${qr.size}`}
          shapeRendering="crispEdges"
        >
          <rect width={qr.size} height={qr.size} fill="#fff" />
          <path d={qr.d} fill="#000" />
        </svg>
        <figcaption>
          <bdi dir="ltr" className="qr-page__link">
            {readable(link)}
          </bdi>
        </figcaption>
      </figure>
      <p className="qr-page__hint">{t("qr.hint")}</p>
      <PrintButton label={t("qr.print")} />
    </section>
  );
}

/** The link as people read it (the code holds it percent-encoded). */
function readable(link: string): string {
  try {
    return decodeURI(link);
  } catch {
    return link;
  }
}

/** Shown once scripts run (printing from a button needs them); without, the page prints as it is. */
function PrintButton({ label }: { label: string }) {
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  if (!ready) return null;
  return (
    <button type="button" className="button qr-page__print" onClick={() => window.print()}>
      {label}
    </button>
  );
}
