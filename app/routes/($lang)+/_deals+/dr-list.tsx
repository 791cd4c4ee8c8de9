import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { type FilterField, ListPage, listPageLinks } from "~/components/list";
import { LocalLink } from "~/components/LocalLink";
import { localizePath } from "~/i18n/languages";
import { useTranslation } from "react-i18next";
import { pageLanguage } from "~/i18n/route-language.server";
import { callApi } from "~/lib/api.server";
import { requireSession } from "~/lib/auth.server";
import { requireOk } from "~/lib/failure.server";
import { isFiltered, listHref } from "~/lib/list-query";
import { requireCanonical, requirePageInRange } from "~/lib/list-query.server";
import { sectionMeta } from "~/lib/meta";
import { useDateFormat } from "~/lib/intl";
import { useRootData } from "~/lib/root-data";
import { DealState, type DealStates, dealStateStyles } from "~/components/deals/DealState";
import { APPROVALS, DEAL_SORTS, STATUSES, dealStyles } from "./__deals";
import { backendQuery, dealsSchema } from "./deals-query.server";

export const handle = { i18n: ["deals"] };
export const links = listPageLinks(dealStateStyles, dealStyles);
export const meta: MetaFunction = ({ matches }) =>
  sectionMeta(matches, "deals:list", { noindex: true });

interface DealSummary extends DealStates {
  id: number;
  projectName: string;
  applicantCompany: string;
  expectedOrderDate: string | null;
  expirationDate: string | null;
  endCustomerName: string;
}

interface DealList {
  total: number;
  page: number;
  pageSize: number;
  items: DealSummary[];
  canRegister: boolean;
}

/** Signed in only: a visitor signs in and comes back. Each role sees its own deals (docs/deals.md). */
export async function loader(args: LoaderFunctionArgs) {
  pageLanguage(args);
  const session = await requireSession(args);
  const query = requireCanonical(args.request, dealsSchema);
  const list = await requireOk(
    args.request,
    await callApi<DealList>(args, "/deals", {
      session,
      data: backendQuery(query),
    }),
  );
  requirePageInRange(args.request, query, list);
  return data(
    { list, query, filtered: isFiltered({ ...query, sort: null }) },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

const APPROVAL_KEYS: Record<string, string> = {
  draft: "draft",
  "To be Approved": "toBeApproved",
  Approved: "approved",
  Disapproved: "disapproved",
};
const STATUS_KEYS: Record<string, string> = {
  Pending: "pending",
  Done: "done",
  Cancelled: "cancelled",
  Closed: "closed",
};

export default function DealListPage() {
  const { t } = useTranslation("deals");
  const { language } = useRootData();
  const data = useLoaderData<typeof loader>();
  const { list, query } = data;
  const day = useDateFormat();
  const date = (value: string | null) => (value ? day(value) : "—");
  const fields: FilterField[] = [
    {
      kind: "search",
      name: "q",
      label: t("filters.q"),
      value: query.q,
      maxLength: 100,
    },
    {
      kind: "select",
      name: "approval",
      label: t("filters.approval"),
      allLabel: t("filters.all"),
      value: query.approval,
      options: APPROVALS.map((v) => ({
        value: v,
        label: t(`state.${APPROVAL_KEYS[v]}`),
      })),
    },
    {
      kind: "select",
      name: "status",
      label: t("filters.status"),
      allLabel: t("filters.all"),
      value: query.status,
      options: STATUSES.map((v) => ({
        value: v,
        label: t(`state.${STATUS_KEYS[v]}`),
      })),
    },
    { kind: "date", name: "from", label: t("filters.from"), value: query.from },
    { kind: "date", name: "to", label: t("filters.to"), value: query.to },
    {
      kind: "select",
      name: "sort",
      label: t("filters.sort"),
      allLabel: t(`sort.${DEAL_SORTS[0]}`),
      value: query.sort === DEAL_SORTS[0] ? null : query.sort,
      options: DEAL_SORTS.slice(1).map((s) => ({
        value: s,
        label: t(`sort.${s}`),
      })),
    },
  ];
  const exportHref = localizePath(listHref("/dr-list.csv", { ...query, page: null }), language);
  return (
    <ListPage
      className="deal-list"
      data={data}
      path="/dr-list"
      textKeys={{ ns: "deals", group: "list", lead: "list.intro", pagination: "list.pagination" }}
      fields={fields}
      intro={
        <p className="deal-list__actions">
          {list.canRegister ? (
            <LocalLink to="/deal" className="button">
              {t("list.register")}
            </LocalLink>
          ) : null}
          <a href={exportHref} className="button button--ghost" download>
            {t("list.export")}
          </a>
        </p>
      }
    >
      {(items) => (
        <div className="deal-table-wrap">
          <table className="deal-table">
            <caption className="visually-hidden">{t("list.title")}</caption>
            <thead>
              <tr>
                <th scope="col">{t("columns.projectName")}</th>
                <th scope="col">{t("columns.applicantCompany")}</th>
                <th scope="col">{t("columns.expectedOrderDate")}</th>
                <th scope="col">{t("columns.state")}</th>
                <th scope="col">{t("columns.expirationDate")}</th>
                <th scope="col">{t("columns.endCustomer")}</th>
              </tr>
            </thead>
            <tbody>
              {items.map((deal) => (
                <tr key={deal.id} data-testid="deal-row">
                  <th scope="row">
                    <LocalLink to={`/deal/${deal.id}`}>
                      {deal.projectName || t("list.untitled")}
                    </LocalLink>
                  </th>
                  <td data-label={t("columns.applicantCompany")}>{deal.applicantCompany}</td>
                  <td data-label={t("columns.expectedOrderDate")}>
                    {date(deal.expectedOrderDate)}
                  </td>
                  <td data-label={t("columns.state")}>
                    <DealState deal={deal} />
                  </td>
                  <td data-label={t("columns.expirationDate")}>{date(deal.expirationDate)}</td>
                  <td data-label={t("columns.endCustomer")}>{deal.endCustomerName}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </ListPage>
  );
}
