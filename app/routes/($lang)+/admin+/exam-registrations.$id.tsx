import type { SubmissionResult } from "@conform-to/react";
import {
  type ActionFunctionArgs,
  data,
  type LinksFunction,
  type LoaderFunctionArgs,
} from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { queueMeta } from "./__queue";
import { entryLoader } from "./queue.server";
import { AppForm, SelectField, TextField } from "~/components/forms/fields";
import { parseForm } from "~/components/forms/parse.server";
import { SubmitButton } from "~/components/forms/submit-button";
import { useServerForm } from "~/components/forms/use-server-form";
import { LocalLink } from "~/components/LocalLink";
import { PageHeader } from "~/components/PageHeader";
import { LANGUAGES, localizePath } from "~/i18n/languages";
import { pageLanguage } from "~/i18n/route-language.server";
import { callApi } from "~/lib/api.server";
import { requireRole } from "~/lib/auth.server";
import { checkHoneypot, invalidReply, redirectWithToast } from "~/lib/form-action.server";
import { readForm } from "~/lib/form.server";
import { dateFormat, useDateFormat } from "~/lib/intl";
import { useRootData } from "~/lib/root-data";
import examStyles from "./exam-registrations.css";
import { decisionAction } from "./decision.server";
import { DecisionForm } from "./__decision-form";
import { entryId } from "./queue-queries.server";
import { examDecision, resultSchema } from "./exam-registration-forms.server";

export const handle = { i18n: ["certification"] };
export const links: LinksFunction = () => [{ rel: "stylesheet", href: examStyles }];
export const meta = queueMeta("certification:admin");

interface Detail {
  id: number;
  status: "submitted" | "approved" | "rejected";
  createdAt: string;
  email: string;
  language: string;
  name: string | null;
  country: string | null;
  company: string | null;
  companyCountry: string | null;
  reason: string;
  files: { field: "proof" | "license"; name: string }[];
  decisionReason: string | null;
  decidedBy: string | null;
  decidedAt: string | null;
  result: { examDate: string; score: number; passed: boolean } | null;
  certificate: { number: string; issuedOn: string; expiresOn: string } | null;
}

export async function loader(args: LoaderFunctionArgs) {
  const registration = await entryLoader<Detail>(args, "/admin/exam-registrations");
  return { registration };
}

/** The decision (approve, or disapprove with a reason) and, once approved, the exam result. */
export async function action(args: ActionFunctionArgs) {
  const language = pageLanguage(args);
  const session = await requireRole(args, "admin");
  const id = entryId(args.params.id);
  const formData = await readForm(args.request);
  if (formData.get("form") !== "result") return decisionAction(args, examDecision, formData);
  checkHoneypot(formData);
  const submission = parseForm(formData, resultSchema);
  if (submission.status !== "success")
    return data({ form: "result", result: submission.reply() }, { status: 400 });
  const { form: _form, ...body } = submission.value;
  const answer = await callApi(args, `/admin/exam-registrations/${id}/result`, {
    method: "POST",
    session,
    data: body,
  });
  if (!answer.ok) {
    const { reply, status } = invalidReply(submission, answer, { 40010: "examDate" });
    return data({ form: "result", result: reply }, { status });
  }
  return redirectWithToast(
    args.request,
    localizePath(`/admin/exam-registrations/${id}`, language),
    "certification:result.saved",
  );
}

export default function ExamRegistrationPage() {
  const { t } = useTranslation("certification");
  const { registration: r } = useLoaderData<typeof loader>();
  // The result form's answer names its form; the decision form's is the reply itself.
  const answer = useActionData<typeof action>() as
    | { form: "result"; result: SubmissionResult<string[]> }
    | SubmissionResult<string[]>
    | undefined;
  const { language } = useRootData();
  const day = useDateFormat("long");
  const time = dateFormat(language.lang, "medium", { timeStyle: "short" });
  const resultAnswer = answer && "form" in answer ? answer.result : undefined;
  const decisionAnswer = answer && !("form" in answer) ? answer : undefined;
  const [result, resultFields] = useServerForm<typeof resultSchema>({
    id: "exam-result",
    lastResult: resultAnswer,
  });
  const sentIn = LANGUAGES.find((l) => l.code === r.language);
  return (
    <section className="page admin-exam">
      <PageHeader title={t("admin.detailTitle", { id: r.id })} />
      <p>
        <LocalLink to="/admin/exam-registrations">{t("admin.backToQueue")}</LocalLink>
      </p>
      <dl className="details-list card">
        <dt>{t("admin.received")}</dt>
        <dd>
          <time dateTime={r.createdAt}>{time.format(new Date(r.createdAt))}</time>
        </dd>
        <dt>{t("admin.user")}</dt>
        <dd>
          <bdi>{r.name ?? "—"}</bdi> (<bdi dir="ltr">{r.email}</bdi>)
        </dd>
        <dt>{t("certificate.company")}</dt>
        <dd>
          <bdi>{r.company ?? "—"}</bdi>
          {r.companyCountry ? <> · {r.companyCountry}</> : null}
        </dd>
        <dt>{t("admin.language")}</dt>
        <dd>{sentIn?.name ?? r.language}</dd>
        <dt>{t("register.reason")}</dt>
        <dd dir="auto" lang={sentIn?.lang} className="admin-exam__reason">
          {r.reason}
        </dd>
        <dt>{t("admin.files")}</dt>
        <dd>
          <ul>
            {r.files.map((f) => (
              <li key={f.field}>
                {t(`register.${f.field}`)}:{" "}
                <a href={localizePath(`/admin/exam-registrations/${r.id}/${f.field}`, language)}>
                  <bdi>{f.name}</bdi>
                </a>
              </li>
            ))}
          </ul>
        </dd>
        <dt>{t("admin.status")}</dt>
        <dd>
          {t(`status.${r.status}`)}
          {r.decidedAt
            ? ` · ${t("admin.decidedBy", { name: r.decidedBy ?? "—", date: time.format(new Date(r.decidedAt)) })}`
            : null}
        </dd>
        {r.decisionReason ? (
          <>
            <dt>{t("admin.decisionReason")}</dt>
            <dd dir="auto">{r.decisionReason}</dd>
          </>
        ) : null}
        {r.result ? (
          <>
            <dt>{t("result.title")}</dt>
            <dd>
              {day(r.result.examDate)} ·{" "}
              {t(r.result.passed ? "result.passedScore" : "result.failedScore", {
                score: r.result.score,
              })}
            </dd>
          </>
        ) : null}
        {r.certificate ? (
          <>
            <dt>{t("certificate.number")}</dt>
            <dd>
              <LocalLink to={`/certificates/${r.certificate.number}/print`}>
                <bdi dir="ltr">{r.certificate.number}</bdi>
              </LocalLink>{" "}
              · {t("verify.valid", { date: day(r.certificate.expiresOn) })}
            </dd>
          </>
        ) : null}
      </dl>
      <div className="cert-admin-forms">
        {r.status === "submitted" ? (
          <DecisionForm
            lastResult={decisionAnswer}
            title={t("admin.decide")}
            reasonLabel={t("admin.decisionReason")}
            reasonHint={t("admin.reasonHint")}
            buttons={{ approve: t("admin.approve"), disapprove: t("admin.disapprove") }}
          />
        ) : null}
        {r.status === "approved" && !r.result ? (
          <div className="card">
            <h2>{t("result.title")}</h2>
            <AppForm form={result}>
              <input type="hidden" name="form" value="result" />
              <TextField field={resultFields.examDate} label={t("result.date")} type="date" />
              <TextField
                field={resultFields.score}
                label={t("result.score")}
                type="number"
                inputMode="numeric"
              />
              <SelectField
                field={resultFields.passed}
                label={t("result.outcome")}
                placeholder={t("admin.choose")}
                options={[
                  { value: "yes", label: t("result.passed") },
                  { value: "no", label: t("result.failed") },
                ]}
              />
              <SubmitButton>{t("result.save")}</SubmitButton>
            </AppForm>
          </div>
        ) : null}
      </div>
    </section>
  );
}
