import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { choices } from "~/lib/choices";
import { AdminQueue, queueMeta } from "./__queue";
import { ADMIN_QUEUE_LIMITS, APPLICANT_STATUSES } from "#shared/admin-queues";
import { APPLICANTS_QUERY } from "./queue-queries.server";
import { queueLoader } from "./queue.server";

export const handle = { i18n: ["admin"] };
export { links } from "./__queue";
export const meta = queueMeta("admin:applicants");

const PATH = "/admin/applicants";
interface ApplicantRow {
  id: number;
  email: string;
  name: string;
  companyName: string;
  country: string;
  status: (typeof APPLICANT_STATUSES)[number];
  createdAt: string;
}

export const loader = (args: LoaderFunctionArgs) =>
  queueLoader<
    typeof APPLICANTS_QUERY,
    ApplicantRow,
    { counts: Record<ApplicantRow["status"], number> }
  >(args, PATH, APPLICANTS_QUERY);

/** The registrations sent at /register, to approve or disapprove, newest first. */
export default function ApplicantsPage() {
  const { t } = useTranslation("admin");
  const data = useLoaderData<typeof loader>();
  const stateLabel = (s: string) => t(`applicants.states.${s}`);
  return (
    <AdminQueue
      className="admin-applicants"
      heading={{ title: t("applicants.title"), lead: t("applicants.intro") }}
      text={{ t, queue: "queue" }}
      path={PATH}
      data={data}
      counts={{ states: APPLICANT_STATUSES, label: stateLabel }}
      fields={[
        {
          kind: "select",
          name: "status",
          label: t("queue.state"),
          options: choices(APPLICANT_STATUSES, stateLabel),
        },
        {
          kind: "search",
          name: "q",
          label: t("applicants.search"),
          maxLength: ADMIN_QUEUE_LIMITS.q,
        },
      ]}
      noData={t("queue.noData")}
      entry={(item) => ({
        state: (
          <span className={`status status--${item.status}`}>
            {t(`applicants.states.${item.status}`)}
          </span>
        ),
        title: <bdi>{item.name}</bdi>,
        details: (
          <p>
            <bdi>{item.companyName}</bdi> · <bdi>{item.country}</bdi> ·{" "}
            <bdi dir="ltr">{item.email}</bdi>
          </p>
        ),
      })}
    />
  );
}
