import type { FieldMetadata } from "@conform-to/react";
import type {
  ActionFunctionArgs,
  LinksFunction,
  LoaderFunctionArgs,
  MetaFunction,
} from "@remix-run/node";
import { data } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import {
  Agenda,
  EventFacts,
  eventDetailStyles,
  ProductsOnShow,
} from "~/components/events/event-detail";
import {
  AppForm,
  CheckboxField,
  FieldShell,
  Honeypot,
  SelectField,
  TextAreaField,
  TextField,
} from "~/components/forms/fields";
import { parseForm } from "~/components/forms/parse.server";
import { getInputProps } from "~/components/forms/props";
import { SubmitButton } from "~/components/forms/submit-button";
import { useServerForm } from "~/components/forms/use-server-form";
import { PageHeader } from "~/components/PageHeader";
import { LANGUAGES, localizePath } from "~/i18n/languages";
import { pageLanguage } from "~/i18n/route-language.server";
import { callApi, type Failure } from "~/lib/api.server";
import { CONTENT_ROLES } from "#shared/roles";
import { requireAnyRole } from "~/lib/auth.server";
import { eventWhen } from "~/lib/event-when";
import { type EventDetail, EVENT_KINDS, EVENT_REGIONS } from "~/lib/events";
import { requireOk } from "~/lib/failure.server";
import { checkHoneypot, invalidReply, redirectWithToast } from "~/lib/form-action.server";
import { readForm } from "~/lib/form.server";
import { sectionMeta } from "~/lib/meta";
import {
  type EventFormSchema,
  type EventFormValues,
  eventFormSchema,
  eventInput,
  formValues,
  NEW_EVENT_VALUES,
} from "./events-form.server";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: eventDetailStyles }];

export const handle = { i18n: ["events"] };

export const meta: MetaFunction = ({ matches }) =>
  sectionMeta(matches, "events:admin", { noindex: true, description: "lead" });

const NEW = "new";

export async function loader(args: LoaderFunctionArgs) {
  pageLanguage(args);
  const session = await requireAnyRole(args, CONTENT_ROLES);
  const id = args.params.id ?? "";
  if (id === NEW) return { create: true, values: NEW_EVENT_VALUES };
  const event = await requireOk(
    args.request,
    await callApi<EventFormValues>(args, `/admin/events/${encodeURIComponent(id)}`, { session }),
  );
  return { create: false, values: formValues(event) };
}

/**
 * The form kit's action (decision 0006): "Preview" shows the page as visitors would see it; "Save"
 * stores it and clears the page caches, then back to the list. The backend checks every value; its
 * refusal is the form's error, the input kept.
 */
export async function action(args: ActionFunctionArgs) {
  const language = pageLanguage(args);
  const session = await requireAnyRole(args, CONTENT_ROLES);
  const form = await readForm(args.request);
  checkHoneypot(form);
  const submission = parseForm(form, eventFormSchema);
  const refused = (failure?: Failure) => {
    const { reply, status } = invalidReply(submission, failure);
    return data({ result: reply, preview: null, when: "" }, { status });
  };
  if (submission.status !== "success") return refused();
  const id = args.params.id ?? "";
  const create = id === NEW;
  const input = eventInput(form);
  if (!create) input.id = id;
  if (form.get("intent") === "preview") {
    const result = await callApi<EventDetail>(args, "/admin/events/preview", {
      method: "POST",
      data: input,
      session,
    });
    if (!result.ok) return refused(result);
    return {
      result: submission.reply(),
      preview: result.data,
      when: eventWhen(language.lang, result.data),
    };
  }
  const result = await callApi(
    args,
    create ? "/admin/events" : `/admin/events/${encodeURIComponent(id)}`,
    { method: create ? "POST" : "PUT", data: input, session },
  );
  if (!result.ok) return refused(result);
  return redirectWithToast(
    args.request,
    localizePath("/admin/events", language),
    "events:admin.saved",
  );
}

/** A text field of a type the kit's TextField has not (`time`). */
function TypedField({
  field,
  label,
  type,
}: {
  field: FieldMetadata<string | undefined>;
  label: string;
  type: string;
}) {
  return (
    <FieldShell
      field={field as FieldMetadata<unknown>}
      label={label}
      control={(describedBy) => (
        <input {...getInputProps(field, { type, ariaDescribedBy: describedBy })} key={field.key} />
      )}
    />
  );
}

export default function AdminEventEdit() {
  const { t } = useTranslation("events");
  const loaded = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const [form, fields] = useServerForm<EventFormSchema>({
    lastResult: answer?.result,
    defaultValue: loaded.values,
  });
  const texts = (code: string) => {
    const name = LANGUAGES.find((l) => l.code === code);
    const dir = name?.dir === "rtl" ? "rtl" : undefined;
    const field = (of: "title" | "summary" | "body" | "hero" | "agenda") =>
      fields[of].getFieldset()[code] as FieldMetadata<string | undefined>;
    return (
      <fieldset key={code} className="admin-events__language" lang={name?.lang} dir={dir}>
        <legend>{name?.name ?? code}</legend>
        <TextField field={field("title")} label={t("admin.titleField")} />
        <TextAreaField field={field("summary")} label={t("admin.summaryField")} rows={3} />
        <TextAreaField field={field("body")} label={t("admin.bodyField")} rows={6} />
        <TextField field={field("hero")} label={t("admin.heroField")} />
        <TextAreaField field={field("agenda")} label={t("admin.agendaField")} rows={5} />
      </fieldset>
    );
  };
  return (
    <section className="page admin-events">
      <PageHeader title={loaded.create ? t("admin.new") : t("admin.edit")} />
      {answer?.preview ? (
        <section className="card admin-events__preview" aria-labelledby="preview-title">
          <p id="preview-title" role="status">
            <strong>{t("admin.previewTitle")}</strong>
          </p>
          <h2>{answer.preview.title}</h2>
          <p className="lead">{answer.preview.summary}</p>
          <EventFacts event={answer.preview} when={answer.when} />
          <p>{answer.preview.body}</p>
          <Agenda event={answer.preview} />
          <ProductsOnShow event={answer.preview} />
        </section>
      ) : null}
      <AppForm form={form}>
        {form.errors?.length ? <p className="form-error">{t("admin.invalid")}</p> : null}
        <Honeypot />
        <TextField
          field={fields.id}
          label={t("admin.id")}
          dir="ltr"
          description={t("admin.idHint")}
        />
        <SelectField
          field={fields.kind}
          label={t("filters.kind")}
          options={EVENT_KINDS.map((k) => ({ value: k, label: t(`kind.${k}`) }))}
        />
        <SelectField
          field={fields.region}
          label={t("filters.region")}
          options={EVENT_REGIONS.map((r) => ({ value: r, label: t(`region.${r}`) }))}
        />
        <TextField field={fields.startDate} label={t("admin.startDate")} type="date" />
        <TypedField field={fields.startTime} label={t("admin.startTime")} type="time" />
        <TextField field={fields.endDate} label={t("admin.endDate")} type="date" />
        <TypedField field={fields.endTime} label={t("admin.endTime")} type="time" />
        <TextField field={fields.timeZone} label={t("admin.timeZone")} dir="ltr" />
        <CheckboxField field={fields.online} label={t("admin.online")} />
        <TextField field={fields.venue} label={t("detail.venue")} />
        <TextField field={fields.city} label={t("admin.city")} />
        <TextField field={fields.country} label={t("admin.country")} />
        <TextField field={fields.booth} label={t("detail.booth")} dir="ltr" />
        <TextField field={fields.capacity} label={t("admin.capacity")} type="number" />
        <TextField field={fields.landingSlug} label={t("admin.landingSlug")} dir="ltr" />
        <TextAreaField
          field={fields.products}
          label={t("admin.productsField")}
          rows={3}
          dir="ltr"
        />
        {texts("en")}
        <details className="admin-events__others">
          <summary>{t("admin.otherLanguages")}</summary>
          {LANGUAGES.filter((l) => l.code !== "en").map((l) => texts(l.code))}
        </details>
        <p className="admin-events__actions">
          <SubmitButton name="intent" value="preview" className="button button--ghost">
            {t("admin.preview")}
          </SubmitButton>
          <SubmitButton name="intent" value="save" className="button">
            {t("admin.save")}
          </SubmitButton>
        </p>
      </AppForm>
    </section>
  );
}
