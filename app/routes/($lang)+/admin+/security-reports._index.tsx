import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { choices } from "~/lib/choices";
import { HANDLED_STATES } from "#shared/admin-queues";
import { AdminQueue, queueMeta } from "./__queue";
import { SECURITY_REPORTS_QUERY } from "./queue-queries.server";
import { queueLoader } from "./queue.server";

export const handle = { i18n: ["admin"] };
export { links } from "./__queue";
export const meta = queueMeta("admin:securityReports");

const PATH = "/admin/security-reports";
interface ReportRow {
  id: number;
  reference: string;
  title: string;
  email: string;
  name: string;
  product: string;
  handled: boolean;
  createdAt: string;
}

export const loader = (args: LoaderFunctionArgs) =>
  queueLoader<
    typeof SECURITY_REPORTS_QUERY,
    ReportRow,
    { counts: Record<"unhandled" | "handled", number> }
  >(args, PATH, SECURITY_REPORTS_QUERY);

/** The vulnerability reports of /security/report, newest first. */
export default function SecurityReportsPage() {
  const { t } = useTranslation("admin");
  const data = useLoaderData<typeof loader>();
  const stateLabel = (s: string) => t(`queue.${s}`);
  return (
    <AdminQueue
      className="admin-security-reports"
      heading={{ title: t("securityReports.title"), lead: t("securityReports.intro") }}
      text={{ t, queue: "queue" }}
      path={PATH}
      data={data}
      counts={{ states: [...HANDLED_STATES], label: stateLabel }}
      fields={[
        {
          kind: "select",
          name: "handled",
          label: t("queue.state"),
          options: choices(HANDLED_STATES, stateLabel),
        },
      ]}
      noData={t("queue.noData")}
      entry={(item) => ({
        state: (
          <>
            <bdi dir="ltr">{item.reference}</bdi> ·{" "}
            <span className={`status status--${item.handled ? "handled" : "unhandled"}`}>
              {t(item.handled ? "queue.handled" : "queue.unhandled")}
            </span>
          </>
        ),
        title: <bdi>{item.title}</bdi>,
        details: (
          <p>
            {item.product ? (
              <>
                <bdi>{item.product}</bdi> ·{" "}
              </>
            ) : null}
            <bdi dir="ltr">{item.email}</bdi>
          </p>
        ),
      })}
    />
  );
}
