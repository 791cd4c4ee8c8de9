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
import { HANDLED_STATES } from "#shared/admin-queues";
import { ERROR_REPORTS_QUERY } from "./queue-queries.server";

export const handle = { i18n: ["admin"] };
export const links: LinksFunction = () => [
  { rel: "stylesheet", href: listStyles },
  { rel: "stylesheet", href: queueStyles },
];
export const meta: MetaFunction = ({ matches }) =>
  sectionMeta(matches, "admin:errors", { noindex: true });

const PATH = "/admin/error-reports";
interface ReportRow {
  id: number;
  model: string;
  description: string;
  anonymous: boolean;
  account: string | null;
  handled: boolean;
  createdAt: string;
}

export async function loader(args: LoaderFunctionArgs) {
  pageLanguage(args);
  const session = await requireRole(args, "admin");
  const query = requireCanonical(args.request, ERROR_REPORTS_QUERY);
  const list = await requireOk(
    args.request,
    await callApi<{
      items: ReportRow[];
      total: number;
      page: number;
      pageSize: number;
      counts: { unhandled: number; handled: number };
    }>(args, PATH, { session, data: query }),
  );
  requirePageInRange(args.request, query, list);
  return { list, query, filtered: isFiltered(query) };
}

/** Error reports visitors sent on products: by product, handled state and anonymity, newest first. */
export default function ErrorReportsPage() {
  const { t } = useTranslation("admin");
  const { list, query, filtered } = useLoaderData<typeof loader>();
  return (
    <AdminQueue
      className="admin-error-reports"
      title={t("errors.title")}
      lead={t("errors.intro")}
      path={PATH}
      query={query}
      filtered={filtered}
      filterTitle={t("queue.filters")}
      counts={{
        label: t("queue.counts"),
        items: HANDLED_STATES.map((s) => ({
          key: s,
          label: t(`queue.${s}`),
          count: list.counts[s],
        })),
      }}
      fields={[
        { kind: "search", name: "product", label: t("errors.productFilter"), value: query.product },
        {
          kind: "select",
          name: "handled",
          label: t("queue.state"),
          value: query.handled,
          allLabel: t("queue.any"),
          options: HANDLED_STATES.map((s) => ({ value: s, label: t(`queue.${s}`) })),
        },
        {
          kind: "select",
          name: "anonymous",
          label: t("reporter"),
          value: query.anonymous,
          allLabel: t("queue.any"),
          options: [
            { value: "yes", label: t("anonymous") },
            { value: "no", label: t("errors.named") },
          ],
        },
      ]}
      list={list}
      noData={t("queue.noData")}
      entry={(item) => ({
        state: (
          <span className={`status status--${item.handled ? "handled" : "unhandled"}`}>
            {t(item.handled ? "queue.handled" : "queue.unhandled")}
          </span>
        ),
        title: <bdi dir="ltr">{item.model}</bdi>,
        details: (
          <>
            <p className="admin-queue__excerpt" dir="auto">
              {item.description.length > 160
                ? `${item.description.slice(0, 160)}…`
                : item.description}
            </p>
            <p className="card__meta">
              {t("reporter")}:{" "}
              {item.anonymous ? (
                t("anonymous")
              ) : item.account ? (
                <bdi dir="ltr">{item.account}</bdi>
              ) : (
                t("visitor")
              )}
            </p>
          </>
        ),
      })}
    />
  );
}
