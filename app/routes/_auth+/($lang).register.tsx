import { getFormProps, type SubmissionResult, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import {
  type ActionFunctionArgs,
  data,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { Form, useActionData, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { AuthLayout } from "./__auth-layout";
import { FormError, Honeypot, TextAreaField, TextField } from "~/components/forms";
import { LocalLink } from "~/components/LocalLink";
import { localizePath } from "~/i18n/languages";
import { routeLanguage } from "~/i18n/route-language.server";
import { callApi, type Failure } from "~/lib/api.server";
import { failureMessage, failureStatus } from "~/lib/api-errors";
import { registerSchema, sendCodeSchema } from "./__auth-schemas";
import { sectionMeta } from "~/lib/meta";
import { checkHoneypot, invalidReply, redirectWithToast } from "~/lib/form-action.server";
import { readForm } from "~/lib/form.server";

export const meta: MetaFunction = ({ matches }) => sectionMeta(matches, "auth.register");

export async function loader({ params, request }: LoaderFunctionArgs) {
  routeLanguage(params, request);
  return null;
}

/**
 * Two buttons in one form: "send-code" checks only the e-mail and mails a verification code,
 * "register" submits the application. Either way the visitor's input comes back on the page.
 */
export async function action(args: ActionFunctionArgs) {
  const { params, request } = args;
  const language = routeLanguage(params, request);
  const formData = await readForm(request);
  checkHoneypot(formData);
  const intent = formData.get("intent") === "send-code" ? "send-code" : "register";

  if (intent === "send-code") {
    const check = parseWithZod(formData, { schema: sendCodeSchema });
    const full = parseWithZod(formData, { schema: registerSchema });
    // Only the e-mail is checked at this step: the other fields keep their input without errors.
    const keepInput = (error?: Record<string, string[]>) => ({
      initialValue: full.reply().initialValue,
      status: error ? ("error" as const) : undefined,
      error,
    });
    if (check.status !== "success") {
      return data(
        { result: keepInput({ email: check.error?.email ?? [] }), sentTo: null },
        { status: 400 },
      );
    }
    const sent = await callApi(args, "/msg/verification/anno/sendEmail", {
      method: "POST",
      data: { email: check.value.email, purpose: "register" },
    });
    if (!sent.ok) {
      return data(
        { result: keepInput({ "": [failureMessage(sent)] }), sentTo: null },
        { status: failureStatus(sent) },
      );
    }
    return { result: keepInput(), sentTo: check.value.email };
  }

  const submission = parseWithZod(formData, { schema: registerSchema });
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
  return redirectWithToast(request, localizePath("/login", language), "auth.register.success", {
    email: submission.value.email,
  });
}

export default function RegisterPage() {
  const { t } = useTranslation();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const [form, fields] = useForm<z.input<typeof registerSchema>>({
    lastResult: actionData?.result as SubmissionResult<string[]> | undefined,
    // Sending the code needs only the e-mail; registering needs every field.
    onValidate: ({ formData }) =>
      parseWithZod(formData, {
        schema: (formData.get("intent") === "send-code"
          ? sendCodeSchema
          : registerSchema) as typeof registerSchema,
      }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  const busy = navigation.state === "submitting";
  return (
    <AuthLayout title={t("auth.register.title")} intro={t("auth.register.intro")}>
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
        <button
          type="submit"
          name="intent"
          value="send-code"
          className="button button--ghost"
          formNoValidate
          disabled={busy}
        >
          {t("auth.register.sendCode")}
        </button>
        {actionData?.sentTo ? (
          <p className="notice" role="status">
            {t("auth.register.codeSent", { email: actionData.sentTo })}
          </p>
        ) : null}
        <TextField
          field={fields.code}
          label={t("auth.register.code")}
          autoComplete="one-time-code"
          dir="ltr"
        />
        <TextField
          field={fields.companyName}
          label={t("auth.register.company")}
          autoComplete="organization"
        />
        <TextField field={fields.name} label={t("auth.register.name")} autoComplete="name" />
        <TextField
          field={fields.country}
          label={t("auth.register.country")}
          autoComplete="country-name"
        />
        <TextAreaField field={fields.description} label={t("auth.register.description")} />
        <button type="submit" name="intent" value="register" className="button" disabled={busy}>
          {t("auth.register.submit")}
        </button>
      </Form>
      <p className="auth__links">
        {t("auth.register.haveAccount")} <LocalLink to="/login">{t("auth.login.submit")}</LocalLink>
      </p>
    </AuthLayout>
  );
}
