import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import {
  type ActionFunctionArgs,
  data,
  type LoaderFunctionArgs,
  type MetaFunction,
  redirect,
} from "@remix-run/node";
import { Form, useActionData, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { AuthLayout } from "./__auth-layout";
import { FormError, TextField } from "~/components/forms";
import { localizePath } from "~/i18n/languages";
import { routeLanguage } from "~/i18n/route-language.server";
import { callApi, forgetSession } from "~/lib/api.server";
import { failureMessage, failureStatus } from "~/lib/api-errors";
import { requireSession } from "~/lib/auth.server";
import { changePasswordSchema } from "./__auth-schemas";
import { sectionMeta } from "~/lib/meta";
import { destroySession, flashToast, getSession } from "~/lib/session.server";
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
  const submission = parseWithZod(await readForm(request), { schema: changePasswordSchema });
  const hideFields = ["oldPassword", "password", "confirmPassword"];
  if (submission.status !== "success")
    return data(submission.reply({ hideFields }), { status: 400 });
  const result = await callApi(args, "/authority/user/password", {
    method: "POST",
    data: { oldPassword: submission.value.oldPassword, newPassword: submission.value.password },
    session,
  });
  if (!result.ok) {
    const message = failureMessage(result, { 40014: "auth.errors.wrongPassword" });
    return data(
      submission.reply({
        fieldErrors: result.code === 40014 ? { oldPassword: [message] } : {},
        formErrors: result.code === 40014 ? [] : [message],
        hideFields,
      }),
      { status: failureStatus(result) },
    );
  }
  // The backend ended every session of the account: sign in again with the new password.
  forgetSession(args, session.token);
  const headers = new Headers();
  headers.append("Set-Cookie", await destroySession(request, await getSession(request)));
  headers.append("Set-Cookie", await flashToast(request, "auth.change.success"));
  return redirect(localizePath("/login", language), { headers });
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
