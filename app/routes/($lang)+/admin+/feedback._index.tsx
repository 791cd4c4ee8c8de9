import type { LinksFunction, LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { AdminQueue, links as queueLinks, queueMeta } from "./__queue";
import feedbackStyles from "./__feedback.css";
import { callApi } from "~/lib/api.server";
import { requireOk } from "~/lib/failure.server";
import { type FeedbackRow, starText } from "./__feedback";
import { FEEDBACK_QUERY } from "./queue-queries.server";
import { queueLoader } from "./queue.server";

export const handle = { i18n: ["feedback"] };
export const links: LinksFunction = () => [
  ...queueLinks(),
  { rel: "stylesheet", href: feedbackStyles },
];
export const meta = queueMeta("feedback:admin");

const PATH = "/admin/feedback";
export async function loader(args: LoaderFunctionArgs) {
  const queue = await queueLoader<typeof FEEDBACK_QUERY, FeedbackRow>(
    args,
    "/feedback/admin/list",
    FEEDBACK_QUERY,
  );
  const products = await requireOk(
    args.request,
    await callApi<{ id: string; model: string }[]>(args, "/feedback/products"),
  );
  return { ...queue, products };
}

/** Administrators' queue of customer feedback: newest first, filtered, paged. */
export default function FeedbackQueuePage() {
  const { t } = useTranslation("feedback");
  const { list, products, query, filtered } = useLoaderData<typeof loader>();
  return (
    <AdminQueue
      className="admin-feedback"
      title={t("admin.title")}
      lead={t("admin.intro")}
      path={PATH}
      query={query}
      filtered={filtered}
      filterTitle={t("admin.filters")}
      fields={[
        {
          kind: "select",
          name: "rating",
          label: t("admin.rating"),
          value: query.rating,
          allLabel: t("admin.any"),
          options: ["5", "4", "3", "2", "1"].map((r) => ({
            value: r,
            label: t("voice.stars", { count: Number(r) }),
          })),
        },
        {
          kind: "select",
          name: "product",
          label: t("admin.product"),
          value: query.product,
          allLabel: t("admin.any"),
          options: [
            { value: "general", label: t("voice.productGeneral") },
            ...products.map((p) => ({ value: p.id, label: p.model })),
          ],
        },
        {
          kind: "select",
          name: "status",
          label: t("admin.status"),
          value: query.status,
          allLabel: t("admin.any"),
          options: [
            { value: "unhandled", label: t("admin.unhandled") },
            { value: "handled", label: t("admin.handled") },
          ],
        },
      ]}
      list={list}
      noData={t("admin.noData")}
      entry={(item) => ({
        state: item.handledAt ? t("admin.handled") : t("admin.unhandled"),
        title: t("admin.detailTitle", { id: item.id }),
        details: (
          <>
            <p>
              <span aria-hidden="true" className="admin-feedback__stars">
                {starText(item.rating)}
              </span>{" "}
              <span className="visually-hidden">{t("voice.stars", { count: item.rating })}</span>
              {" · "}
              <bdi>{item.productModel ?? t("voice.productGeneral")}</bdi>
            </p>
            <p dir="auto">{item.message}</p>
          </>
        ),
      })}
    />
  );
}
