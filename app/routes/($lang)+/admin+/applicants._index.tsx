import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
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
  const { list, query, filtered } = useLoaderData<typeof loader>();
  return (
    <AdminQueue
      className="admin-applicants"
      title={t("applicants.title")}
      lead={t("applicants.intro")}
      path={PATH}
      query={query}
      filtered={filtered}
      filterTitle={t("queue.filters")}
      counts={{
        label: t("queue.counts"),
        items: APPLICANT_STATUSES.map((s) => ({
          key: s,
          label: t(`applicants.states.${s}`),
          count: list.counts[s],
        })),
      }}
      fields={[
        {
          kind: "select",
          name: "status",
          label: t("queue.state"),
          value: query.status,
          allLabel: t("queue.any"),
          options: APPLICANT_STATUSES.map((s) => ({
            value: s,
            label: t(`applicants.states.${s}`),
          })),
        },
        {
          kind: "search",
          name: "q",
          label: t("applicants.search"),
          value: query.q,
          maxLength: ADMIN_QUEUE_LIMITS.q,
        },
      ]}
      list={list}
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
