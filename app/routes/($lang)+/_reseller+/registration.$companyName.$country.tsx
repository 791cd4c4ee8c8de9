import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { AppForm } from "~/components/forms/app-form";
import { Honeypot, TextAreaField, TextField } from "~/components/forms/fields";
import { DefaultSubmitButton, SubmitButton } from "~/components/forms/submit-button";
import { useServerForm } from "~/components/forms/use-server-form";
import { PageHeader } from "~/components/PageHeader";
import { pageLanguage } from "~/i18n/route-language.server";
import { sectionMeta } from "~/lib/meta";
import type { registerSchema } from "../../_auth+/__auth-schemas.server";
import { EmailCodeFields } from "../../_auth+/__email-code-fields";
import { companyFromPath, countryFromPath } from "./__registration-prefill.server";
import resellerStyles from "./reseller.css";

/**
 * The applicant registration a reseller's QR code opens (spec §3): the registration form of
 * /register, the same action (verification code, "… cannot be empty", the 3-minute rule), with the
 * company name and country filled in from the link.
 */
export { action } from "../../_auth+/($lang).register";

export const handle = { i18n: ["auth", "reseller"] };
export const links = () => [{ rel: "stylesheet", href: resellerStyles }];
export const meta: MetaFunction = ({ matches }) =>
  sectionMeta(matches, "reseller:registration", { noindex: true });

export async function loader(args: LoaderFunctionArgs) {
  const language = pageLanguage(args);
  return {
    companyName: companyFromPath(args.params.companyName),
    country: countryFromPath(args.params.country, language.lang),
  };
}

export default function RegistrationPage() {
  const { t } = useTranslation("auth");
  const { t: tr } = useTranslation("reseller");
  const prefill = useLoaderData<typeof loader>();
  const actionData = useActionData<{
    result: Parameters<typeof useServerForm>[0]["lastResult"];
    sentTo: string | null;
  }>();
  const [form, fields] = useServerForm<typeof registerSchema>({
    lastResult: actionData?.result,
    defaultValue: prefill,
  });
  return (
    <article className="page reseller-page">
      <PageHeader title={tr("registration.title")} lead={tr("registration.intro")} />
      <div className="card reseller-form">
        <AppForm form={form}>
          {/* Enter in any field registers (the "send code" button comes first on the page). */}
          <DefaultSubmitButton>{t("register.submit")}</DefaultSubmitButton>
          <Honeypot />
          <EmailCodeFields form={form} fields={fields} sentTo={actionData?.sentTo} />
          <TextField
            field={fields.companyName}
            label={t("register.company")}
            autoComplete="organization"
          />
          <TextField field={fields.name} label={t("register.name")} autoComplete="name" />
          <TextField
            field={fields.country}
            label={t("register.country")}
            autoComplete="country-name"
          />
          <TextAreaField field={fields.description} label={t("register.description")} />
          <SubmitButton>{t("register.submit")}</SubmitButton>
        </AppForm>
      </div>
    </article>
  );
}
