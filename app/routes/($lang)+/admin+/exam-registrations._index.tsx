import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { choices } from "~/lib/choices";
import { AdminQueue, queueMeta } from "./__queue";
import { EXAM_REGISTRATIONS_QUERY } from "./queue-queries.server";
import { queueLoader } from "./queue.server";
import { EXAM_REGISTRATION_STATUSES } from "#shared/admin-queues";

export const handle = { i18n: ["certification"] };
export { links } from "./__queue";
export const meta = queueMeta("certification:admin");

const PATH = "/admin/exam-registrations";
export interface ExamRegistrationRow {
  id: number;
  status: (typeof EXAM_REGISTRATION_STATUSES)[number];
  createdAt: string;
  email: string;
  name: string | null;
  company: string | null;
  score: number | null;
  passed: boolean | null;
}

export const loader = (args: LoaderFunctionArgs) =>
  queueLoader<
    typeof EXAM_REGISTRATIONS_QUERY,
    ExamRegistrationRow,
    { counts: Record<(typeof EXAM_REGISTRATION_STATUSES)[number], number> }
  >(args, PATH, EXAM_REGISTRATIONS_QUERY);

/** Administrators' queue of exam registrations: newest first, by status, with counts, paged. */
export default function ExamRegistrationsPage() {
  const { t } = useTranslation("certification");
  const data = useLoaderData<typeof loader>();
  const stateLabel = (s: string) => t(`status.${s}`);
  return (
    <AdminQueue
      className="admin-exam"
      heading={{ title: t("admin.title"), lead: t("admin.intro") }}
      text={{ t, queue: "admin" }}
      path={PATH}
      data={data}
      counts={{ states: EXAM_REGISTRATION_STATUSES, label: stateLabel }}
      fields={[
        {
          kind: "select",
          name: "status",
          label: t("admin.status"),
          options: choices(EXAM_REGISTRATION_STATUSES, stateLabel),
        },
      ]}
      entry={(item) => ({
        state: (
          <>
            {t(`status.${item.status}`)}
            {item.passed === null
              ? null
              : ` · ${t(item.passed ? "result.passedScore" : "result.failedScore", { score: item.score })}`}
          </>
        ),
        title: t("admin.detailTitle", { id: item.id }),
        details: (
          <p>
            <bdi>{item.name ?? "—"}</bdi> · <bdi>{item.company ?? "—"}</bdi> ·{" "}
            <bdi dir="ltr">{item.email}</bdi>
          </p>
        ),
      })}
    />
  );
}
