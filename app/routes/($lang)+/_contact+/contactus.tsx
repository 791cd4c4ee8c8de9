import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData, useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import {
  AppForm,
  SelectField,
  TextAreaField,
  TextField,
  SpamGuard,
} from "~/components/forms/fields";
import { CheckboxGroupField, RadioGroupField } from "~/components/forms/choice-fields";
import { SubmitButton } from "~/components/forms/submit-button";
import { EmailField, PhoneField } from "~/components/forms/contact-fields";
import { useServerForm } from "~/components/forms/use-server-form";
import { PageHeader } from "~/components/PageHeader";
import { pageLanguage } from "~/i18n/route-language.server";
import { choices } from "~/lib/choices";
import { sectionMeta } from "~/lib/meta";
import { withFormToken } from "~/lib/spam-guard.server";
import { AREAS, BUDGETS, CONTACT_LIMITS, INDUSTRIES, YES_NO } from "#shared/contact-fields";
import { contactAction } from "./contact-action.server";
import { pricingChoices } from "./contact-options.server";
import { pricingSchema } from "./contact-schemas.server";
import { PrivacyField } from "./__privacy-field";
import contactStyles from "./contact.css";

export const handle = { i18n: ["contact"] };
export const links = () => [{ rel: "stylesheet", href: contactStyles }];
export const meta: MetaFunction = ({ matches }) => sectionMeta(matches, "contact:pricing");

export async function loader(args: LoaderFunctionArgs) {
  pageLanguage(args);
  return withFormToken(await pricingChoices(args));
}

export const action = (args: ActionFunctionArgs) =>
  contactAction(args, { schema: pricingSchema, endpoint: "/contact/pricing", page: "/contactus" });

/** The pricing and information form (spec §3 "contact form"): every field, checked by the server. */
export default function PricingPage() {
  // A new form after each navigation: the redirect after a success empties it.
  return <PricingForm key={useLocation().key} />;
}

function PricingForm() {
  const { countries, products, languages, formToken } = useLoaderData<typeof loader>();
  const { t } = useTranslation("contact");
  const [form, fields] = useServerForm<typeof pricingSchema>({
    lastResult: useActionData<typeof action>(),
  });
  const choose = t("choose");
  return (
    <article className="page contact-form-page">
      <PageHeader title={t("pricing.title")} lead={t("pricing.intro")} />
      <div className="card contact-form">
        <AppForm form={form}>
          <SpamGuard token={formToken} />
          <p className="contact-form__note">{t("requiredNote")}</p>
          <div className="contact-form__grid">
            <TextField
              field={fields.firstName}
              label={t("fields.firstName")}
              autoComplete="given-name"
            />
            <TextField
              field={fields.lastName}
              label={t("fields.lastName")}
              autoComplete="family-name"
            />
            <EmailField field={fields.email} label={t("fields.email")} autoComplete="email" />
            <PhoneField field={fields.telephone} label={t("fields.telephone")} />
            <SelectField
              field={fields.area}
              label={t("fields.area")}
              options={choices(AREAS, (v) => t(`areas.${v}`))}
              placeholder={choose}
            />
            <SelectField
              field={fields.country}
              label={t("fields.country")}
              options={countries}
              placeholder={choose}
            />
            <TextField
              field={fields.company}
              label={t("fields.company")}
              autoComplete="organization"
            />
            <TextField
              field={fields.jobTitle}
              label={t("fields.jobTitle")}
              autoComplete="organization-title"
            />
            <SelectField
              field={fields.industry}
              label={t("fields.industry")}
              options={choices(INDUSTRIES, (v) => t(`industries.${v}`))}
              placeholder={choose}
            />
            <SelectField
              field={fields.preferredLanguage}
              label={t("fields.preferredLanguage")}
              options={languages}
              placeholder={choose}
            />
            <RadioGroupField
              field={fields.partner}
              label={t("fields.partner")}
              options={choices(YES_NO, (v) => t(`yesNo.${v}`))}
            />
            <TextField
              field={fields.partnerName}
              label={t("fields.partnerName")}
              description={t("fields.partnerNameHint")}
            />
            <SelectField
              field={fields.budget}
              label={t("fields.budget")}
              options={choices(BUDGETS, (v) => t(`budgets.${v}`))}
              placeholder={choose}
            />
          </div>
          {products.length > 0 ? (
            <CheckboxGroupField
              field={fields.products}
              label={t("fields.products")}
              options={products}
            />
          ) : null}
          <TextAreaField
            field={fields.description}
            label={t("fields.description")}
            description={t("fields.maxLength", { count: CONTACT_LIMITS.description })}
            rows={5}
          />
          <RadioGroupField
            field={fields.marketing}
            label={t("fields.marketing")}
            options={choices(YES_NO, (v) => t(`yesNo.${v}`))}
          />
          <PrivacyField field={fields.privacy} />
          <SubmitButton>{t("submit")}</SubmitButton>
        </AppForm>
      </div>
    </article>
  );
}
