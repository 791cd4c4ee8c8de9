import type { SubmissionResult } from "@conform-to/react";
import type { LinksFunction, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import {
  CONSOLE_DOCUMENT_KINDS,
  DISTRIBUTIONS,
  DOCUMENT_FORMATS,
  SCENARIOS,
} from "#shared/documents";
import { CheckboxGroupField } from "~/components/forms/choice-fields";
import {
  AppForm,
  CheckboxField,
  FileField,
  Fieldset,
  Honeypot,
  SelectField,
  TextField,
} from "~/components/forms/fields";
import { SubmitButton } from "~/components/forms/submit-button";
import { useServerForm } from "~/components/forms/use-server-form";
import { errorMeta, GeneralErrorBoundary } from "~/components/ErrorBoundary";
import { FilterForm, listStyles, NoData, Pagination, ResultCount } from "~/components/list";
import { LocalLink } from "~/components/LocalLink";
import { PageHeader } from "~/components/PageHeader";
import { formatSize } from "~/lib/file-size";
import { LANGUAGES } from "~/i18n/languages";
import { useDateFormat } from "~/lib/intl";
import { isFiltered } from "~/lib/list-query";
import { sectionMeta } from "~/lib/meta";
import { useRootData } from "~/lib/root-data";
import documentsAdminStyles from "./documents-admin.css";
import lifecycleAdminStyles from "./lifecycle-admin.css";
import type {
  documentCreateSchema,
  documentEditAction,
  documentEditLoader,
  documentFactsSchema,
  documentFileSchema,
  documentListLoader,
  documentNewAction,
  documentNewLoader,
  documentRemoveSchema,
} from "./documents-admin.server";

/** A product as the forms offer it. */
export interface ProductChoice {
  id: string;
  model: string;
}

/** A document of the console's list (api/areas/documents/admin.ts). */
export interface AdminDocumentRow {
  id: number;
  kind: string;
  title: string;
  products: ProductChoice[];
  language: string;
  format: string;
  version: string | null;
  size: number | null;
  sha256: string | null;
  releaseDate: string | null;
  origin: string;
  removedAt: string | null;
  updatedAt: string;
}

export interface AdminDocumentList {
  items: AdminDocumentRow[];
  total: number;
  page: number;
  pageSize: number;
}

/** One document as its console page edits it. */
export interface AdminDocument extends Omit<AdminDocumentRow, "title"> {
  title: Record<string, string | undefined>;
  scenario: string;
  distribution: string;
  gated: boolean;
  mime: string | null;
  downloads: number;
  versions: {
    id: number;
    version: string | null;
    format: string;
    size: number;
    sha256: string;
    releaseDate: string | null;
    replacedAt: string;
  }[];
}

export const documentsAdminLinks: LinksFunction = () => [
  { rel: "stylesheet", href: listStyles },
  { rel: "stylesheet", href: lifecycleAdminStyles },
  { rel: "stylesheet", href: documentsAdminStyles },
];

export const documentsAdminMeta: MetaFunction = ({ matches, error }) =>
  error
    ? errorMeta({ error, matches })
    : sectionMeta(matches, "admin:documents", { noindex: true, description: "lead" });

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}

/** A single file input's metadata as the kit's FileField takes it. */
const asFileField = (field: unknown) => field as Parameters<typeof FileField>[0]["field"];

/** The native name of a language by its code. */
const languageName = (code: string) => LANGUAGES.find((l) => l.code === code)?.name ?? code;

/** A document's state in the console: from the catalogue files, published here, or removed. */
function DocumentState({ origin, removedAt }: { origin: string; removedAt: string | null }) {
  const { t } = useTranslation("admin");
  if (removedAt)
    return <span className="documents-admin__state">{t("documents.stateRemoved")}</span>;
  return origin === "console" ? (
    <span>{t("documents.stateConsole")}</span>
  ) : (
    <span className="documents-admin__state">{t("documents.stateCatalogue")}</span>
  );
}

/** The console's list of documents: search, kind and product filters, newest change first. */
export function DocumentListPage() {
  const { t } = useTranslation("admin");
  const { list, query, products } = useLoaderData<typeof documentListLoader>();
  const { language } = useRootData();
  const formatDate = useDateFormat();
  return (
    <section className="page documents-admin">
      <PageHeader title={t("documents.title")} lead={t("documents.lead")} />
      <p>
        <LocalLink className="button" to="/admin/documents/new">
          {t("documents.new")}
        </LocalLink>
      </p>
      <FilterForm
        title={t("documents.filters")}
        className="list-filters--bar"
        path="/admin/documents"
        filtered={isFiltered(query)}
        fields={[
          { kind: "search", name: "q", label: t("documents.search"), value: query.q },
          {
            kind: "select",
            name: "kind",
            label: t("documents.kind"),
            allLabel: t("documents.anyKind"),
            value: query.kind,
            options: CONSOLE_DOCUMENT_KINDS.map((kind) => ({
              value: kind,
              label: t(`documents:kind.${kind}`),
            })),
          },
          {
            kind: "select",
            name: "product",
            label: t("documents.products"),
            allLabel: t("documents.anyProduct"),
            value: query.product,
            options: products.map((p) => ({ value: p.id, label: p.model })),
          },
        ]}
      />
      <ResultCount count={list.total} />
      {list.items.length === 0 ? (
        <NoData />
      ) : (
        <table className="lifecycle-admin__table">
          <thead>
            <tr>
              <th scope="col">{t("documents.titleColumn")}</th>
              <th scope="col">{t("documents.kind")}</th>
              <th scope="col">{t("documents.products")}</th>
              <th scope="col">{t("documents.version")}</th>
              <th scope="col">{t("documents.language")}</th>
              <th scope="col">{t("documents.releaseDate")}</th>
              <th scope="col">{t("documents.state")}</th>
            </tr>
          </thead>
          <tbody>
            {list.items.map((d) => (
              <tr key={d.id}>
                <th scope="row">
                  <LocalLink to={`/admin/documents/${d.id}`}>{d.title}</LocalLink>
                  <br />
                  <span className="card__meta">
                    {t(`documents:format.${d.format}`, { defaultValue: d.format })}
                    {d.size === null ? null : ` · ${formatSize(d.size, language.lang)}`}
                  </span>
                </th>
                <td data-label={t("documents.kind")}>
                  {t(`documents:kind.${d.kind}`, { defaultValue: d.kind })}
                </td>
                <td data-label={t("documents.products")}>
                  {d.products.length === 0
                    ? "—"
                    : d.products.map((p, i) => (
                        <span key={p.id}>
                          {i > 0 ? ", " : null}
                          <bdi dir="ltr">{p.model}</bdi>
                        </span>
                      ))}
                </td>
                <td data-label={t("documents.version")}>
                  <bdi dir="ltr">{d.version ?? "—"}</bdi>
                </td>
                <td data-label={t("documents.language")}>{languageName(d.language)}</td>
                <td data-label={t("documents.releaseDate")}>
                  {d.releaseDate ? formatDate(d.releaseDate) : "—"}
                </td>
                <td data-label={t("documents.state")}>
                  <DocumentState origin={d.origin} removedAt={d.removedAt} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <Pagination
        path="/admin/documents"
        query={query}
        total={list.total}
        pageSize={list.pageSize}
      />
    </section>
  );
}

type FactsFieldset = ReturnType<typeof useServerForm<typeof documentFactsSchema>>[1];

/** The facts of a document (kind, titles, products, language, format, category, version, date). */
function FactsFields({
  fields,
  products,
  withVersion,
}: {
  fields: FactsFieldset;
  products: ProductChoice[];
  withVersion: boolean;
}) {
  const { t } = useTranslation("admin");
  const titles = fields.title.getFieldset();
  return (
    <>
      <Fieldset legend={t("documents.documentLegend")}>
        <SelectField
          field={fields.kind}
          label={t("documents.kind")}
          placeholder={t("documents.choose")}
          options={CONSOLE_DOCUMENT_KINDS.map((kind) => ({
            value: kind,
            label: t(`documents:kind.${kind}`),
          }))}
        />
        <TextField field={titles.en} label={t("documents.titleEnglish")} />
      </Fieldset>
      <Fieldset legend={t("documents.titlesLegend")} description={t("documents.titlesHint")}>
        {LANGUAGES.filter((l) => l.code !== "en").map((l) => (
          <TextField
            key={l.code}
            field={titles[l.code as keyof typeof titles]!}
            label={l.name}
            dir={l.dir}
          />
        ))}
      </Fieldset>
      <div className="documents-admin__products">
        <CheckboxGroupField
          field={fields.products}
          label={t("documents.products")}
          description={t("documents.productsHint")}
          options={products.map((p) => ({ value: p.id, label: p.model }))}
        />
      </div>
      <Fieldset legend={t("documents.publishingLegend")}>
        <SelectField
          field={fields.language}
          label={t("documents.language")}
          options={LANGUAGES.map((l) => ({ value: l.code, label: l.name }))}
        />
        <SelectField
          field={fields.format}
          label={t("documents.format")}
          description={t("documents.formatHint")}
          options={DOCUMENT_FORMATS.map((f) => ({
            value: f,
            label: t(`documents:format.${f}`),
          }))}
        />
        <SelectField
          field={fields.scenario}
          label={t("documents.scenario")}
          placeholder={t("documents.choose")}
          options={SCENARIOS.map((s) => ({ value: s, label: t(`documents:scenario.${s}`) }))}
        />
        <SelectField
          field={fields.distribution}
          label={t("documents.distribution")}
          options={DISTRIBUTIONS.map((d) => ({
            value: d,
            label: t(`documents:distribution.${d}`),
          }))}
        />
        {withVersion ? (
          <TextField field={fields.version} label={t("documents.version")} dir="ltr" />
        ) : null}
        {withVersion ? (
          <TextField field={fields.releaseDate} type="date" label={t("documents.releaseDate")} />
        ) : null}
        <CheckboxField
          field={fields.gated}
          label={t("documents.gated")}
          description={t("documents.gatedHint")}
        />
      </Fieldset>
    </>
  );
}

type FormReply = { form: string; result: SubmissionResult<string[]> } | undefined;

/** The upload form of a new document. */
export function DocumentNewPage() {
  const { t } = useTranslation("admin");
  const { products } = useLoaderData<typeof documentNewLoader>();
  const reply = useActionData<typeof documentNewAction>() as FormReply;
  const [form, fields] = useServerForm<typeof documentCreateSchema>({
    lastResult: reply?.result,
    defaultValue: { format: "pdf", language: "en", distribution: "global" },
  });
  return (
    <section className="page documents-admin">
      <p>
        <LocalLink to="/admin/documents">{t("documents.back")}</LocalLink>
      </p>
      <PageHeader title={t("documents.newTitle")} lead={t("documents.newLead")} />
      <div className="documents-admin__form">
        <AppForm form={form} multipart>
          <Honeypot />
          <FactsFields
            fields={fields as unknown as FactsFieldset}
            products={products}
            withVersion
          />
          <Fieldset legend={t("documents.fileLegend")}>
            <FileField
              field={asFileField(fields.file)}
              label={t("documents.file")}
              accept=".pdf,.html,.htm,application/pdf,text/html"
              sizeHint={t("documents.fileHint")}
            />
          </Fieldset>
          <SubmitButton>{t("documents.publish")}</SubmitButton>
        </AppForm>
      </div>
    </section>
  );
}

/**
 * A document's console page: its current file and history; for a document published here the
 * forms to change its facts, replace its file and remove it.
 */
export function DocumentEditPage() {
  const { t } = useTranslation("admin");
  const { language } = useRootData();
  const { document: doc, products } = useLoaderData<typeof documentEditLoader>();
  const reply = useActionData<typeof documentEditAction>() as FormReply;
  const formatDate = useDateFormat();
  const resultOf = (name: string) => (reply?.form === name ? reply.result : undefined);
  const [factsForm, factsFields] = useServerForm<typeof documentFactsSchema>({
    id: "document-facts",
    lastResult: resultOf("facts"),
    defaultValue: {
      kind: doc.kind as (typeof CONSOLE_DOCUMENT_KINDS)[number],
      title: Object.fromEntries(
        Object.entries(doc.title).filter(([, v]) => typeof v === "string"),
      ) as { en: string },
      products: doc.products.map((p) => p.id),
      language: doc.language,
      format: doc.format as (typeof DOCUMENT_FORMATS)[number],
      scenario: doc.scenario as (typeof SCENARIOS)[number],
      distribution: doc.distribution as (typeof DISTRIBUTIONS)[number],
      version: doc.version ?? "",
      releaseDate: doc.releaseDate ?? "",
      gated: doc.gated,
    },
  });
  const [fileForm, fileFields] = useServerForm<typeof documentFileSchema>({
    id: "document-file",
    lastResult: resultOf("file"),
  });
  const [removeForm, removeFields] = useServerForm<typeof documentRemoveSchema>({
    id: "document-remove",
    lastResult: resultOf("remove"),
  });
  const editable = doc.origin === "console" && !doc.removedAt;
  const title = doc.title[language.code] || doc.title.en || "";
  const utc = new Intl.DateTimeFormat(language.lang, {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: "UTC",
  });
  return (
    <section className="page documents-admin">
      <p>
        <LocalLink to="/admin/documents">{t("documents.back")}</LocalLink>
      </p>
      <PageHeader
        title={title}
        lead={t(`documents:kind.${doc.kind}`, { defaultValue: doc.kind })}
      />
      {doc.removedAt ? null : (
        <p>
          <LocalLink to={`/documentation/${doc.id}`}>{t("documents.viewPublic")}</LocalLink>
        </p>
      )}
      <section className="documents-admin__current" aria-labelledby="current-file">
        <h2 id="current-file">{t("documents.currentFile")}</h2>
        <dl>
          <dt>{t("documents.version")}</dt>
          <dd>
            <bdi dir="ltr">{doc.version ?? "—"}</bdi>
          </dd>
          <dt>{t("documents.releaseDate")}</dt>
          <dd>{doc.releaseDate ? formatDate(doc.releaseDate) : "—"}</dd>
          <dt>{t("documents.size")}</dt>
          <dd>{doc.size === null ? "—" : formatSize(doc.size, language.lang)}</dd>
          <dt>SHA-256</dt>
          <dd>
            <code dir="ltr" className="documents-admin__hash">
              {doc.sha256 ?? "—"}
            </code>
          </dd>
          <dt>{t("documents.state")}</dt>
          <dd>
            <DocumentState origin={doc.origin} removedAt={doc.removedAt} />
          </dd>
        </dl>
      </section>
      {doc.origin !== "console" ? (
        <p className="documents-admin__notice">{t("documents.catalogueNotice")}</p>
      ) : null}
      {doc.removedAt ? (
        <p className="documents-admin__notice">
          {t("documents.removedNotice", { date: utc.format(new Date(doc.removedAt)) })}
        </p>
      ) : null}
      <section className="documents-admin__history" aria-labelledby="history">
        <h2 id="history">{t("documents.history")}</h2>
        {doc.versions.length === 0 ? (
          <p>{t("documents.noHistory")}</p>
        ) : (
          <table className="lifecycle-admin__table">
            <thead>
              <tr>
                <th scope="col">{t("documents.version")}</th>
                <th scope="col">{t("documents.releaseDate")}</th>
                <th scope="col">{t("documents.replacedAt")}</th>
                <th scope="col">{t("documents.size")}</th>
                <th scope="col">SHA-256</th>
              </tr>
            </thead>
            <tbody>
              {doc.versions.map((v) => (
                <tr key={v.id}>
                  <th scope="row">
                    <bdi dir="ltr">{v.version ?? "—"}</bdi>
                  </th>
                  <td data-label={t("documents.releaseDate")}>
                    {v.releaseDate ? formatDate(v.releaseDate) : "—"}
                  </td>
                  <td data-label={t("documents.replacedAt")}>
                    {utc.format(new Date(v.replacedAt))} UTC
                  </td>
                  <td data-label={t("documents.size")}>{formatSize(v.size, language.lang)}</td>
                  <td data-label="SHA-256">
                    <code dir="ltr" className="documents-admin__hash">
                      {v.sha256}
                    </code>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
      {editable ? (
        <>
          <section className="documents-admin__form" aria-labelledby="replace-file">
            <h2 id="replace-file">{t("documents.replaceTitle")}</h2>
            <p>{t("documents.replaceLead")}</p>
            <AppForm form={fileForm} multipart>
              <Honeypot />
              <input type="hidden" name="form" value="file" />
              <FileField
                field={asFileField(fileFields.file)}
                label={t("documents.newFile")}
                accept={doc.format === "html" ? ".html,.htm,text/html" : ".pdf,application/pdf"}
                sizeHint={t(
                  doc.format === "html" ? "documents.fileHintHtml" : "documents.fileHintPdf",
                )}
              />
              <TextField field={fileFields.version} label={t("documents.newVersion")} dir="ltr" />
              <TextField
                field={fileFields.releaseDate}
                type="date"
                label={t("documents.releaseDate")}
              />
              <SubmitButton>{t("documents.replace")}</SubmitButton>
            </AppForm>
          </section>
          <section className="documents-admin__form" aria-labelledby="edit-facts">
            <h2 id="edit-facts">{t("documents.editTitle")}</h2>
            <AppForm form={factsForm}>
              <Honeypot />
              <input type="hidden" name="form" value="facts" />
              <input type="hidden" name="version" value={doc.version ?? ""} />
              <input type="hidden" name="releaseDate" value={doc.releaseDate ?? ""} />
              <FactsFields fields={factsFields} products={products} withVersion={false} />
              <SubmitButton>{t("documents.save")}</SubmitButton>
            </AppForm>
          </section>
        </>
      ) : null}
      {editable ? (
        <section className="documents-admin__form documents-admin__remove" aria-labelledby="remove">
          <h2 id="remove">{t("documents.removeTitle")}</h2>
          <p>{t("documents.removeLead")}</p>
          <AppForm form={removeForm}>
            <Honeypot />
            <input type="hidden" name="form" value="remove" />
            <CheckboxField field={removeFields.confirm} label={t("documents.removeConfirm")} />
            <SubmitButton>{t("documents.remove")}</SubmitButton>
          </AppForm>
        </section>
      ) : null}
    </section>
  );
}
