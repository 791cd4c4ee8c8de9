import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { QueueEntryPage, queueMeta, useEntryTimeFormat } from "./__queue";
import { entryLoader } from "./queue.server";
import { LANGUAGES } from "~/i18n/languages";
import type { ApplicantStatus } from "#shared/admin-queues";
import { approveOrReject, decisionAction } from "./decision.server";
import { DecisionForm, DecisionRows } from "./__decision-form";

export const handle = { i18n: ["admin"] };
export { entryLinks as links } from "./__queue";
export const meta = queueMeta("admin:applicants");

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
  const applicant = await entryLoader<Applicant>(args, "/admin/applicants");
  return { applicant };
}

/** Approve, or disapprove with a reason (required); then back to this page with the outcome. */
export const action = (args: ActionFunctionArgs) =>
  decisionAction(
    args,
    approveOrReject("/applicants", {
      reasonRequired: "admin:applicants.reasonRequired",
      reasonTooLong: "admin:applicants.reasonTooLong",
      alreadyDecided: "admin:applicants.alreadyDecided",
      approvedToast: "admin:applicants.approvedToast",
      rejectedToast: "admin:applicants.rejectedToast",
    }),
  );

/** One registration: who applied for which company, and the decision or the form to make it. */
export default function ApplicantPage() {
  const { t } = useTranslation("admin");
  const { applicant: a } = useLoaderData<typeof loader>();
  const refused = useActionData<typeof action>();
  const format = useEntryTimeFormat();
  const speaks = LANGUAGES.find((l) => l.code === a.language);
  return (
    <QueueEntryPage
      className="admin-applicant"
      title={t("applicants.detailTitle", { id: a.id })}
      lead={a.name}
      list="/admin/applicants"
      labels={{ back: t("queue.backToList"), received: t("queue.received") }}
      createdAt={a.createdAt}
      after={
        a.status === "submitted" ? (
          <DecisionForm
            lastResult={refused}
            title={t("applicants.decision")}
            intro={t("applicants.approveMeans")}
            reasonLabel={t("applicants.reasonLabel")}
            buttons={{ approve: t("applicants.approve"), reject: t("applicants.reject") }}
          />
        ) : null
      }
    >
      <DecisionRows
        labels={{ state: t("queue.state"), reason: t("applicants.reason") }}
        state={t(`applicants.states.${a.status}`)}
        decidedBy={a.decidedBy}
        decidedAt={a.decidedAt}
        reason={a.reason}
        decided={(values) => t("applicants.decidedBy", values)}
        format={format}
      />
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
    </QueueEntryPage>
  );
}
