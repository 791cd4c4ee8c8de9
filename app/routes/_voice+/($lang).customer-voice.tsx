import type {
  ActionFunctionArgs,
  LinksFunction,
  LoaderFunctionArgs,
  MetaFunction,
} from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import {
  AppForm,
  SelectField,
  TextAreaField,
  TextField,
  SpamGuard,
} from "~/components/forms/fields";
import { RadioGroupField } from "~/components/forms/choice-fields";
import { SubmitButton } from "~/components/forms/submit-button";
import { useServerForm } from "~/components/forms/use-server-form";
import { LocalLink } from "~/components/LocalLink";
import { localizePath } from "~/i18n/languages";
import { pageLanguage } from "~/i18n/route-language.server";
import { callApi } from "~/lib/api.server";
import { requireOk } from "~/lib/failure.server";
import { invalid, redirectWithToast } from "~/lib/form-action.server";
import { readSubmission } from "~/lib/form-submission.server";
import { sectionMeta } from "~/lib/meta";
import { refuseSpam, withFormToken } from "~/lib/spam-guard.server";
import { StarRating } from "./__voice-stars";
import { VoiceLayout } from "./__voice-layout";
import { feedbackPayload, MESSAGE_MAX, voiceSchema } from "./voice-schema.server";
import voiceStyles from "./__voice.css";

export const handle = { i18n: ["feedback"] };
export const links: LinksFunction = () => [{ rel: "stylesheet", href: voiceStyles }];
export const meta: MetaFunction = ({ matches }) => sectionMeta(matches, "feedback:voice");

interface ProductChoice {
  id: string;
  model: string;
  name: string;
}

export async function loader(args: LoaderFunctionArgs) {
  pageLanguage(args);
  const sent = new URL(args.request.url).searchParams.get("sent") === "1";
  // The thank-you state needs no product list.
  const products = sent
    ? []
    : await requireOk(args.request, await callApi<ProductChoice[]>(args, "/feedback/products"));
  return withFormToken({ sent, products });
}

export async function action(args: ActionFunctionArgs) {
  const { request } = args;
  const { language, formData, submission } = await readSubmission(args, voiceSchema);
  const refused = refuseSpam(formData, submission);
  if (refused) return refused;
  if (submission.status !== "success") return invalid(submission);
  const result = await callApi(args, "/feedback", {
    method: "POST",
    data: feedbackPayload(submission.value),
  });
  if (!result.ok)
    return invalid(
      submission,
      result,
      { 40010: "productId" },
      {
        overrides: { 40013: "feedback:errors.tooMany", 40010: "feedback:errors.productUnknown" },
      },
    );
  return redirectWithToast(
    request,
    `${localizePath("/customer-voice", language)}?sent=1`,
    "feedback:voice.sent",
  );
}

export default function CustomerVoicePage() {
  const { t } = useTranslation("feedback");
  const { sent, products, formToken } = useLoaderData<typeof loader>();
  const [form, fields] = useServerForm<typeof voiceSchema>({
    lastResult: useActionData<typeof action>(),
  });
  if (sent)
    return (
      <VoiceLayout title={t("voice.thanksTitle")}>
        <div className="voice__thanks">
          <p>{t("voice.thanksText")}</p>
          <p className="hero__actions">
            <LocalLink className="button" to="/customer-voice">
              {t("voice.sendMore")}
            </LocalLink>
            <LocalLink className="button button--ghost" to="/home">
              {t("voice.backHome")}
            </LocalLink>
          </p>
        </div>
      </VoiceLayout>
    );
  return (
    <VoiceLayout title={t("voice.title")} intro={t("voice.intro")}>
      <AppForm form={form}>
        <SpamGuard token={formToken} />
        <StarRating field={fields.rating} label={t("voice.rating")} />
        <SelectField
          field={fields.productId}
          label={t("voice.product")}
          placeholder={t("voice.productGeneral")}
          options={products.map((p) => ({ value: p.id, label: `${p.model} · ${p.name}` }))}
        />
        <TextAreaField
          field={fields.message}
          label={t("voice.message")}
          description={t("voice.messageHint", { max: MESSAGE_MAX })}
          rows={6}
        />
        <RadioGroupField
          field={fields.contactConsent}
          label={t("voice.consent")}
          options={[
            { value: "yes", label: t("voice.consentYes") },
            { value: "no", label: t("voice.consentNo") },
          ]}
        />
        <TextField
          field={fields.name}
          label={t("voice.name")}
          description={t("voice.contactHint")}
          autoComplete="name"
        />
        <TextField
          field={fields.email}
          label={t("voice.email")}
          description={t("voice.contactHint")}
          type="email"
          autoComplete="email"
          dir="ltr"
        />
        <SubmitButton>{t("voice.submit")}</SubmitButton>
      </AppForm>
    </VoiceLayout>
  );
}
