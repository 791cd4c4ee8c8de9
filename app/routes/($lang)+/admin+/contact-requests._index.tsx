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
import { CONTACT_KINDS, HANDLED_STATES } from "#shared/admin-queues";
import { CONTACT_REQUESTS_QUERY } from "./queue-queries.server";

export const handle = { i18n: ["admin"] };
export const links: LinksFunction = () => [
  { rel: "stylesheet", href: listStyles },
  { rel: "stylesheet", href: queueStyles },
];
export const meta: MetaFunction = ({ matches }) =>
  sectionMeta(matches, "admin:contact", { noindex: true });

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

export async function loader(args: LoaderFunctionArgs) {
  pageLanguage(args);
  const session = await requireRole(args, "admin");
  const query = requireCanonical(args.request, CONTACT_REQUESTS_QUERY);
  const list = await requireOk(
    args.request,
    await callApi<{
      items: RequestRow[];
      total: number;
      page: number;
      pageSize: number;
      counts: Record<"unhandled" | "handled" | (typeof CONTACT_KINDS)[number], number>;
    }>(args, PATH, { session, data: query }),
  );
  requirePageInRange(args.request, query, list);
  return { list, query, filtered: isFiltered(query) };
}

/** The messages of the contact form and the pricing request form, newest first. */
export default function ContactRequestsPage() {
  const { t } = useTranslation("admin");
  const { list, query, filtered } = useLoaderData<typeof loader>();
  return (
    <AdminQueue
      className="admin-contact-requests"
      title={t("contact.title")}
      lead={t("contact.intro")}
      path={PATH}
      query={query}
      filtered={filtered}
      filterTitle={t("queue.filters")}
      counts={{
        label: t("queue.counts"),
        items: [...HANDLED_STATES, ...CONTACT_KINDS].map((key) => ({
          key,
          label: t(
            key === "handled" || key === "unhandled" ? `queue.${key}` : `contact.kinds.${key}`,
          ),
          count: list.counts[key],
        })),
      }}
      fields={[
        {
          kind: "select",
          name: "kind",
          label: t("contact.kind"),
          value: query.kind,
          allLabel: t("queue.any"),
          options: CONTACT_KINDS.map((k) => ({ value: k, label: t(`contact.kinds.${k}`) })),
        },
        {
          kind: "select",
          name: "handled",
          label: t("queue.state"),
          value: query.handled,
          allLabel: t("queue.any"),
          options: HANDLED_STATES.map((s) => ({ value: s, label: t(`queue.${s}`) })),
        },
      ]}
      list={list}
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
