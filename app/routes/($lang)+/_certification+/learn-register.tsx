import {
  type ActionFunctionArgs,
  data,
  type LinksFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { LocalLink } from "~/components/LocalLink";
import { PageHeader } from "~/components/PageHeader";
import { localizePath } from "~/i18n/languages";
import { pageLanguage } from "~/i18n/route-language.server";
import { passedOnBody } from "~/lib/body-stream.server";
import { callApi } from "~/lib/api.server";
import { failureStatus } from "~/lib/api-errors.server";
import { requireSession } from "~/lib/auth.server";
import { siteConfig } from "~/lib/env.server";
import { requireOk } from "~/lib/failure.server";
import { redirectWithToast } from "~/lib/form-action.server";
import { sectionMeta } from "~/lib/meta";
import { useDateFormat } from "~/lib/intl";
import styles from "./certification.css";

export const handle = { i18n: ["certification"] };
export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];
export const meta: MetaFunction = ({ matches }) =>
  sectionMeta(matches, "certification:register", { noindex: true });

/** Longest reason for joining (the backend's limit). */
const REASON_MAX = 2000;

interface Me {
  waiting: boolean;
  certificates: { number: string; issuedOn: string; expiresOn: string; valid: boolean }[];
}

/** Signed in only: a visitor is sent to sign in and comes back here. */
export async function loader(args: LoaderFunctionArgs) {
  pageLanguage(args);
  const session = await requireSession(args);
  const me = await requireOk(
    args.request,
    await callApi<Me>(args, "/certification/me", { session }),
  );
  return data(
    { code: siteConfig().examRegistrationCode, me },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

interface Refusal {
  field: string;
  reason: string;
  values?: { reason: string };
}

const refusal = (r: Refusal, status: number) => data(r, { status });

/**
 * The form streams through to the backend unread (its files may be 50 MB each); nothing is sent
 * without a session: a visitor is sent to sign in first. The backend's refusal names the field.
 */
export async function action(args: ActionFunctionArgs) {
  const { request } = args;
  const language = pageLanguage(args);
  const session = await requireSession(args);
  const contentType = request.headers.get("content-type") ?? "";
  if (!request.body || !contentType.startsWith("multipart/form-data"))
    return refusal({ field: "", reason: "failure" }, 400);
  const { body, failed: bodyFailed } = passedOnBody(request.body);
  const result = await callApi<{ id: number }>(args, "/certification/exam-registrations", {
    method: "POST",
    session,
    stream: { body, contentType },
  });
  if (!result.ok && bodyFailed()) return refusal({ field: "", reason: "failure" }, 400);
  if (result.ok)
    return redirectWithToast(
      request,
      localizePath("/learn-register", language),
      "certification:register.success",
    );
  const refused = result.data as Refusal | undefined;
  if (result.kind !== "timeout" && result.status >= 400 && result.status < 500 && refused?.reason)
    return refusal(refused, result.status);
  // "Submission failed. Try again later."
  return refusal({ field: "", reason: "failure" }, failureStatus(result));
}

export default function LearnRegisterPage() {
  const { t } = useTranslation("certification");
  const { code, me } = useLoaderData<typeof loader>();
  const refused = useActionData<typeof action>();
  const navigation = useNavigation();
  const day = useDateFormat("long");
  const message = (field: string) =>
    refused && refused.field === field ? (
      <p className="field__error" id={`${field}-error`} role="alert">
        {t(`register.errors.${refused.reason}`, { field: t(`register.${field}`) })}
      </p>
    ) : null;
  const invalid = (field: string) =>
    refused?.field === field ? { "aria-invalid": true, "aria-describedby": `${field}-error` } : {};
  const fieldClass = (field: string) => (refused?.field === field ? "field has-error" : "field");
  return (
    <section className="page cert-register">
      <PageHeader title={t("register.title")} lead={t("register.intro")} />
      <p>
        {t("register.codeLabel")}{" "}
        <strong className="cert-code" dir="ltr" data-testid="exam-code">
          {code}
        </strong>
      </p>
      {me.certificates.length > 0 ? (
        <section aria-labelledby="my-certificates">
          <h2 id="my-certificates">{t("register.myCertificates")}</h2>
          <ul className="cert-list">
            {me.certificates.map((c) => (
              <li key={c.number}>
                <LocalLink to={`/certificates/${c.number}/print`}>
                  <bdi dir="ltr">{c.number}</bdi>
                </LocalLink>{" "}
                —{" "}
                {c.valid
                  ? t("verify.valid", { date: day(c.expiresOn) })
                  : t("verify.expired", { date: day(c.expiresOn) })}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {me.waiting ? (
        <p className="cert-note" role="note">
          {t("register.waiting")}
        </p>
      ) : null}
      {refused && refused.field === "" ? (
        <p className="form-error" role="alert">
          {t(`register.errors.${refused.reason === "waiting" ? "waiting" : "failure"}`)}
        </p>
      ) : null}
      <Form method="post" encType="multipart/form-data" className="form cert-form" noValidate>
        <div className={fieldClass("proof")}>
          <label htmlFor="exam-proof">{t("register.proof")}</label>
          <input
            id="exam-proof"
            name="proof"
            type="file"
            required
            accept=".pdf,.png,.jpg,.jpeg,.webp,application/pdf,image/png,image/jpeg,image/webp"
            aria-describedby="proof-hint"
            {...invalid("proof")}
          />
          <p className="field__hint" id="proof-hint">
            {t("register.proofHint")}
          </p>
          {message("proof")}
        </div>
        <div className={fieldClass("license")}>
          <label htmlFor="exam-license">{t("register.license")}</label>
          <input
            id="exam-license"
            name="license"
            type="file"
            accept=".pdf,.png,.jpg,.jpeg,.webp,application/pdf,image/png,image/jpeg,image/webp"
            aria-describedby="license-hint"
            {...invalid("license")}
          />
          <p className="field__hint" id="license-hint">
            {t("register.fileHint")}
          </p>
          {message("license")}
        </div>
        <div className={fieldClass("reason")}>
          <label htmlFor="exam-reason">{t("register.reason")}</label>
          <textarea
            id="exam-reason"
            name="reason"
            rows={6}
            maxLength={REASON_MAX}
            required
            dir="auto"
            defaultValue={refused?.values?.reason}
            {...invalid("reason")}
          />
          {message("reason")}
        </div>
        <button type="submit" className="button" disabled={navigation.state === "submitting"}>
          {t("register.submit")}
        </button>
      </Form>
    </section>
  );
}
