import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { choices } from "~/lib/choices";
import { AdminQueue, queueMeta } from "./__queue";
import { CONTACT_KINDS, HANDLED_STATES } from "#shared/admin-queues";
import { CONTACT_REQUESTS_QUERY } from "./queue-queries.server";
import { queueLoader } from "./queue.server";

export const handle = { i18n: ["admin"] };
export { links } from "./__queue";
export const meta = queueMeta("admin:contact");

const PATH = "/admin/contact-requests";
interface RequestRow {
  id: number;
  kind: (typeof CONTACT_KINDS)[number];
  email: string;
  name: string;
  company: string;
  handled: boolean;
  createdAt: string;
}

export const loader = (args: LoaderFunctionArgs) =>
  queueLoader<
    typeof CONTACT_REQUESTS_QUERY,
    RequestRow,
    { counts: Record<"unhandled" | "handled" | (typeof CONTACT_KINDS)[number], number> }
  >(args, PATH, CONTACT_REQUESTS_QUERY);

/** The messages of the contact form and the pricing request form, newest first. */
export default function ContactRequestsPage() {
  const { t } = useTranslation("admin");
  const data = useLoaderData<typeof loader>();
  const kindLabel = (k: string) => t(`contact.kinds.${k}`);
  const stateLabel = (s: string) => t(`queue.${s}`);
  return (
    <AdminQueue
      className="admin-contact-requests"
      heading={{ title: t("contact.title"), lead: t("contact.intro") }}
      text={{ t, queue: "queue" }}
      path={PATH}
      data={data}
      counts={{
        states: [...HANDLED_STATES, ...CONTACT_KINDS],
        label: (key) => (key === "handled" || key === "unhandled" ? stateLabel : kindLabel)(key),
      }}
      fields={[
        {
          kind: "select",
          name: "kind",
          label: t("contact.kind"),
          options: choices(CONTACT_KINDS, kindLabel),
        },
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
            {t(`contact.kinds.${item.kind}`)} ·{" "}
            <span className={`status status--${item.handled ? "handled" : "unhandled"}`}>
              {t(item.handled ? "queue.handled" : "queue.unhandled")}
            </span>
          </>
        ),
        title: <bdi>{item.name || item.email}</bdi>,
        details: (
          <p>
            {item.company ? (
              <>
                <bdi>{item.company}</bdi> ·{" "}
              </>
            ) : null}
            <bdi dir="ltr">{item.email}</bdi>
          </p>
        ),
      })}
    />
  );
}
