import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { choices } from "~/lib/choices";
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
  const data = useLoaderData<typeof loader>();
  const stateLabel = (s: string) => t(`queue.${s}`);
  return (
    <AdminQueue
      className="admin-error-reports"
      heading={{ title: t("errors.title"), lead: t("errors.intro") }}
      text={{ t, queue: "queue" }}
      path={PATH}
      data={data}
      counts={{ states: HANDLED_STATES, label: stateLabel }}
      fields={[
        { kind: "search", name: "product", label: t("errors.productFilter") },
        {
          kind: "select",
          name: "handled",
          label: t("queue.state"),
          options: choices(HANDLED_STATES, stateLabel),
        },
        {
          kind: "select",
          name: "anonymous",
          label: t("reporter"),
          options: [
            { value: "yes", label: t("anonymous") },
            { value: "no", label: t("errors.named") },
          ],
        },
      ]}
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
