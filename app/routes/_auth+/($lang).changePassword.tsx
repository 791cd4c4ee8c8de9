import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { AppForm } from "~/components/forms/fields";
import { parseForm } from "~/components/forms/parse.server";
import { SubmitButton } from "~/components/forms/submit-button";
import { useServerForm } from "~/components/forms/use-server-form";
import { localizePath } from "~/i18n/languages";
import { pageLanguage } from "~/i18n/route-language.server";
import { callApi, forgetSession } from "~/lib/api.server";
import { requireSession } from "~/lib/auth.server";
import { checkHoneypot, invalid, redirectWithToast } from "~/lib/form-action.server";
import { readForm } from "~/lib/form.server";
import { sectionMeta } from "~/lib/meta";
import { destroySession, getSession } from "~/lib/session.server";
import { AuthLayout } from "./__auth-layout";
import { changePasswordSchema } from "./auth-schemas.server";
import { NewPasswordFields, PasswordField } from "./__password-fields";

export const handle = { i18n: ["auth"] };

export const meta: MetaFunction = ({ matches }) =>
  sectionMeta(matches, "auth:change", { noindex: true });

export async function loader(args: LoaderFunctionArgs) {
  pageLanguage(args);
  await requireSession(args);
  return null;
}

export async function action(args: ActionFunctionArgs) {
  const { request } = args;
  const language = pageLanguage(args);
  const session = await requireSession(args);
  const formData = await readForm(request);
  checkHoneypot(formData);
  const submission = parseForm(formData, changePasswordSchema);
  const options = { overrides: { 40014: "form.errors.wrongPassword" } };
  if (submission.status !== "success") return invalid(submission, undefined, {}, options);
  const result = await callApi(args, "/authority/user/password", {
    method: "POST",
    data: { oldPassword: submission.value.oldPassword, newPassword: submission.value.password },
    session,
  });
  if (!result.ok) return invalid(submission, result, { 40014: "oldPassword" }, options);
  // The backend ended every session of the account: sign in again with the new password, then
  // back to the personal center.
  forgetSession(args, session.token);
  const back = encodeURIComponent(localizePath("/personal-center", language));
  return redirectWithToast(
    request,
    `${localizePath("/login", language)}?redirectTo=${back}`,
    "auth:change.success",
    undefined,
    {
      headers: { "Set-Cookie": await destroySession(request, await getSession(request)) },
    },
  );
}

export default function ChangePasswordPage() {
  const { t } = useTranslation("auth");
  const lastResult = useActionData<typeof action>();
  const [form, fields] = useServerForm<typeof changePasswordSchema>({ lastResult });
  const retype = lastResult !== undefined;
  return (
    <AuthLayout title={t("change.title")}>
      <AppForm form={form}>
        <PasswordField
          field={fields.oldPassword}
          label={t("change.oldPassword")}
          autoComplete="current-password"
          retype={retype}
        />
        <NewPasswordFields fields={fields} retype={retype} />
        <SubmitButton>{t("change.submit")}</SubmitButton>
      </AppForm>
    </AuthLayout>
  );
}
