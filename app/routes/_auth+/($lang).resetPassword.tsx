import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { AppForm } from "~/components/forms/fields";
import { SubmitButton } from "~/components/forms/submit-button";
import { useServerForm } from "~/components/forms/use-server-form";
import { localizePath } from "~/i18n/languages";
import { pageLanguage } from "~/i18n/route-language.server";
import { callApi } from "~/lib/api.server";
import { invalid, redirectWithToast } from "~/lib/form-action.server";
import { readSubmission } from "~/lib/form-submission.server";
import { sectionMeta } from "~/lib/meta";
import { AuthLayout } from "./__auth-layout";
import { resetSchema } from "./auth-schemas.server";
import { NewPasswordFields } from "./__password-fields";

export const handle = { i18n: ["auth"] };

export const meta: MetaFunction = ({ matches }) =>
  sectionMeta(matches, "auth:reset", { noindex: true });

export async function loader({ params, request, context }: LoaderFunctionArgs) {
  pageLanguage({ params, request, context });
  return { token: new URL(request.url).searchParams.get("token") ?? "" };
}

export async function action(args: ActionFunctionArgs) {
  const { request } = args;
  const { language, submission } = await readSubmission(args, resetSchema);
  if (submission.status !== "success") return invalid(submission);
  const result = await callApi(args, "/authority/user/resetpwd", {
    method: "POST",
    data: { token: submission.value.token, password: submission.value.password },
  });
  if (!result.ok) return invalid(submission, result);
  return redirectWithToast(request, localizePath("/login", language), "auth:reset.success");
}

export default function ResetPasswordPage() {
  const { t } = useTranslation("auth");
  const { token } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const [form, fields] = useServerForm<typeof resetSchema>({ lastResult });
  return (
    <AuthLayout title={t("reset.title")} intro={t("reset.intro")}>
      <AppForm form={form}>
        <input type="hidden" name="token" value={token} />
        <NewPasswordFields fields={fields} retype={lastResult !== undefined} />
        <SubmitButton>{t("reset.submit")}</SubmitButton>
      </AppForm>
    </AuthLayout>
  );
}
