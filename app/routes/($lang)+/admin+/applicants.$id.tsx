import {
  type ActionFunctionArgs,
  data,
  type LinksFunction,
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
import { ADMIN_QUEUE_LIMITS, type ApplicantStatus } from "../../../../shared/admin-queues";
import { entryId } from "./__handled.server";
import queueStyles from "./__queue.css";

export const handle = { i18n: ["admin"] };
export const links: LinksFunction = () => [{ rel: "stylesheet", href: queueStyles }];
export const meta: MetaFunction = ({ matches }) =>
  sectionMeta(matches, "admin:applicants", { noindex: true });

interface Applicant {
  id: number;
  email: string;
  name: string;
  companyName: string;
  country: string;
  description: string;
  language: string;
  status: ApplicantStatus;
  reason: string | null;
  decidedBy: string | null;
  decidedAt: string | null;
  createdAt: string;
}

export async function loader(args: LoaderFunctionArgs) {
  pageLanguage(args);
  const session = await requireRole(args, "admin");
  const id = entryId(args.params.id);
  const applicant = await requireOk(
    args.request,
    await callApi<Applicant>(args, `/admin/applicants/${id}`, { session }),
  );
  return { applicant };
}

/** Approve, or disapprove with a reason (required); then back to this page with the outcome. */
export async function action(args: ActionFunctionArgs) {
  const language = pageLanguage(args);
  const session = await requireRole(args, "admin");
  const id = entryId(args.params.id);
  const formData = await readForm(args.request);
  checkHoneypot(formData);
  const decision = formData.get("decision");
  const reason = String(formData.get("reason") ?? "").trim();
  if (decision !== "approve" && decision !== "reject")
    throw new Response("The form could not be read.", { status: 400 });
  if (decision === "reject" && !reason)
    return data({ error: "applicants.reasonRequired", reason }, { status: 400 });
  if (reason.length > ADMIN_QUEUE_LIMITS.reason)
    return data({ error: "applicants.reasonTooLong", reason }, { status: 400 });
  const result = await callApi(args, `/admin/applicants/${id}/decision`, {
    method: "POST",
    session,
    data: { decision, reason: reason || undefined },
  });
  if (!result.ok) {
    if (result.status === 409)
      return data({ error: "applicants.alreadyDecided", reason }, { status: 409 });
    return throwFailure(args.request, result);
  }
  return redirectWithToast(
    args.request,
    localizePath(`/admin/applicants/${id}`, language),
    decision === "approve" ? "admin:applicants.approvedToast" : "admin:applicants.rejectedToast",
  );
}

/** One registration: who applied for which company, and the decision or the form to make it. */
export default function ApplicantPage() {
  const { t } = useTranslation("admin");
  const { applicant: a } = useLoaderData<typeof loader>();
  const refused = useActionData<typeof action>();
  const { language } = useRootData();
  const format = new Intl.DateTimeFormat(language.lang, {
    dateStyle: "medium",
    timeStyle: "short",
  });
  const speaks = LANGUAGES.find((l) => l.code === a.language);
  return (
    <section className="page admin-applicant">
      <PageHeader title={t("applicants.detailTitle", { id: a.id })} lead={a.name} />
      <p>
        <LocalLink to="/admin/applicants">{t("queue.backToList")}</LocalLink>
      </p>
      <dl className="details-list card">
        <dt>{t("queue.received")}</dt>
        <dd>
          <time dateTime={a.createdAt}>{format.format(new Date(a.createdAt))}</time>
        </dd>
        <dt>{t("queue.state")}</dt>
        <dd>
          <strong>{t(`applicants.states.${a.status}`)}</strong>
          {a.decidedAt
            ? ` · ${t("applicants.decidedBy", {
                name: a.decidedBy ?? "—",
                date: format.format(new Date(a.decidedAt)),
              })}`
            : null}
        </dd>
        {a.reason ? (
          <>
            <dt>{t("applicants.reason")}</dt>
            <dd dir="auto">{a.reason}</dd>
          </>
        ) : null}
        <dt>{t("applicants.email")}</dt>
        <dd>
          <bdi dir="ltr">{a.email}</bdi>
        </dd>
        <dt>{t("applicants.name")}</dt>
        <dd dir="auto">{a.name}</dd>
        <dt>{t("applicants.company")}</dt>
        <dd dir="auto">{a.companyName}</dd>
        <dt>{t("applicants.country")}</dt>
        <dd dir="auto">{a.country}</dd>
        <dt>{t("applicants.description")}</dt>
        <dd dir="auto" className="admin-queue__text">
          {a.description}
        </dd>
        <dt>{t("queue.language")}</dt>
        <dd>{speaks?.name ?? a.language}</dd>
      </dl>
      {a.status === "submitted" ? (
        <Form method="post" className="form card admin-decision">
          <h2>{t("applicants.decision")}</h2>
          <p>{t("applicants.approveMeans")}</p>
          {refused?.error ? (
            <p className="form-error" role="alert" id="decision-error">
              {t(refused.error)}
            </p>
          ) : null}
          <div className={refused?.error ? "field has-error" : "field"}>
            <label htmlFor="decision-reason">{t("applicants.reasonLabel")}</label>
            <textarea
              id="decision-reason"
              name="reason"
              rows={3}
              maxLength={ADMIN_QUEUE_LIMITS.reason}
              defaultValue={refused?.reason}
              aria-describedby={refused?.error ? "decision-error" : undefined}
            />
          </div>
          <div className="form__actions">
            <SubmitButton name="decision" value="approve">
              {t("applicants.approve")}
            </SubmitButton>
            <SubmitButton name="decision" value="reject" className="button button--ghost">
              {t("applicants.reject")}
            </SubmitButton>
          </div>
        </Form>
      ) : null}
    </section>
  );
}
