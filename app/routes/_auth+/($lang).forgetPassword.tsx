import type { ActionFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { AppForm, Honeypot } from "~/components/forms/fields";
import { SubmitButton } from "~/components/forms/submit-button";
import { useServerForm } from "~/components/forms/use-server-form";
import { LocalLink } from "~/components/LocalLink";
import { localizePath } from "~/i18n/languages";
import { callApi } from "~/lib/api.server";
import { invalid, redirectWithToast } from "~/lib/form-action.server";
import { readSubmission } from "~/lib/form-submission.server";
import { sectionMeta } from "~/lib/meta";
import { AuthLayout } from "./__auth-layout";
import { forgotSchema } from "./auth-schemas.server";
import { EmailField } from "./__email-code-fields";

export const handle = { i18n: ["auth"] };

export const meta: MetaFunction = ({ matches }) => sectionMeta(matches, "auth:forgot");

export { languageOnlyLoader as loader } from "~/lib/form-submission.server";

export async function action(args: ActionFunctionArgs) {
  const { request } = args;
  const { language, submission } = await readSubmission(args, forgotSchema);
  if (submission.status !== "success") return invalid(submission);
  const result = await callApi(args, "/authority/user/forgotpwd", {
    method: "POST",
    data: submission.value,
  });
  if (!result.ok) return invalid(submission, result);
  return redirectWithToast(request, localizePath("/forgetPassword", language), "auth:forgot.sent", {
    email: submission.value.email,
  });
}

export default function ForgotPasswordPage() {
  const { t } = useTranslation("auth");
  const [form, fields] = useServerForm<typeof forgotSchema>({
    lastResult: useActionData<typeof action>(),
  });
  return (
    <AuthLayout title={t("forgot.title")} intro={t("forgot.intro")}>
      <AppForm form={form}>
        <Honeypot />
        <EmailField field={fields.email} />
        <SubmitButton>{t("forgot.submit")}</SubmitButton>
      </AppForm>
      <p className="auth__links">
        <LocalLink to="/login">{t("forgot.back")}</LocalLink>
      </p>
    </AuthLayout>
  );
}
