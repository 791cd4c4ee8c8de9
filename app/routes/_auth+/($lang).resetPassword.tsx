import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { AuthLayout } from "./__auth-layout";
import { FormError, TextField } from "~/components/forms";
import { localizePath } from "~/i18n/languages";
import { routeLanguage } from "~/i18n/route-language.server";
import { callApi } from "~/lib/api.server";
import { resetSchema } from "./__auth-schemas";
import { sectionMeta } from "~/lib/meta";
import { checkHoneypot, invalid, redirectWithToast } from "~/lib/form-action.server";
import { readForm } from "~/lib/form.server";

export const meta: MetaFunction = ({ matches }) =>
  sectionMeta(matches, "auth.reset", { noindex: true });

export async function loader({ params, request }: LoaderFunctionArgs) {
  routeLanguage(params, request);
  return { token: new URL(request.url).searchParams.get("token") ?? "" };
}

export async function action(args: ActionFunctionArgs) {
  const { params, request } = args;
  const language = routeLanguage(params, request);
  const formData = await readForm(request);
  checkHoneypot(formData);
  const submission = parseWithZod(formData, { schema: resetSchema });
  const hideFields = ["password", "confirmPassword"];
  if (submission.status !== "success") return invalid(submission, undefined, {}, { hideFields });
  const result = await callApi(args, "/authority/user/resetpwd", {
    method: "POST",
    data: { token: submission.value.token, password: submission.value.password },
  });
  if (!result.ok) return invalid(submission, result, {}, { hideFields });
  return redirectWithToast(request, localizePath("/login", language), "auth.reset.success");
}

export default function ResetPasswordPage() {
  const { t } = useTranslation();
  const { token } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const navigation = useNavigation();
  const [form, fields] = useForm({
    lastResult,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: resetSchema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  return (
    <AuthLayout title={t("auth.reset.title")} intro={t("auth.reset.intro")}>
      <Form method="post" className="form" {...getFormProps(form)}>
        <FormError errors={form.errors} id={form.errorId} />
        <input type="hidden" name="token" value={token} />
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
          {t("auth.reset.submit")}
        </button>
      </Form>
    </AuthLayout>
  );
}
