import {
  type ActionFunctionArgs,
  data,
  type LinksFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
  redirect,
} from "@remix-run/node";
import { type ShouldRevalidateFunction, useActionData, useLoaderData } from "@remix-run/react";
import { type MouseEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { AppForm, TextField } from "~/components/forms/fields";
import { parseForm } from "~/components/forms/parse.server";
import { inputOnly } from "~/components/forms/intent.server";
import { DefaultSubmitButton, SubmitButton } from "~/components/forms/submit-button";
import { useServerForm } from "~/components/forms/use-server-form";
import { LocalLink } from "~/components/LocalLink";
import { pageLanguage } from "~/i18n/route-language.server";
import { callApi, confirmedSession, type Failure } from "~/lib/api.server";
import { afterLogin } from "~/lib/auth.server";
import { checkHoneypot, createUserSession, invalidReply } from "~/lib/form-action.server";
import { readForm } from "~/lib/form.server";
import { sectionMeta } from "~/lib/meta";
import { MAX_REDIRECT_LENGTH } from "~/lib/safe-redirect";
import type { SessionData } from "~/lib/session.server";
import { siteConfig } from "~/lib/env.server";
import { AuthLayout } from "./__auth-layout";
import { loginQuestionSchema, loginSchema } from "./auth-schemas.server";
import authStyles from "./__auth.css";
import { EmailField } from "./__email-code-fields";
import { PasswordField } from "./__password-fields";

export const handle = { i18n: ["auth"] };

/** A new captcha changes only this form: the page's data need not be loaded again. */
export const shouldRevalidate: ShouldRevalidateFunction = ({
  formData,
  defaultShouldRevalidate,
}) => (captchaMode(formData?.get("captcha") ?? null) ? false : defaultShouldRevalidate);

export const links: LinksFunction = () => [{ rel: "stylesheet", href: authStyles }];

export const meta: MetaFunction = ({ matches }) =>
  sectionMeta(matches, "auth:login", { noindex: true });

export async function loader(args: LoaderFunctionArgs) {
  const { request } = args;
  const language = pageLanguage(args);
  const url = new URL(request.url);
  const { session, setCookie } = await confirmedSession(args);
  const headers = new Headers();
  if (setCookie) headers.append("Set-Cookie", setCookie);
  if (session)
    throw redirect(afterLogin(request, language, url.searchParams.get("redirectTo")), { headers });
  const redirectTo = url.searchParams.get("redirectTo") ?? "";
  return data(
    {
      captchaKey: crypto.randomUUID(),
      // An overlong target is not kept in the form (it would be refused after signing in anyway).
      redirectTo: redirectTo.length <= MAX_REDIRECT_LENGTH ? redirectTo : "",
      notice:
        url.searchParams.get("expired") === "1"
          ? ("expired" as const)
          : url.searchParams.get("required") === "1"
            ? ("required" as const)
            : null,
    },
    { headers },
  );
}

/** The captcha the form shows: an image for `key`, or the text question that stands for it. */
type Captcha =
  | { mode: "image"; key: string }
  | { mode: "question"; key: string; question: CaptchaQuestion };
interface CaptchaQuestion {
  a: number;
  b: number;
  operation: "plus" | "minus";
}

/**
 * A new captcha of `mode` under a new key. The image is fetched by the browser; the question is
 * asked of the backend now (an image stands in when it cannot answer).
 */
async function newCaptcha(args: ActionFunctionArgs, mode: Captcha["mode"]): Promise<Captcha> {
  const key = crypto.randomUUID();
  if (mode === "image") return { mode, key };
  const asked = await callApi<CaptchaQuestion>(args, "/oauth/anno/captcha/question", {
    data: { key },
    session: null,
  });
  return asked.ok ? { mode, key, question: asked.data } : { mode: "image", key };
}

const captchaMode = (value: FormDataEntryValue | null): Captcha["mode"] | null =>
  value === "image" || value === "question" ? value : null;

export async function action(args: ActionFunctionArgs) {
  const { request } = args;
  const language = pageLanguage(args);
  const formData = await readForm(request);
  checkHoneypot(formData);
  const mode = captchaMode(formData.get("captchaMode")) ?? "image";
  const submission = parseForm(formData, mode === "question" ? loginQuestionSchema : loginSchema);
  // Whether the visitor typed a password, which no answer sends back (`parseForm`): without
  // JavaScript the page asks for it again.
  const retype = Boolean(formData.get("password"));
  // "Show another image", "Answer a question instead" …: the form again with a new captcha, the
  // e-mail kept, no errors.
  const asked = captchaMode(formData.get("captcha"));
  if (asked) {
    const captcha = await newCaptcha(args, asked);
    return data(
      { result: inputOnly(submission, { hideFields: ["code"] }), captcha, asked: true, retype },
      { headers: { "Cache-Control": "private, no-store" } },
    );
  }
  const hideFields = ["code"];
  // Every refusal shows a new captcha of the same kind.
  const refuse = async (failure?: Failure) => {
    const { reply, status } = invalidReply(
      submission,
      failure,
      { 40011: "code" },
      {
        hideFields,
        overrides: mode === "question" ? { 40011: "auth:captchaQuestion.incorrect" } : {},
      },
    );
    return data(
      { result: reply, captcha: await newCaptcha(args, mode), asked: false, retype },
      { status },
    );
  };
  if (submission.status !== "success") return refuse();
  const { email, password, code, key, redirectTo } = submission.value;
  const result = await callApi<SessionData>(args, "/oauth/noToken/login", {
    method: "POST",
    data: {
      account: email,
      password,
      key,
      code,
      clientId: siteConfig().apiClientId,
    },
    session: null,
  });
  // A wrong captcha is shown at its field, not as a general message (spec §5, §8).
  if (!result.ok) return refuse(result);
  return createUserSession(request, result.data, afterLogin(request, language, redirectTo));
}

export default function LoginPage() {
  const { t } = useTranslation("auth");
  const loaderData = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const served: Captcha = actionData?.captcha ?? { mode: "image", key: loaderData.captchaKey };
  // With JavaScript "Show another image" only changes the key (the image follows), without
  // sending the form; `from` ties the change to the captcha the server gave.
  const [ownImage, setOwnImage] = useState<{ from: string; key: string } | null>(null);
  const captcha: Captcha =
    ownImage && ownImage.from === served.key ? { mode: "image", key: ownImage.key } : served;
  const [form, fields] = useServerForm<typeof loginSchema>({ lastResult: actionData?.result });
  const anotherImage = (event: MouseEvent<HTMLButtonElement>) => {
    if (typeof crypto.randomUUID !== "function") return; // the server gives one instead
    event.preventDefault();
    setOwnImage({ from: served.key, key: crypto.randomUUID() });
  };
  return (
    <AuthLayout title={t("login.title")} intro={t("login.intro")}>
      {loaderData.notice ? (
        <p className="notice" role="alert">
          {t(loaderData.notice === "expired" ? "login.expired" : "login.required")}
        </p>
      ) : null}
      <AppForm form={form}>
        {/* Enter in any field signs in (the captcha's buttons come before "Sign In"). */}
        <DefaultSubmitButton name="captcha" value="">
          {t("login.submit")}
        </DefaultSubmitButton>
        <input type="hidden" name="redirectTo" value={loaderData.redirectTo} />
        <input type="hidden" name="key" value={captcha.key} />
        <input type="hidden" name="captchaMode" value={captcha.mode} />
        <EmailField field={fields.email} autoComplete="username" />
        <PasswordField
          field={fields.password}
          label={t("password")}
          autoComplete="current-password"
          retype={actionData?.retype}
        />
        {captcha.mode === "question" ? (
          <>
            <TextField
              field={fields.code}
              label={t(`captchaQuestion.${captcha.question.operation}`, {
                a: captcha.question.a,
                b: captcha.question.b,
              })}
              description={t("captchaQuestion.hint")}
              autoComplete="off"
              inputMode="numeric"
              autoFocus={actionData?.asked}
              dir="ltr"
            />
            <div className="captcha__choices">
              <SubmitButton name="captcha" value="question" className="captcha__button">
                {t("captchaQuestion.another")}
              </SubmitButton>
              <SubmitButton name="captcha" value="image" className="captcha__button">
                {t("captchaQuestion.image")}
              </SubmitButton>
            </div>
          </>
        ) : (
          <>
            <div className="captcha">
              <img
                key={captcha.key}
                src={`/api/oauth/anno/captcha?key=${captcha.key}`}
                alt={t("captchaAlt")}
                width="120"
                height="44"
              />
              <SubmitButton
                name="captcha"
                value="image"
                className="captcha__button"
                onClick={anotherImage}
              >
                {t("captchaOther")}
              </SubmitButton>
            </div>
            <p className="visually-hidden" aria-live="polite">
              {ownImage && ownImage.from === served.key ? t("captchaQuestion.newImage") : ""}
            </p>
            <TextField
              field={fields.code}
              label={t("captcha")}
              autoComplete="off"
              autoFocus={actionData?.asked}
              dir="ltr"
            />
            <div className="captcha__choices">
              <SubmitButton name="captcha" value="question" className="captcha__button">
                {t("captchaQuestion.switch")}
              </SubmitButton>
            </div>
          </>
        )}
        {/* Named like the captcha's buttons, so it is not shown pending while they are sent. */}
        <SubmitButton name="captcha" value="">
          {t("login.submit")}
        </SubmitButton>
      </AppForm>
      <p className="auth__links">
        <LocalLink to="/forgetPassword">{t("login.forgot")}</LocalLink>
      </p>
      <p className="auth__links">
        {t("login.firstTime")} <LocalLink to="/register">{t("login.register")}</LocalLink>
      </p>
    </AuthLayout>
  );
}
