import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { AdminQueue, queueMeta } from "./__queue";
import { HANDLED_STATES } from "#shared/admin-queues";
import { ERROR_REPORTS_QUERY } from "./queue-queries.server";
import { queueLoader } from "./queue.server";

export const handle = { i18n: ["admin"] };
export { links } from "./__queue";
export const meta = queueMeta("admin:errors");

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

export const loader = (args: LoaderFunctionArgs) =>
  queueLoader<
    typeof ERROR_REPORTS_QUERY,
    ReportRow,
    { counts: { unhandled: number; handled: number } }
  >(args, PATH, ERROR_REPORTS_QUERY);

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
