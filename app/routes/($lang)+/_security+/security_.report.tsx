import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData, useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { AppForm, FileField, SpamGuard, TextAreaField, TextField } from "~/components/forms/fields";
import { EmailField } from "~/components/forms/contact-fields";
import { SubmitButton } from "~/components/forms/submit-button";
import { useServerForm } from "~/components/forms/use-server-form";
import { LocalLink } from "~/components/LocalLink";
import { PageHeader } from "~/components/PageHeader";
import { pageLanguage } from "~/i18n/route-language.server";
import { sectionMeta } from "~/lib/meta";
import { withFormToken } from "~/lib/spam-guard.server";
import { REPORT_REFERENCE } from "#shared/advisories";
import { reportAction, type reportSchema } from "./report-action.server";
import styles from "./security.css";

export const handle = { i18n: ["security", "contact"] };
export const links = () => [{ rel: "stylesheet", href: styles }];
export const meta: MetaFunction = ({ matches }) =>
  sectionMeta(matches, "security:form", { description: "lead" });

/** A single file input's metadata as the kit's FileField takes it. */
const asFileField = (field: unknown) => field as Parameters<typeof FileField>[0]["field"];

/** The form, or after a report its reference (`?reference=`, post/redirect/get). */
export function loader(args: LoaderFunctionArgs) {
  pageLanguage(args);
  const reference = new URL(args.request.url).searchParams.get("reference");
  return withFormToken({
    reference: reference && REPORT_REFERENCE.test(reference) ? reference : null,
  });
}

export const action = (args: ActionFunctionArgs) => reportAction(args);

/** Report a vulnerability: what, where, how to reach the reporter, and an optional file. */
export default function ReportPage() {
  // A new form after each navigation: the redirect after a report empties it.
  return <ReportForm key={useLocation().key} />;
}

function ReportForm() {
  const { t } = useTranslation("security");
  const { reference, formToken } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const [form, fields] = useServerForm<typeof reportSchema>({ lastResult });
  const refused = lastResult && lastResult.status === "error";
  return (
    <article className="page security-report-page">
      <nav className="breadcrumb" aria-label={t("advisories.breadcrumb")}>
        <ol>
          <li>
            <LocalLink to="/security">{t("advisories.security")}</LocalLink>
          </li>
          <li aria-current="page">{t("form.title")}</li>
        </ol>
      </nav>
      <PageHeader title={t("form.title")} lead={t("form.lead")} />
      {reference ? (
        <section className="card security-sent" role="status" aria-labelledby="security-sent">
          <h2 id="security-sent">{t("form.sent.title")}</h2>
          <p>
            {t("form.sent.reference")} <strong dir="ltr">{reference}</strong>
          </p>
          <p>{t("form.sent.next")}</p>
          <p>
            <LocalLink to="/security/report">{t("form.sent.another")}</LocalLink>
          </p>
        </section>
      ) : (
        <div className="card security-form">
          <p className="security-form__note">{t("form.note")}</p>
          <AppForm form={form} multipart>
            <SpamGuard token={formToken} />
            <TextField field={fields.title} label={t("form.fields.title")} />
            <TextField
              field={fields.product}
              label={t("form.fields.product")}
              description={t("form.fields.productHint")}
            />
            <TextAreaField
              field={fields.description}
              label={t("form.fields.description")}
              description={t("form.fields.descriptionHint")}
              rows={10}
            />
            {refused ? (
              <p className="notice" role="status">
                {t("form.chooseAgain")}
              </p>
            ) : null}
            <FileField
              field={asFileField(fields.attachment)}
              label={t("form.fields.attachment")}
              sizeHint={t("form.fields.attachmentHint")}
            />
            <div className="security-form__grid">
              <TextField field={fields.name} label={t("form.fields.name")} autoComplete="name" />
              <EmailField
                field={fields.email}
                label={t("form.fields.email")}
                autoComplete="email"
              />
              <TextField
                field={fields.organization}
                label={t("form.fields.organization")}
                autoComplete="organization"
              />
            </div>
            <SubmitButton>{t("form.submit")}</SubmitButton>
          </AppForm>
        </div>
      )}
    </article>
  );
}
