import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import {
  type ActionFunctionArgs,
  data,
  type LoaderFunctionArgs,
  type MetaFunction,
  redirect,
} from "@remix-run/node";
import { Form, useActionData, useLoaderData, useLocation, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { AuthLayout } from "~/components/AuthLayout";
import { FormError, TextField } from "~/components/forms";
import { LocalLink } from "~/components/LocalLink";
import { routeLanguage } from "~/i18n/route-language.server";
import { callApi, currentSessionData } from "~/lib/api.server";
import { failureMessage } from "~/lib/api-errors";
import { afterLogin } from "~/lib/auth.server";
import { loginSchema } from "~/lib/auth-schemas";
import { sectionMeta } from "~/lib/meta";
import { commitSession, flashToast, getSession } from "~/lib/session.server";

export const meta: MetaFunction = ({ matches }) =>
  sectionMeta(matches, "auth.login", { noindex: true });

export async function loader({ params, request }: LoaderFunctionArgs) {
  const language = routeLanguage(params, request);
  const url = new URL(request.url);
  if (await currentSessionData(request))
    throw redirect(afterLogin(request, language, url.searchParams.get("redirectTo")));
  return {
    captchaKey: crypto.randomUUID(),
    redirectTo: url.searchParams.get("redirectTo") ?? "",
    expired: url.searchParams.get("expired") === "1",
  };
}

export async function action(args: ActionFunctionArgs) {
  const { params, request } = args;
  const language = routeLanguage(params, request);
  const formData = await request.formData();
  const submission = parseWithZod(formData, { schema: loginSchema });
  if (submission.status !== "success") {
    return data(
      {
        result: submission.reply({ hideFields: ["password", "code"] }),
        captchaKey: crypto.randomUUID(),
      },
      { status: 400 },
    );
  }
  const { email, password, code, key, redirectTo } = submission.value;
  const result = await callApi<{
    token: string;
    refreshToken: string;
    tenant: string;
    expire: number;
    user: { id: number; account: string; name: string };
    roles: string[];
  }>(args, "/oauth/noToken/login", {
    method: "POST",
    data: {
      account: email,
      password,
      key,
      code,
      clientId: process.env.API_CLIENT_ID || "partner-portal",
    },
    session: null,
  });
  if (!result.ok) {
    // A wrong captcha is shown at its field, not as a general message (spec §5, §8).
    const message = failureMessage(result);
    const reply =
      result.code === 40011
        ? submission.reply({ fieldErrors: { code: [message] }, hideFields: ["password", "code"] })
        : submission.reply({ formErrors: [message], hideFields: ["password", "code"] });
    return data(
      { result: reply, captchaKey: crypto.randomUUID() },
      { status: result.status >= 400 ? result.status : 400 },
    );
  }
  const session = await getSession(request);
  session.set("token", result.data.token);
  session.set("refreshToken", result.data.refreshToken);
  session.set("tenant", result.data.tenant);
  session.set("expire", result.data.expire);
  session.set("user", {
    id: result.data.user.id,
    account: result.data.user.account,
    name: result.data.user.name,
  });
  session.set("roles", result.data.roles);
  const headers = new Headers();
  headers.append("Set-Cookie", await commitSession(request, session));
  headers.append("Set-Cookie", await flashToast(request, "auth.login.success"));
  return redirect(afterLogin(request, language, redirectTo), { headers });
}

export default function LoginPage() {
  const { t } = useTranslation();
  const loaderData = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const location = useLocation();
  const captchaKey = actionData?.captchaKey ?? loaderData.captchaKey;
  const [form, fields] = useForm({
    lastResult: actionData?.result,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: loginSchema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  return (
    <AuthLayout title={t("auth.login.title")} intro={t("auth.login.intro")}>
      {loaderData.expired ? (
        <p className="notice" role="alert">
          {t("auth.login.expired")}
        </p>
      ) : null}
      <Form method="post" className="form" {...getFormProps(form)}>
        <FormError errors={form.errors} id={form.errorId} />
        <input type="hidden" name="redirectTo" value={loaderData.redirectTo} />
        <input type="hidden" name="key" value={captchaKey} />
        <TextField
          field={fields.email}
          label={t("auth.email")}
          type="email"
          autoComplete="username"
          dir="ltr"
        />
        <TextField
          field={fields.password}
          label={t("auth.password")}
          type="password"
          autoComplete="current-password"
        />
        <div className="captcha">
          <img
            key={captchaKey}
            src={`/api/oauth/anno/captcha?key=${captchaKey}`}
            alt={t("auth.captchaAlt")}
            width="120"
            height="44"
          />
          <a href={`${location.pathname}${location.search}`} className="captcha__other">
            {t("auth.captchaOther")}
          </a>
        </div>
        <TextField field={fields.code} label={t("auth.captcha")} autoComplete="off" dir="ltr" />
        <button type="submit" className="button" disabled={navigation.state === "submitting"}>
          {t("auth.login.submit")}
        </button>
      </Form>
      <p className="auth__links">
        <LocalLink to="/forgetPassword">{t("auth.login.forgot")}</LocalLink>
      </p>
      <p className="auth__links">
        {t("auth.login.firstTime")} <LocalLink to="/register">{t("auth.login.register")}</LocalLink>
      </p>
    </AuthLayout>
  );
}
