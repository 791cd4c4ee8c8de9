import { useTranslation } from "react-i18next";
import { LocalLink } from "~/components/LocalLink";
import { useDateFormat } from "~/lib/intl";

/** A certificate as the public may see it (GET /api/certification/certificates/{number}). */
export interface PublicCertificate {
  number: string;
  holderName: string;
  company: string;
  issuedOn: string;
  expiresOn: string;
  valid: boolean;
}

/** A certificate number as the backend takes it; anything else names no certificate. */
export const CERTIFICATE_NUMBER = /^[A-Za-z0-9]{2,10}(-[A-Za-z0-9]{1,10}){1,4}$/;

/** The verification answer: valid until …, or expired on …; never an e-mail address. */
export function CertificateCard({ certificate: c }: { certificate: PublicCertificate }) {
  const { t } = useTranslation("certification");
  const day = useDateFormat("long");
  return (
    <article
      className={c.valid ? "card cert-verdict cert-verdict--valid" : "card cert-verdict"}
      aria-labelledby="cert-verdict"
    >
      <h2 id="cert-verdict" className="cert-verdict__title">
        {c.valid
          ? t("verify.valid", { date: day(c.expiresOn) })
          : t("verify.expired", { date: day(c.expiresOn) })}
      </h2>
      <dl className="details-list">
        <dt>{t("certificate.number")}</dt>
        <dd dir="ltr">
          <bdi>{c.number}</bdi>
        </dd>
        <dt>{t("certificate.holder")}</dt>
        <dd dir="auto">{c.holderName}</dd>
        <dt>{t("certificate.company")}</dt>
        <dd dir="auto">{c.company || "—"}</dd>
        <dt>{t("certificate.issued")}</dt>
        <dd>{day(c.issuedOn)}</dd>
        <dt>{t("certificate.expires")}</dt>
        <dd>{day(c.expiresOn)}</dd>
      </dl>
      <p>
        <LocalLink to={`/certificates/${c.number}`}>{t("verify.shareLink")}</LocalLink>
      </p>
    </article>
  );
}
