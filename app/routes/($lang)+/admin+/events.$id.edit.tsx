import type {
  ActionFunctionArgs,
  LinksFunction,
  LoaderFunctionArgs,
  MetaFunction,
} from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { PageHeader } from "~/components/PageHeader";
import { LANGUAGES, localizePath } from "~/i18n/languages";
import { pageLanguage } from "~/i18n/route-language.server";
import { callApi } from "~/lib/api.server";
import { requireRole } from "~/lib/auth.server";
import { failureMessage, failureStatus } from "~/lib/api-errors.server";
import { requireOk } from "~/lib/failure.server";
import { redirectWithToast } from "~/lib/form-action.server";
import { readForm } from "~/lib/form.server";
import { sectionMeta } from "~/lib/meta";
import {
  Agenda,
  EventFacts,
  eventDetailStyles,
  ProductsOnShow,
} from "~/components/events/event-detail";
import { type EventDetail, EVENT_KINDS, EVENT_REGIONS } from "~/lib/events";
import { eventWhen } from "~/lib/event-when";
import { type EventFormValues, eventInput, formValues } from "./events-form.server";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: eventDetailStyles }];

export const handle = { i18n: ["events"] };

export const meta: MetaFunction = ({ matches }) =>
  sectionMeta(matches, "events:admin", { noindex: true, description: "lead" });

const NEW = "new";

export async function loader(args: LoaderFunctionArgs) {
  pageLanguage(args);
  const session = await requireRole(args, "admin");
  const id = args.params.id ?? "";
  if (id === NEW)
    return {
      create: true,
      values: { timeZone: "UTC", kind: "webinar", region: "online" } as Record<
        string,
        string | boolean
      >,
    };
  const event = await requireOk(
    args.request,
    await callApi<EventFormValues>(args, `/admin/events/${encodeURIComponent(id)}`, { session }),
  );
  return { create: false, values: formValues(event) };
}

/** "Preview" shows the page as visitors would see it; "Save" stores it and clears the page caches. */
export async function action(args: ActionFunctionArgs) {
  const language = pageLanguage(args);
  const session = await requireRole(args, "admin");
  const form = await readForm(args.request);
  const id = args.params.id ?? "";
  const create = id === NEW;
  const input = eventInput(form);
  if (!create) input.id = id;
  const values = formValues(input);
  if (form.get("intent") === "preview") {
    const result = await callApi<EventDetail>(args, "/admin/events/preview", {
      method: "POST",
      data: input,
      session,
    });
    if (!result.ok)
      return data(
        { values, error: failureMessage(result), preview: null, when: "" },
        { status: failureStatus(result) },
      );
    return {
      values,
      error: null,
      preview: result.data,
      when: eventWhen(language.lang, result.data),
    };
  }
  const result = await callApi(
    args,
    create ? "/admin/events" : `/admin/events/${encodeURIComponent(id)}`,
    { method: create ? "POST" : "PUT", data: input, session },
  );
  if (!result.ok)
    return data(
      { values, error: failureMessage(result), preview: null, when: "" },
      { status: failureStatus(result) },
    );
  return redirectWithToast(
    args.request,
    localizePath("/admin/events", language),
    "events:admin.saved",
  );
}

function Field({
  name,
  label,
  values,
  type = "text",
  dir,
  hint,
}: {
  name: string;
  label: string;
  values: Record<string, string | boolean>;
  type?: string;
  dir?: "ltr";
  hint?: string;
}) {
  const id = `event-${name.replace(".", "-")}`;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input id={id} name={name} type={type} defaultValue={String(values[name] ?? "")} dir={dir} />
      {hint ? <p className="field__hint">{hint}</p> : null}
    </div>
  );
}

function TextArea({
  name,
  label,
  values,
  rows = 3,
  dir,
}: {
  name: string;
  label: string;
  values: Record<string, string | boolean>;
  rows?: number;
  dir?: "ltr" | "rtl";
}) {
  const id = `event-${name.replace(".", "-")}`;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <textarea
        id={id}
        name={name}
        rows={rows}
        defaultValue={String(values[name] ?? "")}
        dir={dir}
      />
    </div>
  );
}

function Select({
  name,
  label,
  values,
  options,
}: {
  name: string;
  label: string;
  values: Record<string, string | boolean>;
  options: { value: string; label: string }[];
}) {
  return (
    <div className="field">
      <label htmlFor={`event-${name}`}>{label}</label>
      <select id={`event-${name}`} name={name} defaultValue={String(values[name] ?? "")}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}

export default function AdminEventEdit() {
  const { t } = useTranslation("events");
  const loaded = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const values = answer?.values ?? loaded.values;
  const texts = (code: string) => {
    const name = LANGUAGES.find((l) => l.code === code);
    const dir = name?.dir === "rtl" ? "rtl" : undefined;
    return (
      <fieldset key={code} className="admin-events__language" lang={name?.lang} dir={dir}>
        <legend>{name?.name ?? code}</legend>
        <Field name={`title.${code}`} label={t("admin.titleField")} values={values} />
        <TextArea name={`summary.${code}`} label={t("admin.summaryField")} values={values} />
        <TextArea name={`body.${code}`} label={t("admin.bodyField")} values={values} rows={6} />
        <Field name={`hero.${code}`} label={t("admin.heroField")} values={values} />
        <TextArea name={`agenda.${code}`} label={t("admin.agendaField")} values={values} rows={5} />
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
      {/* A new key after each answer: the fields show the values the server sent back. */}
      <Form method="post" className="form" key={JSON.stringify(values).length}>
        {answer?.error ? (
          <div className="form-error" role="alert">
            <p>{t("admin.invalid")}</p>
            <p dir="auto">{t(answer.error, { ns: "common" })}</p>
          </div>
        ) : null}
        <Field name="id" label={t("admin.id")} values={values} dir="ltr" hint={t("admin.idHint")} />
        <Select
          name="kind"
          label={t("filters.kind")}
          values={values}
          options={EVENT_KINDS.map((k) => ({ value: k, label: t(`kind.${k}`) }))}
        />
        <Select
          name="region"
          label={t("filters.region")}
          values={values}
          options={EVENT_REGIONS.map((r) => ({ value: r, label: t(`region.${r}`) }))}
        />
        <Field name="startDate" label={t("admin.startDate")} values={values} type="date" />
        <Field name="startTime" label={t("admin.startTime")} values={values} type="time" />
        <Field name="endDate" label={t("admin.endDate")} values={values} type="date" />
        <Field name="endTime" label={t("admin.endTime")} values={values} type="time" />
        <Field name="timeZone" label={t("admin.timeZone")} values={values} dir="ltr" />
        <div className="field field--check">
          <input
            id="event-online"
            type="checkbox"
            name="online"
            defaultChecked={values.online === true}
          />
          <label htmlFor="event-online">{t("admin.online")}</label>
        </div>
        <Field name="venue" label={t("detail.venue")} values={values} />
        <Field name="city" label={t("admin.city")} values={values} />
        <Field name="country" label={t("admin.country")} values={values} />
        <Field name="booth" label={t("detail.booth")} values={values} dir="ltr" />
        <Field name="capacity" label={t("admin.capacity")} values={values} type="number" />
        <Field name="landingSlug" label={t("admin.landingSlug")} values={values} dir="ltr" />
        <TextArea name="products" label={t("admin.productsField")} values={values} dir="ltr" />
        {texts("en")}
        <details className="admin-events__others">
          <summary>{t("admin.otherLanguages")}</summary>
          {LANGUAGES.filter((l) => l.code !== "en").map((l) => texts(l.code))}
        </details>
        <p className="admin-events__actions">
          <button type="submit" name="intent" value="preview" className="button button--ghost">
            {t("admin.preview")}
          </button>
          <button type="submit" name="intent" value="save" className="button">
            {t("admin.save")}
          </button>
        </p>
      </Form>
    </section>
  );
}
