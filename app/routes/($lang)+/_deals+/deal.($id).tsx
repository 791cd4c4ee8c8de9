import { readForm } from "~/lib/form.server";
import type { SubmissionResult } from "@conform-to/react";
import {
  type ActionFunctionArgs,
  data,
  type LinksFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import {
  AppForm,
  CheckboxField,
  Fieldset,
  SelectField,
  TextAreaField,
  TextField,
} from "~/components/forms/fields";
import { ErrorSummary, type Problem } from "~/components/forms/error-summary";
import { errorSummary } from "~/components/forms/error-summary.server";
import { intentReply } from "~/components/forms/intent.server";
import { parseForm } from "~/components/forms/parse.server";
import { RepeatableRows } from "~/components/forms/repeatable";
import { DefaultSubmitButton, SubmitButton } from "~/components/forms/submit-button";
import { useServerForm } from "~/components/forms/use-server-form";
import { LocalLink } from "~/components/LocalLink";
import { PageHeader } from "~/components/PageHeader";
import { localizePath } from "~/i18n/languages";
import { useTranslation } from "react-i18next";
import { pageLanguage } from "~/i18n/route-language.server";
import { callApi } from "~/lib/api.server";
import { failureStatus } from "~/lib/api-errors.server";
import { requireSession } from "~/lib/auth.server";
import { requireOk } from "~/lib/failure.server";
import { invalid, redirectWithToast } from "~/lib/form-action.server";
import { sectionMeta } from "~/lib/meta";
import { useDateFormat } from "~/lib/intl";
import { BUSINESS_TYPES, END_CUSTOMER_FIELDS, MAX_ROWS, PARTY_FIELDS, dealStyles } from "./__deals";
import { DealState, DealStateDetail, dealStateStyles } from "~/components/deals/DealState";
import {
  type DealForm,
  dealErrorAnchor,
  dealFieldLabel,
  draftSchema,
  REQUIRED_FIELDS,
  submitSchema,
  toBackend,
} from "./deal-schema.server";

export const handle = { i18n: ["deals"] };
export const links: LinksFunction = () => [
  { rel: "stylesheet", href: dealStateStyles },
  { rel: "stylesheet", href: dealStyles },
];
export const meta: MetaFunction = ({ matches }) =>
  sectionMeta(matches, "deals:form", { noindex: true });

const ACTIONS = ["approve", "disapprove", "done", "cancel", "requestClose", "reopen"] as const;
type DealAction = (typeof ACTIONS)[number];

interface DealView {
  id: number;
  deal: DealForm;
  stage: string;
  approvalStatus: string;
  status: string;
  closure: string;
  submitted: boolean;
  decisionReason: string | null;
  expired: boolean;
  flagged: boolean;
  conflict: {
    id: number;
    projectName: string;
    applicantCompany: string;
  } | null;
  actor: string;
  actions: string[];
  locked: boolean;
  history: { at: string; who: string; action: string; detail: string }[];
}

interface Model {
  model: string;
  type: string;
  series: string;
}

function dealId(params: { id?: string }): number | null {
  if (params.id === undefined) return null;
  if (!/^\d{1,9}$/.test(params.id)) throw new Response("Not Found", { status: 404 });
  return Number(params.id);
}

/** Signed in only. `/deal` registers a new deal; `/deal/{id}` shows one the user may see (404 otherwise). */
export async function loader(args: LoaderFunctionArgs) {
  pageLanguage(args);
  const session = await requireSession(args);
  const id = dealId(args.params);
  const [view, models] = await Promise.all([
    id === null
      ? Promise.resolve(null)
      : callApi<DealView>(args, `/deals/${id}`, { session }).then((r) =>
          requireOk(args.request, r),
        ),
    callApi<Model[]>(args, "/deals/models", { session }).then((r) => requireOk(args.request, r)),
  ]);
  return data(
    { view, models, required: REQUIRED_FIELDS },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

type ActionData =
  | (SubmissionResult<string[]> & { summary?: Problem[] })
  | { decision: DealAction; error: string };

/**
 * The deal form (save a draft, submit, add or remove rows without JavaScript) and the deal's
 * actions (approve, disapprove with a reason, done, cancel, request to close, reopen). A change the
 * transition table refuses comes back as the backend's status (409 for a closed deal).
 */
export async function action(args: ActionFunctionArgs) {
  const { request } = args;
  const language = pageLanguage(args);
  const session = await requireSession(args);
  const id = dealId(args.params);
  const formData = await readForm(request);
  const decision = formData.get("_action");
  if (typeof decision === "string" && decision !== "") {
    if (id === null || !(ACTIONS as readonly string[]).includes(decision))
      throw new Response("Bad Request", { status: 400 });
    const reason = String(formData.get("reason") ?? "").slice(0, 2000);
    const result = await callApi(args, `/deals/${id}/actions`, {
      method: "POST",
      session,
      data: { action: decision, reason },
    });
    if (result.ok)
      return redirectWithToast(
        request,
        localizePath(`/deal/${id}`, language),
        `deals:toast.${decision}`,
      );
    const fields = (result.data as { fields?: string[] } | undefined)?.fields;
    const error = fields?.includes("reason")
      ? "reasonRequired"
      : result.status === 409
        ? "locked"
        : "failure";
    return data({ decision: decision as DealAction, error }, { status: failureStatus(result) });
  }
  const submit = formData.get("save") === "submit";
  const submission = parseForm(formData, submit ? submitSchema : draftSchema);
  const intent = intentReply(submission);
  if (intent) return intent;
  if (submission.status !== "success") {
    const reply = submission.reply();
    const summary = await errorSummary(reply, {
      formId: `deal-${id ?? "new"}`,
      language,
      ns: "deals",
      label: dealFieldLabel,
      anchor: dealErrorAnchor,
    });
    return data({ ...reply, summary }, { status: 400 });
  }
  const path = id === null ? "/deals" : `/deals/${id}`;
  const result = await callApi<{ id: number; flagged: boolean }>(
    args,
    `${path}${submit ? "?submit=1" : ""}`,
    {
      method: id === null ? "POST" : "PUT",
      session,
      data: toBackend(submission.value),
    },
  );
  if (result.ok) {
    const key = result.data.flagged ? "review" : submit ? "submitted" : "saved";
    return redirectWithToast(
      request,
      localizePath(`/deal/${result.data.id}`, language),
      `deals:toast.${key}`,
    );
  }
  const fields = (result.data as { fields?: string[] } | undefined)?.fields;
  if (result.status === 400 && fields?.length)
    return data(
      submission.reply({
        fieldErrors: Object.fromEntries(fields.map((f) => [f, ["deals:errors.required"]])),
      }),
      { status: 400 },
    );
  if (result.status === 409)
    return data(submission.reply({ formErrors: ["deals:errors.locked"] }), {
      status: 409,
    });
  return invalid(submission, result);
}

const NEW_DEAL: DealForm = {
  products: [{}],
  salesTeam: [{ main: true }],
};

export default function DealPage() {
  const { t } = useTranslation("deals");
  const { view, models, required } = useLoaderData<typeof loader>();
  const actionData = useActionData<ActionData>();
  const day = useDateFormat("long");
  const lastResult = actionData && !("decision" in actionData) ? actionData : null;
  const decisionError = actionData && "decision" in actionData ? actionData : null;
  const [form, fields] = useServerForm<typeof draftSchema>({
    id: `deal-${view?.id ?? "new"}`,
    lastResult,
    defaultValue: (view?.deal ?? NEW_DEAL) as never,
    required,
  });
  const actions = view?.actions ?? ["save", "submit"];
  const canSave = actions.includes("save") || actions.includes("submit");
  const canSubmit = actions.includes("submit");
  const draft = !view || view.stage === "draft" || view.stage === "disapproved";
  const text = (
    field: Parameters<typeof TextField>[0]["field"],
    key: string,
    type?: "email" | "date" | "number" | "tel",
  ) => (
    <TextField
      field={field}
      label={t(`fields.${key}`)}
      type={type}
      dir={type === "email" || type === "tel" ? "ltr" : undefined}
    />
  );
  const customer = fields.endCustomer.getFieldset();
  const distributor = fields.distributor.getFieldset();
  const tier2 = fields.tier2.getFieldset();
  const modelOptions = models.map((m) => ({
    value: m.model,
    label: `${m.model} (${m.series})`,
  }));
  const decisionBox = (name: DealAction, reason = false) =>
    actions.includes(name) ? (
      <Form method="post" className="deal-action" key={name}>
        {reason ? (
          <div className="field">
            <label htmlFor={`reason-${name}`}>{t("decision.reason")}</label>
            <textarea id={`reason-${name}`} name="reason" rows={3} maxLength={2000} />
          </div>
        ) : null}
        <SubmitButton
          name="_action"
          value={name}
          className={name === "approve" ? "button" : "button button--ghost"}
        >
          {t(`decision.${name}`)}
        </SubmitButton>
      </Form>
    ) : null;
  return (
    <section className="page deal-page">
      <PageHeader
        title={view ? view.deal.projectName || t("list.untitled") : t("form.newTitle")}
        lead={t("form.intro")}
      />
      <p className="deal-page__links">
        <LocalLink to="/dr-list">{t("form.back")}</LocalLink> ·{" "}
        <LocalLink to="/dr-privacy-policy" target="_blank" rel="noreferrer">
          {t("form.privacy")}
        </LocalLink>
      </p>
      {view ? (
        <div className="deal-summary" data-testid="deal-summary">
          <p className="deal-summary__state">
            <DealState deal={view} />
          </p>
          <DealStateDetail deal={view} />
          {view.decisionReason ? (
            <p>
              {t("decision.reasonWas")} <q>{view.decisionReason}</q>
            </p>
          ) : null}
        </div>
      ) : null}
      {view?.locked ? (
        <p className="deal-notice deal-notice--locked" role="note" data-testid="deal-locked">
          {view.actor === "admin" ? t("notice.lockedAdmin") : t("notice.locked")}
        </p>
      ) : null}
      {view?.flagged ? (
        <p className="deal-notice deal-notice--conflict" role="note" data-testid="deal-conflict">
          {t("notice.conflict")}{" "}
          {view.conflict ? (
            <LocalLink to={`/deal/${view.conflict.id}`}>
              {t("notice.conflictWith", {
                project: view.conflict.projectName,
                company: view.conflict.applicantCompany,
              })}
            </LocalLink>
          ) : null}
        </p>
      ) : null}
      {view?.expired ? (
        <p className="deal-notice" role="note">
          {t("notice.expired")}
        </p>
      ) : null}
      {decisionError ? (
        <p className="form-error" role="alert">
          {t(`decision.errors.${decisionError.error}`)}
        </p>
      ) : null}
      {view && actions.some((a) => a !== "save" && a !== "submit") ? (
        <section className="deal-decisions" aria-labelledby="deal-decisions">
          <h2 id="deal-decisions">{t("decision.title")}</h2>
          <div className="deal-decisions__boxes">
            {decisionBox("approve")}
            {decisionBox("disapprove", true)}
            {decisionBox("done")}
            {decisionBox("cancel")}
            {decisionBox("requestClose")}
            {decisionBox("reopen")}
          </div>
        </section>
      ) : null}
      <ErrorSummary problems={lastResult?.summary} />
      <AppForm form={form}>
        {canSave ? (
          <p className="form__required">
            <span className="field__required" /> {t("common:form.requiredNote")}
          </p>
        ) : null}
        {canSave ? (
          <DefaultSubmitButton name="save" value="draft">
            {t("form.saveDraft")}
          </DefaultSubmitButton>
        ) : null}
        <fieldset className="deal-form__body" disabled={!canSave}>
          <Fieldset legend={t("sections.opportunity")}>
            <div className="deal-grid">
              <SelectField
                field={fields.businessType}
                label={t("fields.businessType")}
                placeholder={t("form.choose")}
                options={BUSINESS_TYPES.map((b) => ({
                  value: b,
                  label: t(`businessType.${b}`),
                }))}
              />
              {text(fields.projectName, "projectName")}
              {text(fields.applicantCompany, "applicantCompany")}
              {text(fields.winOdds, "winOdds", "number")}
              {text(fields.expectedOrderDate, "expectedOrderDate", "date")}
              <CheckboxField field={fields.publicTender} label={t("fields.publicTender")} />
              {text(fields.registeredFrom, "registeredFrom", "date")}
              <TextField
                field={fields.expirationDate}
                label={t("fields.expirationDate")}
                type="date"
                description={t("fields.expirationHint")}
              />
              {text(fields.channelManagerEmail, "channelManagerEmail", "email")}
            </div>
            <TextAreaField field={fields.description} label={t("fields.description")} />
            <TextAreaField field={fields.background} label={t("fields.background")} />
          </Fieldset>
          <RepeatableRows
            form={form}
            field={fields.progress}
            legend={t("sections.progress")}
            max={MAX_ROWS}
          >
            {(row) => {
              const f = row.getFieldset();
              return (
                <>
                  {text(f.operation, "operation")}
                  {text(f.progress, "progress")}
                  {text(f.difficulty, "difficulty")}
                  {text(f.createdOn, "createdOn", "date")}
                </>
              );
            }}
          </RepeatableRows>
          <RepeatableRows
            form={form}
            field={fields.competitors}
            legend={t("sections.competitors")}
            max={MAX_ROWS}
          >
            {(row) => {
              const f = row.getFieldset();
              return (
                <>
                  {text(f.name, "competitorName")}
                  {text(f.competingProduct, "competingProduct")}
                </>
              );
            }}
          </RepeatableRows>
          <RepeatableRows
            form={form}
            field={fields.products}
            legend={t("sections.products")}
            max={MAX_ROWS}
          >
            {(row) => {
              const f = row.getFieldset();
              return (
                <>
                  {text(f.type, "productType")}
                  {text(f.series, "series")}
                  <SelectField
                    field={f.model}
                    label={t("fields.model")}
                    placeholder={t("form.choose")}
                    options={modelOptions}
                  />
                  {text(f.quantity, "quantity", "number")}
                </>
              );
            }}
          </RepeatableRows>
          <Fieldset legend={t("sections.endCustomer")}>
            <div className="deal-grid">
              {END_CUSTOMER_FIELDS.map((k) => (
                <TextField
                  key={k}
                  field={customer[k]!}
                  label={t(`customer.${k}`)}
                  type={k === "email" ? "email" : k.endsWith("hone") ? "tel" : "text"}
                  dir={k === "email" || k.endsWith("hone") || k === "website" ? "ltr" : undefined}
                />
              ))}
            </div>
          </Fieldset>
          <Fieldset legend={t("sections.distributor")}>
            <div className="deal-grid">
              {PARTY_FIELDS.map((k) => (
                <TextField key={k} field={distributor[k]!} label={t(`party.${k}`)} />
              ))}
            </div>
          </Fieldset>
          <Fieldset legend={t("sections.tier2")}>
            <div className="deal-grid">
              {PARTY_FIELDS.map((k) => (
                <TextField key={k} field={tier2[k]!} label={t(`party.${k}`)} />
              ))}
            </div>
          </Fieldset>
          <RepeatableRows
            form={form}
            field={fields.salesTeam}
            legend={t("sections.salesTeam")}
            description={t("fields.mainHint")}
            max={MAX_ROWS}
          >
            {(row) => {
              const f = row.getFieldset();
              return (
                <>
                  <CheckboxField field={f.main} label={t("fields.main")} />
                  {text(f.partner, "partner")}
                  {text(f.company, "company")}
                  {text(f.role, "role")}
                  {text(f.name, "name")}
                  {text(f.email, "email", "email")}
                  {text(f.officePhone, "officePhone", "tel")}
                </>
              );
            }}
          </RepeatableRows>
        </fieldset>
        {canSave ? (
          <div className="deal-form__buttons">
            {draft ? (
              <SubmitButton name="save" value="draft" className="button button--ghost">
                {t("form.saveDraft")}
              </SubmitButton>
            ) : null}
            <SubmitButton name="save" value="submit">
              {canSubmit ? t("form.submit") : t("form.saveChanges")}
            </SubmitButton>
          </div>
        ) : null}
      </AppForm>
      {view && view.history.length > 0 ? (
        <section className="deal-history" aria-labelledby="deal-history">
          <h2 id="deal-history">{t("history.title")}</h2>
          <ol>
            {view.history.map((h) => (
              <li key={`${h.at}-${h.action}`}>
                <time dateTime={h.at}>{day(h.at.slice(0, 10))}</time> — <bdi>{h.who}</bdi>:{" "}
                {t(`history.${h.action}`)}
                {h.detail && !h.detail.startsWith("conflict:") ? (
                  <>
                    {" "}
                    — <q>{h.detail}</q>
                  </>
                ) : null}
              </li>
            ))}
          </ol>
        </section>
      ) : null}
    </section>
  );
}
