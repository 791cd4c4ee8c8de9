import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { LANGUAGES, localizePath } from "~/i18n/languages";
import { useRootData } from "~/lib/root-data";
import { HandledForm, HandledRows } from "./__handled";
import { QueueEntryPage, queueMeta, useEntryTimeFormat } from "./__queue";
import { markHandledAction } from "./handled.server";
import { entryLoader } from "./queue.server";

export const handle = { i18n: ["admin", "security"] };
export { entryLinks as links } from "./__queue";
export const meta = queueMeta("admin:securityReports");

interface Report {
  id: number;
  reference: string;
  name: string;
  email: string;
  organization: string;
  product: string;
  title: string;
  description: string;
  language: string;
  attachmentName: string | null;
  handled: boolean;
  note: string | null;
  handledBy: string | null;
  handledAt: string | null;
  createdAt: string;
}

export async function loader(args: LoaderFunctionArgs) {
  const report = await entryLoader<Report>(args, "/admin/security-reports");
  return { report };
}

export function action(args: ActionFunctionArgs) {
  return markHandledAction(args, "/security-reports");
}

/** One vulnerability report with what the reporter wrote and sent. */
export default function SecurityReportPage() {
  const { t } = useTranslation("admin");
  const { t: ts } = useTranslation("security");
  const { report: r } = useLoaderData<typeof loader>();
  const refused = useActionData<typeof action>();
  const format = useEntryTimeFormat();
  const { language } = useRootData();
  const sentIn = LANGUAGES.find((l) => l.code === r.language);
  const or = (value: string) => value || "—";
  return (
    <QueueEntryPage
      className="admin-security-report"
      title={t("securityReports.detailTitle", { reference: r.reference })}
      lead={r.title}
      list="/admin/security-reports"
      labels={{ back: t("queue.backToList"), received: t("queue.received") }}
      createdAt={r.createdAt}
      after={r.handled ? null : <HandledForm refused={refused} />}
    >
      <dt>{t("queue.language")}</dt>
      <dd>{sentIn?.name ?? r.language}</dd>
      <dt>{ts("form.fields.name")}</dt>
      <dd>
        <bdi>{or(r.name)}</bdi>
      </dd>
      <dt>{ts("form.fields.email")}</dt>
      <dd>
        <bdi dir="ltr">{r.email}</bdi>
      </dd>
      <dt>{ts("form.fields.organization")}</dt>
      <dd>
        <bdi>{or(r.organization)}</bdi>
      </dd>
      <dt>{ts("form.fields.product")}</dt>
      <dd>
        <bdi>{or(r.product)}</bdi>
      </dd>
      <dt>{ts("form.fields.description")}</dt>
      <dd>
        <span className="admin-queue__text" dir="auto">
          {r.description}
        </span>
      </dd>
      <dt>{ts("form.fields.attachment")}</dt>
      <dd>
        {r.attachmentName ? (
          <a
            href={localizePath(`/admin/security-reports/${r.id}/attachment`, language)}
            download={r.attachmentName}
          >
            <bdi>{r.attachmentName}</bdi>
          </a>
        ) : (
          "—"
        )}
      </dd>
      <HandledRows handledAt={r.handledAt} handledBy={r.handledBy} note={r.note} format={format} />
    </QueueEntryPage>
  );
}
