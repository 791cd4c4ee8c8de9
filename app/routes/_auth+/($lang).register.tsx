import { type ActionFunctionArgs, data, type MetaFunction } from "@remix-run/node";
import { useActionData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { intentOf, withFormError } from "~/components/forms/intent.server";
import { LocalLink } from "~/components/LocalLink";
import { localizePath } from "~/i18n/languages";
import { callApi, type Failure } from "~/lib/api.server";
import { invalidReply, redirectWithToast } from "~/lib/form-action.server";
import { readSubmission } from "~/lib/form-submission.server";
import { sectionMeta } from "~/lib/meta";
import { AuthLayout } from "./__auth-layout";
import { registerSchema, sendsCode } from "./auth-schemas.server";
import { RegisterForm } from "./__register-form";

export const handle = { i18n: ["auth"] };

export const meta: MetaFunction = ({ matches }) => sectionMeta(matches, "auth:register");

export { languageOnlyLoader as loader } from "~/lib/form-submission.server";

/**
 * Two buttons in one form: "send verification code" (conform's validate intent on the e-mail)
 * checks only the e-mail and mails a code, "register" submits the application. Either way the
 * visitor's input comes back on the page.
 */
export async function action(args: ActionFunctionArgs) {
  const { request } = args;
  const { language, formData, submission } = await readSubmission(args, registerSchema);

  if (sendsCode(intentOf(submission))) {
    // The reply shows only the e-mail's error: the other fields keep their input without errors.
    if (submission.status !== "success" && submission.error?.email) {
      return data({ result: submission.reply(), sentTo: null }, { status: 400 });
    }
    const email = formData.get("email")?.toString().trim() ?? "";
    const sent = await callApi(args, "/msg/verification/anno/sendEmail", {
      method: "POST",
      data: { email, purpose: "register" },
    });
    if (!sent.ok) {
      const { reply, status } = invalidReply(submission, sent);
      return data({ result: withFormError(reply), sentTo: null }, { status });
    }
    return { result: submission.reply(), sentTo: email };
  }

  const refuse = (failure?: Failure) => {
    const { reply, status } = invalidReply(submission, failure, { 40012: "code" });
    return data({ result: reply, sentTo: null }, { status });
  };
  if (submission.status !== "success") return refuse();
  const result = await callApi(args, "/partner/user/applicant", {
    method: "POST",
    data: submission.value,
  });
  if (!result.ok) return refuse(result);
  return redirectWithToast(request, localizePath("/login", language), "auth:register.success", {
    email: submission.value.email,
  });
}

export default function RegisterPage() {
  const { t } = useTranslation("auth");
  const actionData = useActionData<typeof action>();
  return (
    <AuthLayout title={t("register.title")} intro={t("register.intro")}>
      <RegisterForm lastResult={actionData?.result} sentTo={actionData?.sentTo} />
      <p className="auth__links">
        {t("register.haveAccount")} <LocalLink to="/login">{t("login.submit")}</LocalLink>
      </p>
    </AuthLayout>
  );
}
