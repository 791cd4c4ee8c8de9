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
import { EXAM_REGISTRATIONS_QUERY } from "./queue-queries.server";
import { EXAM_REGISTRATION_STATUSES } from "#shared/admin-queues";

export const handle = { i18n: ["certification"] };
export const links: LinksFunction = () => [
  { rel: "stylesheet", href: listStyles },
  { rel: "stylesheet", href: queueStyles },
];
export const meta: MetaFunction = ({ matches }) =>
  sectionMeta(matches, "certification:admin", { noindex: true });

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

export async function loader(args: LoaderFunctionArgs) {
  pageLanguage(args);
  const session = await requireRole(args, "admin");
  const query = requireCanonical(args.request, EXAM_REGISTRATIONS_QUERY);
  const list = await requireOk(
    args.request,
    await callApi<{
      items: ExamRegistrationRow[];
      total: number;
      counts: Record<(typeof EXAM_REGISTRATION_STATUSES)[number], number>;
      page: number;
      pageSize: number;
    }>(args, "/admin/exam-registrations", { session, data: query }),
  );
  requirePageInRange(args.request, query, list);
  return { list, query, filtered: isFiltered(query) };
}

/** Administrators' queue of exam registrations: newest first, by status, with counts, paged. */
export default function ExamRegistrationsPage() {
  const { t } = useTranslation("certification");
  const { list, query, filtered } = useLoaderData<typeof loader>();
  return (
    <AdminQueue
      className="admin-exam"
      title={t("admin.title")}
      lead={t("admin.intro")}
      path={PATH}
      query={query}
      filtered={filtered}
      filterTitle={t("admin.filters")}
      counts={{
        label: t("admin.counts"),
        items: EXAM_REGISTRATION_STATUSES.map((s) => ({
          key: s,
          label: t(`status.${s}`),
          count: list.counts[s],
        })),
      }}
      fields={[
        {
          kind: "select",
          name: "status",
          label: t("admin.status"),
          value: query.status,
          allLabel: t("admin.any"),
          options: EXAM_REGISTRATION_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) })),
        },
      ]}
      list={list}
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
