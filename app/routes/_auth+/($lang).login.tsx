import {
  type ActionFunctionArgs,
  data,
  type LoaderFunctionArgs,
  type MetaFunction,
  redirect,
} from "@remix-run/node";
import { useActionData, useLoaderData, useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { AppForm } from "~/components/forms/app-form";
import { parseForm } from "~/components/forms/parse.server";
import { TextField } from "~/components/forms/fields";
import { SubmitButton } from "~/components/forms/submit-button";
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
import { loginSchema } from "./__auth-schemas.server";
import { EmailField } from "./__email-code-fields";

export const handle = { i18n: ["auth"] };

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

export async function action(args: ActionFunctionArgs) {
  const { request } = args;
  const language = pageLanguage(args);
  const formData = await readForm(request);
  checkHoneypot(formData);
  const submission = parseForm(formData, loginSchema);
  const hideFields = ["password", "code"];
  // Every refusal shows a new captcha.
  const refuse = (failure?: Failure) => {
    const { reply, status } = invalidReply(submission, failure, { 40011: "code" }, { hideFields });
    return data({ result: reply, captchaKey: crypto.randomUUID() }, { status });
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
  const location = useLocation();
  const captchaKey = actionData?.captchaKey ?? loaderData.captchaKey;
  const [form, fields] = useServerForm<typeof loginSchema>({ lastResult: actionData?.result });
  return (
    <AuthLayout title={t("login.title")} intro={t("login.intro")}>
      {loaderData.notice ? (
        <p className="notice" role="alert">
          {t(loaderData.notice === "expired" ? "login.expired" : "login.required")}
        </p>
      ) : null}
      <AppForm form={form}>
        <input type="hidden" name="redirectTo" value={loaderData.redirectTo} />
        <input type="hidden" name="key" value={captchaKey} />
        <EmailField field={fields.email} autoComplete="username" />
        <TextField
          field={fields.password}
          label={t("password")}
          type="password"
          autoComplete="current-password"
        />
        <div className="captcha">
          <img
            key={captchaKey}
            src={`/api/oauth/anno/captcha?key=${captchaKey}`}
            alt={t("captchaAlt")}
            width="120"
            height="44"
          />
          <a href={`${location.pathname}${location.search}`} className="captcha__other">
            {t("captchaOther")}
          </a>
        </div>
        <TextField field={fields.code} label={t("captcha")} autoComplete="off" dir="ltr" />
        <SubmitButton>{t("login.submit")}</SubmitButton>
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
