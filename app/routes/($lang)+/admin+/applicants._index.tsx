import { listStyles } from "~/components/list";
import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import queueStyles from "./__queue.css";
import { AdminQueue } from "./__queue";
import { pageLanguage } from "~/i18n/route-language.server";
import { callApi } from "~/lib/api.server";
import { requireRole } from "~/lib/auth.server";
import { requireOk } from "~/lib/failure.server";
import { isFiltered } from "~/lib/list-query";
import { requireCanonical, requirePageInRange } from "~/lib/list-query.server";
import { sectionMeta } from "~/lib/meta";
import { ADMIN_QUEUE_LIMITS, APPLICANT_STATUSES } from "#shared/admin-queues";
import { APPLICANTS_QUERY } from "./queue-queries.server";

export const handle = { i18n: ["admin"] };
export const links: LinksFunction = () => [
  { rel: "stylesheet", href: listStyles },
  { rel: "stylesheet", href: queueStyles },
];
export const meta: MetaFunction = ({ matches }) =>
  sectionMeta(matches, "admin:applicants", { noindex: true });

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

export async function loader(args: LoaderFunctionArgs) {
  pageLanguage(args);
  const session = await requireRole(args, "admin");
  const query = requireCanonical(args.request, APPLICANTS_QUERY);
  const list = await requireOk(
    args.request,
    await callApi<{
      items: ApplicantRow[];
      total: number;
      page: number;
      pageSize: number;
      counts: Record<ApplicantRow["status"], number>;
    }>(args, PATH, { session, data: query }),
  );
  requirePageInRange(args.request, query, list);
  return { list, query, filtered: isFiltered(query) };
}

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
