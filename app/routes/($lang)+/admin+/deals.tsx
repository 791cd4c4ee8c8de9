import { DEAL_STATE_KEY } from "~/components/deals/DealState";
import { CONSOLE_ROLES } from "#shared/roles";
import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { FilterForm, NoData, Pagination, ResultCount, listStyles } from "~/components/list";
import { LocalLink } from "~/components/LocalLink";
import { PageHeader } from "~/components/PageHeader";
import queueStyles from "./__queue.css";
import { pageLanguage } from "~/i18n/route-language.server";
import { callApi } from "~/lib/api.server";
import { requireAnyRole } from "~/lib/auth.server";
import { requireOk } from "~/lib/failure.server";
import { dateFormat, numberFormat } from "~/lib/intl";
import { isFiltered } from "~/lib/list-query";
import { requireCanonical, requirePageInRange } from "~/lib/list-query.server";
import { sectionMeta } from "~/lib/meta";
import { useRootData } from "~/lib/root-data";
import { ADMIN_QUEUE_LIMITS, DEAL_APPROVALS, DEAL_STATUSES } from "#shared/admin-queues";
import { DEALS_QUERY } from "./queue-queries.server";

export const handle = { i18n: ["admin", "deals"] };
export const links: LinksFunction = () => [
  { rel: "stylesheet", href: listStyles },
  { rel: "stylesheet", href: queueStyles },
];
export const meta: MetaFunction = ({ matches }) =>
  sectionMeta(matches, "admin:deals", { noindex: true });

const PATH = "/admin/deals";

interface DealRow {
  id: number;
  projectName: string;
  applicantCompany: string;
  endCustomerName: string;
  channelManagerEmail: string;
  approvalStatus: (typeof DEAL_APPROVALS)[number];
  status: string;
  closure: string;
  conflict: boolean;
  createdAt: string;
}

export async function loader(args: LoaderFunctionArgs) {
  pageLanguage(args);
  const session = await requireAnyRole(args, CONSOLE_ROLES);
  const query = requireCanonical(args.request, DEALS_QUERY);
  const list = await requireOk(
    args.request,
    await callApi<{
      items: DealRow[];
      total: number;
      page: number;
      pageSize: number;
      counts: Record<DealRow["approvalStatus"], number>;
    }>(args, PATH, { session, data: query }),
  );
  requirePageInRange(args.request, query, list);
  return {
    list,
    query,
    filtered: isFiltered(query),
    manager: !session.roles.includes("admin"),
  };
}

/**
 * The deals to review, newest first: every submitted deal for administrators, the deals naming them
 * for channel managers. Each opens the deal's page, where it is approved or disapproved.
 */
export default function DealsQueuePage() {
  const { t } = useTranslation("admin");
  const { t: td } = useTranslation("deals");
  const { list, query, filtered, manager } = useLoaderData<typeof loader>();
  const { language } = useRootData();
  const format = dateFormat(language.lang, "medium", { timeStyle: "short" });
  const number = numberFormat(language.lang);
  const state = (value: string) => td(`state.${DEAL_STATE_KEY[value] ?? "pending"}`);
  return (
    <section className="page admin-queue admin-deals">
      <PageHeader
        title={t("deals.title")}
        lead={manager ? t("deals.introManager") : t("deals.intro")}
      />
      <ul className="admin-queue__counts" aria-label={t("queue.counts")}>
        {DEAL_APPROVALS.map((a) => (
          <li key={a}>
            {state(a)}: <strong>{number.format(list.counts[a])}</strong>
          </li>
        ))}
      </ul>
      <FilterForm
        title={t("queue.filters")}
        className="list-filters--bar"
        path={PATH}
        filtered={filtered}
        fields={[
          {
            kind: "select",
            name: "approval",
            label: t("deals.approval"),
            value: query.approval,
            allLabel: t("queue.any"),
            options: DEAL_APPROVALS.map((a) => ({ value: a, label: state(a) })),
          },
          {
            kind: "select",
            name: "status",
            label: t("deals.status"),
            value: query.status,
            allLabel: t("queue.any"),
            options: DEAL_STATUSES.map((s) => ({ value: s, label: state(s) })),
          },
          {
            kind: "select",
            name: "conflict",
            label: t("deals.conflict"),
            value: query.conflict,
            allLabel: t("queue.any"),
            options: [
              { value: "yes", label: t("deals.conflictYes") },
              { value: "no", label: t("deals.conflictNo") },
            ],
          },
          {
            kind: "search",
            name: "q",
            label: t("deals.search"),
            value: query.q,
            maxLength: ADMIN_QUEUE_LIMITS.q,
          },
        ]}
      />
      <ResultCount count={list.total} />
      {list.items.length === 0 ? (
        <NoData>{t("queue.noData")}</NoData>
      ) : (
        <ol className="stack-list admin-queue__list">
          {list.items.map((deal) => (
            <li key={deal.id} className="card">
              <p className="card__meta">
                <time dateTime={deal.createdAt}>{format.format(new Date(deal.createdAt))}</time>
                {" · "}
                <span className={`status status--${DEAL_STATE_KEY[deal.approvalStatus]}`}>
                  {state(deal.approvalStatus)}
                </span>
                {" · "}
                {state(deal.closure === "Closed" ? "Closed" : deal.status)}
                {deal.conflict ? ` · ${td("state.conflict")}` : null}
              </p>
              <h2 className="card__title">
                <LocalLink className="card__link" to={`/deal/${deal.id}`}>
                  <bdi>{deal.projectName}</bdi>
                </LocalLink>
              </h2>
              <p>
                <bdi>{deal.applicantCompany}</bdi> · <bdi>{deal.endCustomerName}</bdi>
                {manager ? null : (
                  <>
                    {" · "}
                    <bdi dir="ltr">{deal.channelManagerEmail}</bdi>
                  </>
                )}
              </p>
            </li>
          ))}
        </ol>
      )}
      <Pagination path={PATH} query={query} total={list.total} pageSize={list.pageSize} />
    </section>
  );
}
