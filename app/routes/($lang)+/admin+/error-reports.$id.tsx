import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { QueueEntryPage, queueMeta, useEntryTimeFormat } from "./__queue";
import { entryLoader } from "./queue.server";
import { LocalLink } from "~/components/LocalLink";
import { localizePath } from "~/i18n/languages";
import { productPath } from "~/lib/products";
import { useRootData } from "~/lib/root-data";
import { HandledForm, HandledRows } from "./__handled";
import { markHandledAction } from "./handled.server";

export const handle = { i18n: ["admin"] };
export { entryLinks as links } from "./__queue";
export const meta = queueMeta("admin:errors");

interface Report {
  id: number;
  productId: string;
  model: string;
  type: string;
  description: string;
  anonymous: boolean;
  account: string | null;
  hasPicture: boolean;
  attachmentName: string | null;
  handled: boolean;
  note: string | null;
  handledBy: string | null;
  handledAt: string | null;
  createdAt: string;
}

export async function loader(args: LoaderFunctionArgs) {
  const report = await entryLoader<Report>(args, "/admin/error-reports");
  return { report };
}

export function action(args: ActionFunctionArgs) {
  return markHandledAction(args, "/error-reports");
}

/** One error report: the product, the sender, the description, its picture and attachment. */
export default function ErrorReportPage() {
  const { t } = useTranslation("admin");
  const { report: r } = useLoaderData<typeof loader>();
  const refused = useActionData<typeof action>();
  const { language } = useRootData();
  const format = useEntryTimeFormat();
  const base = `/admin/error-reports/${r.id}`;
  return (
    <QueueEntryPage
      className="admin-error-report"
      title={t("errors.detailTitle", { id: r.id })}
      list="/admin/error-reports"
      labels={{ back: t("queue.backToList"), received: t("queue.received") }}
      createdAt={r.createdAt}
      after={
        <>
          {r.hasPicture ? (
            <figure className="card admin-error-report__picture">
              <img
                src={localizePath(`${base}/picture`, language)}
                alt={t("errors.pictureAlt", { model: r.model })}
              />
            </figure>
          ) : null}
          {r.handled ? null : <HandledForm refused={refused} />}
        </>
      }
    >
      <dt>{t("product")}</dt>
      <dd>
        <LocalLink to={productPath({ type: r.type, id: r.productId })}>
          <bdi dir="ltr">{r.model}</bdi>
        </LocalLink>
      </dd>
      <dt>{t("reporter")}</dt>
      <dd>
        {r.anonymous ? t("anonymous") : r.account ? <bdi dir="ltr">{r.account}</bdi> : t("visitor")}
      </dd>
      <dt>{t("errors.description")}</dt>
      <dd dir="auto" className="admin-queue__text">
        {r.description}
      </dd>
      {r.attachmentName ? (
        <>
          <dt>{t("errors.attachment")}</dt>
          <dd>
            <a href={localizePath(`${base}/attachment`, language)} download={r.attachmentName}>
              <bdi>{r.attachmentName}</bdi>
            </a>
          </dd>
        </>
      ) : null}
      <HandledRows handledAt={r.handledAt} handledBy={r.handledBy} note={r.note} format={format} />
    </QueueEntryPage>
  );
}
