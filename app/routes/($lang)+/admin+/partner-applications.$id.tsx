import {
  type ActionFunctionArgs,
  data,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { SubmitButton } from "~/components/forms/submit-button";
import { LocalLink } from "~/components/LocalLink";
import { PageHeader } from "~/components/PageHeader";
import { LANGUAGES, localizePath } from "~/i18n/languages";
import { pageLanguage } from "~/i18n/route-language.server";
import { callApi } from "~/lib/api.server";
import { requireRole } from "~/lib/auth.server";
import { requireOk, throwFailure } from "~/lib/failure.server";
import { checkHoneypot, redirectWithToast } from "~/lib/form-action.server";
import { readForm } from "~/lib/form.server";
import { sectionMeta } from "~/lib/meta";
import { useRootData } from "~/lib/root-data";
import { APPLICATION_LIMITS } from "../../../../shared/partner-application";

export const handle = { i18n: ["reseller", "partners", "contact"] };
export const meta: MetaFunction = ({ matches }) =>
  sectionMeta(matches, "reseller:admin", { noindex: true });

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

/** An application id as the backend takes it; anything else is the 404 page. */
function applicationId(raw: string | undefined): string {
  if (!raw || !/^\d{1,9}$/.test(raw)) throw new Response("Not Found", { status: 404 });
  return raw;
}

export async function loader(args: LoaderFunctionArgs) {
  const language = pageLanguage(args);
  const session = await requireRole(args, "admin");
  const id = applicationId(args.params.id);
  const application = await requireOk(
    args.request,
    await callApi<Detail>(args, `/admin/partner-applications/${id}`, { session }),
  );
  const country = application.fields.country ?? "";
  const countryName = country
    ? (new Intl.DisplayNames([language.lang, "en"], { type: "region" }).of(country) ?? country)
    : "";
  return { application, countryName };
}

/** Approve, or disapprove with a reason (required); then back to this page with the outcome. */
export async function action(args: ActionFunctionArgs) {
  const language = pageLanguage(args);
  const session = await requireRole(args, "admin");
  const id = applicationId(args.params.id);
  const formData = await readForm(args.request);
  checkHoneypot(formData);
  const decision = formData.get("decision");
  const reason = String(formData.get("reason") ?? "").trim();
  if (decision !== "approve" && decision !== "reject")
    throw new Response("The form could not be read.", { status: 400 });
  if (decision === "reject" && !reason)
    return data({ error: "admin.reasonRequired", reason }, { status: 400 });
  if (reason.length > APPLICATION_LIMITS.reason)
    return data({ error: "admin.reasonTooLong", reason }, { status: 400 });
  const result = await callApi(args, `/admin/partner-applications/${id}/decision`, {
    method: "POST",
    session,
    data: { decision, reason: reason || undefined },
  });
  if (!result.ok) {
    if (result.status === 409)
      return data({ error: "admin.alreadyDecided", reason }, { status: 409 });
    return throwFailure(args.request, result);
  }
  return redirectWithToast(
    args.request,
    localizePath(`/admin/partner-applications/${id}`, language),
    decision === "approve" ? "reseller:admin.approvedToast" : "reseller:admin.rejectedToast",
  );
}

const TEXT_ROWS = [
  "companyName",
  "siteUrl",
  "distributor",
  "accountEmail",
  "contactEmail",
  "preSalesEmail",
  "postSalesEmail",
  "marketingEmail",
  "phone",
  "address",
] as const;
const LTR = new Set([
  "siteUrl",
  "accountEmail",
  "contactEmail",
  "preSalesEmail",
  "postSalesEmail",
  "marketingEmail",
  "phone",
]);

export default function PartnerApplicationPage() {
  const { t } = useTranslation("reseller");
  const { t: tp } = useTranslation("partners");
  const { t: tc } = useTranslation("contact");
  const { application: a, countryName } = useLoaderData<typeof loader>();
  const refused = useActionData<typeof action>();
  const { language } = useRootData();
  const format = new Intl.DateTimeFormat(language.lang, {
    dateStyle: "medium",
    timeStyle: "short",
  });
  const sentIn = LANGUAGES.find((l) => l.code === a.language);
  const base = `/admin/partner-applications/${a.id}`;
  const text = (field: string) => a.fields[field] || "—";
  return (
    <section className="page admin-application">
      <PageHeader title={t("admin.detailTitle", { id: a.id })} lead={a.fields.companyName} />
      <p>
        <LocalLink to="/admin/partner-applications">{t("admin.backToList")}</LocalLink>
      </p>
      <dl className="details-list card">
        <dt>{t("admin.received")}</dt>
        <dd>
          <time dateTime={a.createdAt}>{format.format(new Date(a.createdAt))}</time>
        </dd>
        <dt>{t("admin.status")}</dt>
        <dd>
          <strong>{t(`status.${a.status}`)}</strong>
          {a.decidedAt
            ? ` · ${t("admin.decidedBy", {
                name: a.decidedBy ?? "—",
                date: format.format(new Date(a.decidedAt)),
              })}`
            : null}
        </dd>
        {a.reason ? (
          <>
            <dt>{t("admin.reason")}</dt>
            <dd dir="auto">{a.reason}</dd>
          </>
        ) : null}
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
      </dl>
      {a.status === "approved" ? (
        <p>
          <LocalLink className="button" to={`${base}/qr`}>
            {t("admin.showQr")}
          </LocalLink>
        </p>
      ) : null}
      {a.status === "submitted" ? (
        <Form method="post" className="form card admin-application__decision">
          <h2>{t("admin.decision")}</h2>
          {refused?.error ? (
            <p className="form-error" role="alert" id="decision-error">
              {t(refused.error)}
            </p>
          ) : null}
          <div className={refused?.error ? "field has-error" : "field"}>
            <label htmlFor="decision-reason">{t("admin.reasonLabel")}</label>
            <textarea
              id="decision-reason"
              name="reason"
              rows={3}
              maxLength={APPLICATION_LIMITS.reason}
              defaultValue={refused?.reason}
              aria-describedby={refused?.error ? "decision-error" : undefined}
            />
          </div>
          <div className="form__actions">
            <SubmitButton name="decision" value="approve">
              {t("admin.approve")}
            </SubmitButton>
            <SubmitButton name="decision" value="reject" className="button button--ghost">
              {t("admin.reject")}
            </SubmitButton>
          </div>
        </Form>
      ) : null}
    </section>
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
