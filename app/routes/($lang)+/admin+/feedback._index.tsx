import type { LinksFunction, LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { choices } from "~/lib/choices";
import { AdminQueue, links as queueLinks, queueMeta } from "./__queue";
import feedbackStyles from "./__feedback.css";
import { type ApiResult, callApi } from "~/lib/api.server";
import { requireOk } from "~/lib/failure.server";
import { type FeedbackRow, starText } from "./__feedback";
import { FEEDBACK_QUERY } from "./queue-queries.server";
import { queueLoaderWith } from "./queue.server";

export const handle = { i18n: ["feedback"] };
export const links: LinksFunction = () => [
  ...queueLinks(),
  { rel: "stylesheet", href: feedbackStyles },
];
export const meta = queueMeta("feedback:admin");

const PATH = "/admin/feedback";
export async function loader(args: LoaderFunctionArgs) {
  const { alongside, ...queue } = await queueLoaderWith<
    typeof FEEDBACK_QUERY,
    FeedbackRow,
    unknown,
    ApiResult<{ id: string; model: string }[]>
  >(args, "/feedback/admin/list", FEEDBACK_QUERY, () => callApi(args, "/feedback/products"));
  const products = await requireOk(args.request, alongside);
  return { ...queue, products };
}

/** Administrators' queue of customer feedback: newest first, filtered, paged. */
export default function FeedbackQueuePage() {
  const { t } = useTranslation("feedback");
  const data = useLoaderData<typeof loader>();
  const { products } = data;
  return (
    <AdminQueue
      className="admin-feedback"
      heading={{ title: t("admin.title"), lead: t("admin.intro") }}
      text={{ t, queue: "admin" }}
      path={PATH}
      data={data}
      fields={[
        {
          kind: "select",
          name: "rating",
          label: t("admin.rating"),
          options: choices(["5", "4", "3", "2", "1"], (r) =>
            t("voice.stars", { count: Number(r) }),
          ),
        },
        {
          kind: "select",
          name: "product",
          label: t("admin.product"),
          options: [
            { value: "general", label: t("voice.productGeneral") },
            ...products.map((p) => ({ value: p.id, label: p.model })),
          ],
        },
        {
          kind: "select",
          name: "status",
          label: t("admin.status"),
          options: choices(["unhandled", "handled"], (s) => t(`admin.${s}`)),
        },
      ]}
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
