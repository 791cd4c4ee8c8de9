import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { QueueEntryPage, queueMeta, useEntryTimeFormat } from "./__queue";
import { entryId } from "./queue-queries.server";
import { entryLoader } from "./queue.server";
import { LocalLink } from "~/components/LocalLink";
import { LANGUAGES, localizePath } from "~/i18n/languages";
import { pageLanguage } from "~/i18n/route-language.server";
import { callApi } from "~/lib/api.server";
import { requireRole } from "~/lib/auth.server";
import { throwFailure } from "~/lib/failure.server";
import { checkHoneypot, redirectWithToast } from "~/lib/form-action.server";
import { readForm } from "~/lib/form.server";
import { productPath } from "~/lib/products";
import { type FeedbackDetail, starText } from "./__feedback";
import feedbackStyles from "./__feedback.css";

export const handle = { i18n: ["feedback"] };
export const links: LinksFunction = () => [{ rel: "stylesheet", href: feedbackStyles }];
export const meta = queueMeta("feedback:admin");

export async function loader(args: LoaderFunctionArgs) {
  const feedback = await entryLoader<FeedbackDetail>(args, "/feedback/admin");
  return { feedback };
}

/** "Mark as handled": records the administrator and the time, then back to this page. */
export async function action(args: ActionFunctionArgs) {
  const language = pageLanguage(args);
  const session = await requireRole(args, "admin");
  const id = entryId(args.params.id);
  checkHoneypot(await readForm(args.request));
  const result = await callApi(args, `/feedback/admin/${id}/handled`, {
    method: "POST",
    session,
  });
  if (!result.ok) return throwFailure(args.request, result);
  return redirectWithToast(
    args.request,
    localizePath(`/admin/feedback/${id}`, language),
    "feedback:admin.markedHandled",
  );
}

export default function FeedbackDetailPage() {
  const { t } = useTranslation("feedback");
  const { feedback: f } = useLoaderData<typeof loader>();
  const format = useEntryTimeFormat();
  const sentIn = LANGUAGES.find((l) => l.code === f.language);
  return (
    <QueueEntryPage
      className="admin-feedback"
      title={t("admin.detailTitle", { id: f.id })}
      list="/admin/feedback"
      labels={{ back: t("admin.backToQueue"), received: t("admin.received") }}
      createdAt={f.createdAt}
      after={
        f.handledAt ? null : (
          <Form method="post" className="form">
            <button type="submit" className="button">
              {t("admin.markHandled")}
            </button>
          </Form>
        )
      }
    >
      <dt>{t("admin.rating")}</dt>
      <dd>
        <span aria-hidden="true">{starText(f.rating)}</span> {t("voice.stars", { count: f.rating })}
      </dd>
      <dt>{t("admin.product")}</dt>
      <dd>
        {f.productModel && f.productType && f.productId ? (
          <LocalLink to={productPath({ type: f.productType, id: f.productId })}>
            <bdi>{f.productModel}</bdi>
          </LocalLink>
        ) : (
          t("voice.productGeneral")
        )}
      </dd>
      <dt>{t("admin.language")}</dt>
      <dd>{sentIn?.name ?? f.language}</dd>
      <dt>{t("voice.message")}</dt>
      <dd dir="auto" lang={sentIn?.lang} className="admin-feedback__message">
        {f.message}
      </dd>
      <dt>{t("admin.contact")}</dt>
      <dd>{f.contactConsent === "yes" ? t("admin.consentGiven") : t("admin.consentRefused")}</dd>
      {f.contactConsent === "yes" ? (
        <>
          <dt>{t("voice.name")}</dt>
          <dd dir="auto">{f.name}</dd>
          <dt>{t("voice.email")}</dt>
          <dd dir="ltr">
            <a href={`mailto:${f.email}`}>{f.email}</a>
          </dd>
        </>
      ) : null}
      <dt>{t("admin.status")}</dt>
      <dd>
        {f.handledAt
          ? t("admin.handledBy", {
              name: f.handledBy ?? f.handledByAccount ?? "—",
              date: format.format(new Date(f.handledAt)),
            })
          : t("admin.notHandled")}
      </dd>
    </QueueEntryPage>
  );
}
