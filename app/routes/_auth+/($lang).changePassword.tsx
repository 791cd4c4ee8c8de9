import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useActionData, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { AuthLayout } from "./__auth-layout";
import { FormError, TextField } from "~/components/forms";
import { localizePath } from "~/i18n/languages";
import { routeLanguage } from "~/i18n/route-language.server";
import { callApi, forgetSession } from "~/lib/api.server";
import { requireSession } from "~/lib/auth.server";
import { changePasswordSchema } from "./__auth-schemas";
import { sectionMeta } from "~/lib/meta";
import { destroySession, getSession } from "~/lib/session.server";
import { checkHoneypot, invalid, redirectWithToast } from "~/lib/form-action.server";
import { readForm } from "~/lib/form.server";

export const meta: MetaFunction = ({ matches }) =>
  sectionMeta(matches, "auth.change", { noindex: true });

export async function loader(args: LoaderFunctionArgs) {
  routeLanguage(args.params, args.request);
  await requireSession(args);
  return null;
}

export async function action(args: ActionFunctionArgs) {
  const { params, request } = args;
  const language = routeLanguage(params, request);
  const session = await requireSession(args);
  const formData = await readForm(request);
  checkHoneypot(formData);
  const submission = parseWithZod(formData, { schema: changePasswordSchema });
  const options = {
    hideFields: ["oldPassword", "password", "confirmPassword"],
    overrides: { 40014: "auth.errors.wrongPassword" },
  };
  if (submission.status !== "success") return invalid(submission, undefined, {}, options);
  const result = await callApi(args, "/authority/user/password", {
    method: "POST",
    data: { oldPassword: submission.value.oldPassword, newPassword: submission.value.password },
    session,
  });
  if (!result.ok) return invalid(submission, result, { 40014: "oldPassword" }, options);
  // The backend ended every session of the account: sign in again with the new password.
  forgetSession(args, session.token);
  return redirectWithToast(
    request,
    localizePath("/login", language),
    "auth.change.success",
    undefined,
    {
      headers: { "Set-Cookie": await destroySession(request, await getSession(request)) },
    },
  );
}

export default function ChangePasswordPage() {
  const { t } = useTranslation();
  const lastResult = useActionData<typeof action>();
  const navigation = useNavigation();
  const [form, fields] = useForm({
    lastResult,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: changePasswordSchema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  return (
    <AuthLayout title={t("auth.change.title")}>
      <Form method="post" className="form" {...getFormProps(form)}>
        <FormError errors={form.errors} id={form.errorId} />
        <TextField
          field={fields.oldPassword}
          label={t("auth.change.oldPassword")}
          type="password"
          autoComplete="current-password"
        />
        <TextField
          field={fields.password}
          label={t("auth.reset.newPassword")}
          type="password"
          autoComplete="new-password"
        />
        <TextField
          field={fields.confirmPassword}
          label={t("auth.reset.confirmPassword")}
          type="password"
          autoComplete="new-password"
        />
        <button type="submit" className="button" disabled={navigation.state === "submitting"}>
          {t("auth.change.submit")}
        </button>
      </Form>
    </AuthLayout>
  );
}
