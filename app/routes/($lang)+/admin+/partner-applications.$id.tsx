import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { QueueEntryPage, queueMeta, useEntryTimeFormat } from "./__queue";
import { entryLoader } from "./queue.server";
import { LocalLink } from "~/components/LocalLink";
import { LANGUAGES, localizePath } from "~/i18n/languages";
import { pageLanguage } from "~/i18n/route-language.server";
import { useRootData } from "~/lib/root-data";
import {
  APPLICATION_TEXT_FIELDS,
  OPTIONAL_EMAILS,
  REQUIRED_EMAILS,
} from "#shared/partner-application";
import { approveOrReject, decisionAction } from "./decision.server";
import { DecisionForm, DecisionRows } from "./__decision-form";

export const handle = { i18n: ["reseller", "partners", "contact"] };
export const meta = queueMeta("reseller:admin");

interface Detail {
  id: number;
  fields: Record<string, string>;
  files: { field: string; name: string }[];
  email: string;
  language: string;
  status: "submitted" | "approved" | "rejected";
  reason: string | null;
  decidedBy: string | null;
  decidedAt: string | null;
  createdAt: string;
}

export async function loader(args: LoaderFunctionArgs) {
  const language = pageLanguage(args);
  const application = await entryLoader<Detail>(args, "/admin/partner-applications");
  const country = application.fields.country ?? "";
  const countryName = country
    ? (new Intl.DisplayNames([language.lang, "en"], { type: "region" }).of(country) ?? country)
    : "";
  return { application, countryName };
}

/** Approve, or disapprove with a reason (required); then back to this page with the outcome. */
export const action = (args: ActionFunctionArgs) =>
  decisionAction(
    args,
    approveOrReject("/partner-applications", {
      reasonRequired: "reseller:admin.reasonRequired",
      reasonTooLong: "reseller:admin.reasonTooLong",
      alreadyDecided: "reseller:admin.alreadyDecided",
      approvedToast: "reseller:admin.approvedToast",
      rejectedToast: "reseller:admin.rejectedToast",
    }),
  );

/** The fields shown as written; the chosen ones follow, shown by their names. */
const CHOSEN = new Set<string>(["region", "country", "partnerType", "listed"]);
const TEXT_ROWS = APPLICATION_TEXT_FIELDS.filter((field) => !CHOSEN.has(field));
/** The fields written left to right: the site's address, the e-mail addresses, the telephone. */
const LTR = new Set<string>(["siteUrl", ...REQUIRED_EMAILS, ...OPTIONAL_EMAILS, "phone"]);

export default function PartnerApplicationPage() {
  const { t } = useTranslation("reseller");
  const { t: tp } = useTranslation("partners");
  const { t: tc } = useTranslation("contact");
  const { application: a, countryName } = useLoaderData<typeof loader>();
  const refused = useActionData<typeof action>();
  const { language } = useRootData();
  const format = useEntryTimeFormat();
  const sentIn = LANGUAGES.find((l) => l.code === a.language);
  const base = `/admin/partner-applications/${a.id}`;
  const text = (field: string) => a.fields[field] || "—";
  return (
    <QueueEntryPage
      className="admin-application"
      title={t("admin.detailTitle", { id: a.id })}
      lead={a.fields.companyName}
      list="/admin/partner-applications"
      labels={{ back: t("admin.backToList"), received: t("admin.received") }}
      createdAt={a.createdAt}
      after={
        <>
          {a.status === "approved" ? (
            <p>
              <LocalLink className="button" to={`${base}/qr`}>
                {t("admin.showQr")}
              </LocalLink>
            </p>
          ) : null}
          {a.status === "submitted" ? (
            <DecisionForm
              lastResult={refused}
              title={t("admin.decision")}
              reasonLabel={t("admin.reasonLabel")}
              buttons={{ approve: t("admin.approve"), reject: t("admin.reject") }}
            />
          ) : null}
        </>
      }
    >
      <DecisionRows
        labels={{ state: t("admin.status"), reason: t("admin.reason") }}
        state={t(`status.${a.status}`)}
        decidedBy={a.decidedBy}
        decidedAt={a.decidedAt}
        reason={a.reason}
        decided={(values) => t("admin.decidedBy", values)}
        format={format}
      />
      <dt>{t("admin.language")}</dt>
      <dd>{sentIn?.name ?? a.language}</dd>
      {TEXT_ROWS.map((field) => (
        <FieldRow key={field} label={t(`fields.${field}`)}>
          {LTR.has(field) ? <bdi dir="ltr">{text(field)}</bdi> : <bdi>{text(field)}</bdi>}
        </FieldRow>
      ))}
      <dt>{t("fields.region")}</dt>
      <dd>{tc(`areas.${a.fields.region}`)}</dd>
      <dt>{t("fields.country")}</dt>
      <dd>{countryName}</dd>
      <dt>{t("fields.partnerType")}</dt>
      <dd>{tp(`types.${a.fields.partnerType}`)}</dd>
      <dt>{t("fields.listed")}</dt>
      <dd>{tc(`yesNo.${a.fields.listed}`)}</dd>
      {a.files.map((file) => (
        <FieldRow key={file.field} label={t(`fields.${file.field}`)}>
          <a href={localizePath(`${base}/files/${file.field}`, language)} download>
            <bdi>{file.name}</bdi>
          </a>
        </FieldRow>
      ))}
    </QueueEntryPage>
  );
}

function FieldRow({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </>
  );
}
