import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { pageLanguage } from "~/i18n/route-language.server";
import { sectionMeta } from "~/lib/meta";
import type { action } from "./($lang).register";
import { AuthLayout } from "./__auth-layout";
import { companyFromPath, countryFromPath } from "./registration-prefill.server";
import { RegisterForm } from "./__register-form";

/**
 * The applicant registration a reseller's QR code opens (spec §3, outside the site layout): the
 * form and action of /register (verification code, "… cannot be empty", the 3-minute rule), with
 * the company name and country filled in from the link; what cannot be read is left empty.
 */
export { action } from "./($lang).register";

export const handle = { i18n: ["auth", "reseller"] };
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
  const { t } = useTranslation("reseller");
  const prefill = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <AuthLayout title={t("registration.title")} intro={t("registration.intro")}>
      <RegisterForm
        lastResult={actionData?.result}
        sentTo={actionData?.sentTo}
        defaultValue={prefill}
      />
    </AuthLayout>
  );
}
