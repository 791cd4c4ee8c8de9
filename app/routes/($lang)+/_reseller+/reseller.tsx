import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData, useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import {
  AppForm,
  Fieldset,
  SelectField,
  TextField,
  SpamGuard,
  FileField,
} from "~/components/forms/fields";
import { RadioGroupField } from "~/components/forms/choice-fields";
import { SubmitButton } from "~/components/forms/submit-button";
import { EmailField, PhoneField } from "~/components/forms/contact-fields";
import { useServerForm } from "~/components/forms/use-server-form";
import { PageHeader } from "~/components/PageHeader";
import { pageLanguage } from "~/i18n/route-language.server";
import { countryOptions } from "~/lib/country-options.server";
import { choices } from "~/lib/choices";
import { sectionMeta } from "~/lib/meta";
import { withFormToken } from "~/lib/spam-guard.server";
import { AREAS, YES_NO } from "#shared/contact-fields";
import { APPLICATION_FILES, PARTNER_TYPES } from "#shared/partner-application";
import { resellerAction } from "./reseller-action.server";
import type { resellerSchema } from "./reseller-schema.server";
import resellerStyles from "./reseller.css";

export const handle = { i18n: ["reseller", "contact", "partners"] };
export const links = () => [{ rel: "stylesheet", href: resellerStyles }];
export const meta: MetaFunction = ({ matches }) => sectionMeta(matches, "reseller:apply");

/** A single file input's metadata as the kit's FileField takes it (one file or several). */
const asFileField = (field: unknown) => field as Parameters<typeof FileField>[0]["field"];

export async function loader(args: LoaderFunctionArgs) {
  const language = pageLanguage(args);
  return withFormToken({ countries: countryOptions(language.lang) });
}

export const action = (args: ActionFunctionArgs) => resellerAction(args);

/** Become a partner (spec §3 partner application): every field, with the three uploads. */
export default function ResellerPage() {
  // A new form after each navigation: the redirect after a success empties it.
  return <ResellerForm key={useLocation().key} />;
}

function ResellerForm() {
  const { countries, formToken } = useLoaderData<typeof loader>();
  const { t } = useTranslation("reseller");
  const { t: tc } = useTranslation("contact");
  const { t: tp } = useTranslation("partners");
  const lastResult = useActionData<typeof action>();
  const [form, fields] = useServerForm<typeof resellerSchema>({ lastResult });
  const choose = tc("choose");
  const refused = lastResult && lastResult.status === "error";
  return (
    <article className="page reseller-page">
      <PageHeader title={t("apply.title")} lead={t("apply.intro")} />
      <div className="card reseller-form">
        <AppForm form={form} multipart>
          <SpamGuard token={formToken} />
          <p className="reseller-form__note">{t("requiredNote")}</p>
          <Fieldset legend={t("sections.company")}>
            <div className="reseller-form__grid">
              <TextField
                field={fields.companyName}
                label={t("fields.companyName")}
                autoComplete="organization"
              />
              <TextField
                field={fields.siteUrl}
                type="text"
                dir="ltr"
                label={t("fields.siteUrl")}
                description={t("fields.siteUrlHint")}
                autoComplete="url"
              />
              <SelectField
                field={fields.region}
                label={t("fields.region")}
                options={choices(AREAS, (v) => tc(`areas.${v}`))}
                placeholder={choose}
              />
              <SelectField
                field={fields.country}
                label={t("fields.country")}
                options={countries}
                placeholder={choose}
              />
              <SelectField
                field={fields.partnerType}
                label={t("fields.partnerType")}
                options={choices(PARTNER_TYPES, (v) => tp(`types.${v}`))}
                placeholder={choose}
              />
              <TextField field={fields.distributor} label={t("fields.distributor")} />
            </div>
            <TextField
              field={fields.address}
              label={t("fields.address")}
              autoComplete="street-address"
            />
          </Fieldset>
          <Fieldset legend={t("sections.contacts")}>
            <div className="reseller-form__grid">
              <EmailField
                field={fields.accountEmail}
                label={t("fields.accountEmail")}
                autoComplete="email"
              />
              <EmailField field={fields.contactEmail} label={t("fields.contactEmail")} />
              <EmailField field={fields.preSalesEmail} label={t("fields.preSalesEmail")} />
              <EmailField field={fields.postSalesEmail} label={t("fields.postSalesEmail")} />
              <EmailField field={fields.marketingEmail} label={t("fields.marketingEmail")} />
              <PhoneField field={fields.phone} label={t("fields.phone")} />
            </div>
          </Fieldset>
          <Fieldset legend={t("sections.documents")} description={t("filesNote")}>
            {refused ? (
              <p className="notice reseller-form__again" role="status">
                {t("chooseAgain")}
              </p>
            ) : null}
            <FileField
              field={asFileField(fields.logo)}
              label={t("fields.logo")}
              accept={APPLICATION_FILES.logo.accept}
              sizeHint={t("fields.logoHint")}
            />
            <FileField
              field={asFileField(fields.agreement)}
              label={t("fields.agreement")}
              accept={APPLICATION_FILES.agreement.accept}
              sizeHint={t("fields.documentHint")}
            />
            <FileField
              field={asFileField(fields.license)}
              label={t("fields.license")}
              accept={APPLICATION_FILES.license.accept}
              sizeHint={t("fields.documentHint")}
            />
          </Fieldset>
          <RadioGroupField
            field={fields.listed}
            label={t("fields.listed")}
            options={choices(YES_NO, (v) => tc(`yesNo.${v}`))}
          />
          <SubmitButton>{t("submit")}</SubmitButton>
        </AppForm>
      </div>
    </article>
  );
}
