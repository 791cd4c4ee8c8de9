import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useActionData, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { AuthLayout } from "./__auth-layout";
import { FormError, Honeypot, TextField } from "~/components/forms";
import { LocalLink } from "~/components/LocalLink";
import { localizePath } from "~/i18n/languages";
import { routeLanguage } from "~/i18n/route-language.server";
import { callApi } from "~/lib/api.server";
import { forgotSchema } from "./__auth-schemas";
import { sectionMeta } from "~/lib/meta";
import { checkHoneypot, invalid, redirectWithToast } from "~/lib/form-action.server";
import { readForm } from "~/lib/form.server";

export const meta: MetaFunction = ({ matches }) => sectionMeta(matches, "auth.forgot");

export async function loader({ params, request }: LoaderFunctionArgs) {
  routeLanguage(params, request);
  return null;
}

export async function action(args: ActionFunctionArgs) {
  const { params, request } = args;
  const language = routeLanguage(params, request);
  const formData = await readForm(request);
  checkHoneypot(formData);
  const submission = parseWithZod(formData, { schema: forgotSchema });
  if (submission.status !== "success") return invalid(submission);
  const result = await callApi(args, "/authority/user/forgotpwd", {
    method: "POST",
    data: submission.value,
  });
  if (!result.ok) return invalid(submission, result);
  return redirectWithToast(request, localizePath("/forgetPassword", language), "auth.forgot.sent", {
    email: submission.value.email,
  });
}

export default function ForgotPasswordPage() {
  const { t } = useTranslation();
  const lastResult = useActionData<typeof action>();
  const navigation = useNavigation();
  const [form, fields] = useForm({
    lastResult,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: forgotSchema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  return (
    <AuthLayout title={t("auth.forgot.title")} intro={t("auth.forgot.intro")}>
      <Form method="post" className="form" {...getFormProps(form)}>
        <FormError errors={form.errors} id={form.errorId} />
        <Honeypot />
        <TextField
          field={fields.email}
          label={t("auth.email")}
          type="email"
          autoComplete="email"
          dir="ltr"
        />
        <button type="submit" className="button" disabled={navigation.state === "submitting"}>
          {t("auth.forgot.submit")}
        </button>
      </Form>
      <p className="auth__links">
        <LocalLink to="/login">{t("auth.forgot.back")}</LocalLink>
      </p>
    </AuthLayout>
  );
}
