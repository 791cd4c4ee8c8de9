import type { SubmissionResult } from "@conform-to/react";
import type { LinksFunction, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { FIRMWARE_STATUSES, FIRMWARE_TRACKS, type FirmwareStatus } from "#shared/firmware";
import { LANGUAGES } from "#shared/languages";
import { errorMeta, GeneralErrorBoundary } from "~/components/ErrorBoundary";
import {
  AppForm,
  FileField,
  Fieldset,
  Honeypot,
  SelectField,
  TextAreaField,
  TextField,
} from "~/components/forms/fields";
import { SubmitButton } from "~/components/forms/submit-button";
import { useServerForm } from "~/components/forms/use-server-form";
import { FilterForm, listStyles, NoData, ResultCount } from "~/components/list";
import { LocalLink } from "~/components/LocalLink";
import { PageHeader } from "~/components/PageHeader";
import { formatSize } from "~/lib/file-size";
import { useDateFormat } from "~/lib/intl";
import { isFiltered } from "~/lib/list-query";
import { sectionMeta } from "~/lib/meta";
import { useRootData } from "~/lib/root-data";
import type {
  draftTextsSchema,
  firmwareListLoader,
  newReleaseAction,
  newReleaseLoader,
  newReleaseSchema,
  releaseAction,
  releaseLoader,
  withdrawSchema,
} from "./firmware-admin.server";
import firmwareAdminStyles from "./firmware-admin.css";
import lifecycleAdminStyles from "./lifecycle-admin.css";

type Localized = { en: string } & Record<string, string | undefined>;

/** A release of the console's list. */
export interface ConsoleReleaseRow {
  id: number;
  status: FirmwareStatus;
  line: string;
  productClass: string;
  track: string;
  version: string;
  releaseDate: string;
  withdrawnAt: string | null;
  updatedAt: string;
  origin: string;
  models: { id: string; model: string }[];
}

export interface ConsoleReleaseList {
  items: ConsoleReleaseRow[];
  counts: Record<FirmwareStatus, number>;
  lines: string[];
  models: { id: string; model: string; productClass: string }[];
}

/** One release as the console edits it. */
export interface ConsoleRelease {
  id: number;
  documentId: number;
  status: FirmwareStatus;
  line: string;
  productClass: string;
  track: (typeof FIRMWARE_TRACKS)[number];
  ltsEndsOn: string | null;
  notes: Localized;
  knownIssues: Localized;
  withdrawnReason: Localized | null;
  withdrawnAt: string | null;
  title: string;
  version: string;
  releaseDate: string;
  size: number;
  sha256: string;
  origin: string;
  models: { id: string; model: string }[];
}

export const firmwareAdminLinks: LinksFunction = () => [
  { rel: "stylesheet", href: listStyles },
  { rel: "stylesheet", href: lifecycleAdminStyles },
  { rel: "stylesheet", href: firmwareAdminStyles },
];

export const firmwareAdminMeta: MetaFunction = ({ matches, error }) =>
  error
    ? errorMeta({ error, matches })
    : sectionMeta(matches, "admin:firmware", { noindex: true, description: "lead" });

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}

/** A release's state as a badge. */
function StatusBadge({ status }: { status: FirmwareStatus }) {
  const { t } = useTranslation("admin");
  return (
    <span className={`firmware-admin__status firmware-admin__status--${status}`}>
      {t(`firmware.status.${status}`)}
    </span>
  );
}

/** The console's list of releases: state, model and search; the newest first. */
export function FirmwareListPage() {
  const { t } = useTranslation("admin");
  const { list, query } = useLoaderData<typeof firmwareListLoader>();
  const formatDate = useDateFormat();
  return (
    <section className="page lifecycle-admin firmware-admin">
      <PageHeader title={t("firmware.title")} lead={t("firmware.lead")} />
      <p>
        <LocalLink className="button" to="/admin/firmware/new">
          {t("firmware.new")}
        </LocalLink>
      </p>
      <FilterForm
        title={t("firmware.filters")}
        className="list-filters--bar"
        path="/admin/firmware"
        filtered={isFiltered(query)}
        fields={[
          { kind: "search", name: "q", label: t("firmware.search"), value: query.q, dir: "ltr" },
          {
            kind: "select",
            name: "status",
            label: t("firmware.state"),
            allLabel: t("firmware.anyState"),
            value: query.status,
            options: FIRMWARE_STATUSES.map((status) => ({
              value: status,
              label: t(`firmware.status.${status}`),
              count: list.counts[status],
            })),
          },
          {
            kind: "select",
            name: "model",
            label: t("firmware.model"),
            allLabel: t("firmware.anyModel"),
            value: query.model,
            options: list.models.map((m) => ({ value: m.id, label: m.model })),
          },
        ]}
      />
      <ResultCount count={list.items.length} />
      {list.items.length === 0 ? (
        <NoData />
      ) : (
        <table className="lifecycle-admin__table">
          <thead>
            <tr>
              <th scope="col">{t("firmware.version")}</th>
              <th scope="col">{t("firmware.state")}</th>
              <th scope="col">{t("firmware.models")}</th>
              <th scope="col">{t("firmware.line")}</th>
              <th scope="col">{t("firmware.releaseDate")}</th>
              <th scope="col">{t("firmware.changedAt")}</th>
            </tr>
          </thead>
          <tbody>
            {list.items.map((r) => (
              <tr key={r.id}>
                <th scope="row">
                  <LocalLink to={`/admin/firmware/${r.id}`}>
                    <bdi dir="ltr">{r.version}</bdi>
                  </LocalLink>
                </th>
                <td data-label={t("firmware.state")}>
                  <StatusBadge status={r.status} />
                </td>
                <td data-label={t("firmware.models")}>
                  <bdi dir="ltr">{r.models.map((m) => m.model).join(", ")}</bdi>
                </td>
                <td data-label={t("firmware.line")}>
                  <bdi dir="ltr">{r.line}</bdi>
                </td>
                <td data-label={t("firmware.releaseDate")}>
                  {r.releaseDate ? formatDate(r.releaseDate) : "—"}
                </td>
                <td data-label={t("firmware.changedAt")}>{formatDate(r.updatedAt.slice(0, 10))}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

/** One textarea per language: English first and required, the others folded away. */
function LocalizedTextareas({
  fields,
  label,
  hint,
  rows = 6,
  englishOptional = false,
}: {
  // biome-ignore lint/suspicious/noExplicitAny: the fieldset of any localized text
  fields: any;
  label: string;
  hint?: string;
  rows?: number;
  englishOptional?: boolean;
}) {
  const { t } = useTranslation("admin");
  const others = LANGUAGES.filter((l) => l.code !== "en");
  const filled = others.some((l) => fields[l.code]?.initialValue || fields[l.code]?.errors);
  return (
    <>
      <TextAreaField
        field={fields.en}
        label={`${label} (${LANGUAGES[0].name})`}
        description={
          englishOptional ? hint : [t("firmware.englishRequired"), hint].filter(Boolean).join(" ")
        }
        rows={rows}
        dir="ltr"
      />
      <details className="firmware-admin__languages" open={filled}>
        <summary>{t("firmware.otherLanguages")}</summary>
        <p className="field__hint">{t("firmware.fallbackHint")}</p>
        {others.map((l) => (
          <TextAreaField
            key={l.code}
            field={fields[l.code]}
            label={`${label} (${l.name})`}
            rows={Math.min(rows, 4)}
            dir={l.dir}
          />
        ))}
      </details>
    </>
  );
}

const trackOptions = (t: (key: string) => string) =>
  FIRMWARE_TRACKS.map((track) => ({ value: track, label: t(`firmware.track.${track}`) }));

/**
 * The new-release form (multipart, without JavaScript too): models, line, version, track and
 * dates, notes and known issues per language, and the file last, so its text fields reach the
 * server first.
 */
export function NewReleasePage() {
  const { t } = useTranslation("admin");
  const { lines, today } = useLoaderData<typeof newReleaseLoader>();
  const lastResult = useActionData<typeof newReleaseAction>() as
    | SubmissionResult<string[]>
    | undefined;
  const [form, fields] = useServerForm<typeof newReleaseSchema>({
    lastResult,
    defaultValue: { track: "active", releaseDate: today },
    required: ["models", "line", "version", "track", "releaseDate", "notes.en", "file"],
  });
  const { language } = useRootData();
  // biome-ignore lint/suspicious/noExplicitAny: the form's fields are read by name
  const f = fields as any;
  return (
    <section className="page lifecycle-admin firmware-admin">
      <p>
        <LocalLink to="/admin/firmware">{t("firmware.back")}</LocalLink>
      </p>
      <PageHeader title={t("firmware.newTitle")} lead={t("firmware.newLead")} />
      <div className="lifecycle-admin__form firmware-admin__form">
        <AppForm form={form} multipart>
          <Honeypot />
          <Fieldset legend={t("firmware.releaseLegend")}>
            <TextField
              field={f.models}
              label={t("firmware.models")}
              description={t("firmware.modelsHint")}
              dir="ltr"
            />
            <TextField
              field={f.line}
              label={t("firmware.line")}
              description={t("firmware.lineHint", { lines: lines.slice(0, 4).join(", ") })}
              dir="ltr"
            />
            <TextField
              field={f.version}
              label={t("firmware.version")}
              description={t("firmware.versionHint")}
              dir="ltr"
            />
            <SelectField
              field={f.track}
              label={t("firmware.trackLabel")}
              options={trackOptions(t)}
            />
            <TextField
              field={f.ltsEndsOn}
              type="date"
              label={t("firmware.ltsEndsOn")}
              description={t("firmware.ltsHint")}
            />
            <TextField field={f.releaseDate} type="date" label={t("firmware.releaseDate")} />
          </Fieldset>
          <Fieldset legend={t("firmware.notesLegend")}>
            <LocalizedTextareas
              fields={f.notes.getFieldset()}
              label={t("firmware.notes")}
              hint={t("firmware.markdownHint")}
            />
            <LocalizedTextareas
              fields={f.knownIssues.getFieldset()}
              label={t("firmware.knownIssues")}
              hint={t("firmware.knownIssuesHint")}
              rows={4}
              englishOptional
            />
          </Fieldset>
          <Fieldset legend={t("firmware.fileLegend")}>
            <FileField
              field={f.file}
              label={t("firmware.file")}
              description={t("firmware.fileHint")}
              sizeHint={t("firmware.sizeHint", { size: formatSize(2 * 1024 ** 3, language.lang) })}
            />
          </Fieldset>
          <SubmitButton>{t("firmware.saveDraft")}</SubmitButton>
        </AppForm>
      </div>
    </section>
  );
}

type StepReply = { step: string; result: SubmissionResult<string[]> } | undefined;

/**
 * One release: its facts and state; while a draft, its texts edited and the Publish button; once
 * published, the Withdraw form with its reason; the links to its public pages.
 */
export function ReleasePage() {
  const { t } = useTranslation("admin");
  const { release } = useLoaderData<typeof releaseLoader>();
  const reply = useActionData<typeof releaseAction>() as StepReply;
  const formatDate = useDateFormat();
  const { language } = useRootData();
  const heading = t("firmware.releaseTitle", { version: `\u2068${release.version}\u2069` });
  return (
    <section className="page lifecycle-admin firmware-admin">
      <p>
        <LocalLink to="/admin/firmware">{t("firmware.back")}</LocalLink>
      </p>
      <PageHeader title={heading} lead={release.title} />
      <p>
        <StatusBadge status={release.status} />
      </p>
      <dl className="firmware-admin__facts">
        <dt>{t("firmware.models")}</dt>
        <dd>
          <bdi dir="ltr">{release.models.map((m) => m.model).join(", ")}</bdi>
        </dd>
        <dt>{t("firmware.line")}</dt>
        <dd>
          <bdi dir="ltr">{release.line}</bdi>
        </dd>
        <dt>{t("firmware.trackLabel")}</dt>
        <dd>
          {t(`firmware.track.${release.track}`)}
          {release.ltsEndsOn
            ? ` — ${t("firmware.ltsUntil", { date: formatDate(release.ltsEndsOn) })}`
            : ""}
        </dd>
        <dt>{t("firmware.releaseDate")}</dt>
        <dd>{formatDate(release.releaseDate)}</dd>
        <dt>{t("firmware.size")}</dt>
        <dd>{formatSize(release.size, language.lang)}</dd>
        <dt>SHA-256</dt>
        <dd>
          <code className="firmware-admin__hash" data-sha256>
            {release.sha256}
          </code>
        </dd>
        {release.withdrawnAt ? (
          <>
            <dt>{t("firmware.withdrawnAt")}</dt>
            <dd>{formatDate(release.withdrawnAt.slice(0, 10))}</dd>
            <dt>{t("firmware.reason")}</dt>
            <dd>{release.withdrawnReason?.en}</dd>
          </>
        ) : null}
      </dl>
      {release.status === "draft" ? (
        <p className="card__meta">{t("firmware.draftHidden")}</p>
      ) : (
        <ul className="link-list">
          <li>
            <LocalLink to={`/firmware-version/${release.id}`}>{t("firmware.viewPublic")}</LocalLink>
          </li>
          {release.models.map((m) => (
            <li key={m.id}>
              <LocalLink to={`/firmware-soft/${encodeURIComponent(m.model)}/releases`}>
                {t("firmware.viewModel", { model: `\u2068${m.model}\u2069` })}
              </LocalLink>
            </li>
          ))}
        </ul>
      )}
      {release.status === "draft" ? (
        <>
          <PublishForm reply={reply?.step === "publish" ? reply.result : undefined} />
          <DraftTextsForm
            release={release}
            reply={reply?.step === "texts" ? reply.result : undefined}
          />
        </>
      ) : null}
      {release.status === "published" ? (
        <WithdrawForm reply={reply?.step === "withdraw" ? reply.result : undefined} />
      ) : null}
    </section>
  );
}

function PublishForm({ reply }: { reply: SubmissionResult<string[]> | undefined }) {
  const { t } = useTranslation("admin");
  const [form] = useServerForm({ lastResult: reply, id: "firmware-publish" });
  return (
    <div className="firmware-admin__publish">
      <h2>{t("firmware.publishTitle")}</h2>
      <p>{t("firmware.publishLead")}</p>
      <AppForm form={form}>
        <Honeypot />
        <input type="hidden" name="step" value="publish" />
        <SubmitButton>{t("firmware.publish")}</SubmitButton>
      </AppForm>
    </div>
  );
}

function DraftTextsForm({
  release,
  reply,
}: {
  release: ConsoleRelease;
  reply: SubmissionResult<string[]> | undefined;
}) {
  const { t } = useTranslation("admin");
  const [form, fields] = useServerForm<typeof draftTextsSchema>({
    lastResult: reply,
    id: "firmware-texts",
    defaultValue: {
      track: release.track,
      ltsEndsOn: release.ltsEndsOn ?? undefined,
      releaseDate: release.releaseDate,
      notes: release.notes,
      knownIssues: release.knownIssues,
    },
  });
  // biome-ignore lint/suspicious/noExplicitAny: the form's fields are read by name
  const f = fields as any;
  return (
    <div className="lifecycle-admin__form firmware-admin__form">
      <h2>{t("firmware.editTitle")}</h2>
      <AppForm form={form}>
        <Honeypot />
        <input type="hidden" name="step" value="texts" />
        <SelectField field={f.track} label={t("firmware.trackLabel")} options={trackOptions(t)} />
        <TextField
          field={f.ltsEndsOn}
          type="date"
          label={t("firmware.ltsEndsOn")}
          description={t("firmware.ltsHint")}
        />
        <TextField field={f.releaseDate} type="date" label={t("firmware.releaseDate")} />
        <LocalizedTextareas
          fields={f.notes.getFieldset()}
          label={t("firmware.notes")}
          hint={t("firmware.markdownHint")}
        />
        <LocalizedTextareas
          fields={f.knownIssues.getFieldset()}
          label={t("firmware.knownIssues")}
          hint={t("firmware.knownIssuesHint")}
          rows={4}
          englishOptional
        />
        <SubmitButton>{t("firmware.saveTexts")}</SubmitButton>
      </AppForm>
    </div>
  );
}

function WithdrawForm({ reply }: { reply: SubmissionResult<string[]> | undefined }) {
  const { t } = useTranslation("admin");
  const [form, fields] = useServerForm<typeof withdrawSchema>({
    lastResult: reply,
    id: "firmware-withdraw",
  });
  // biome-ignore lint/suspicious/noExplicitAny: the form's fields are read by name
  const f = fields as any;
  return (
    <div className="lifecycle-admin__form firmware-admin__form">
      <h2>{t("firmware.withdrawTitle")}</h2>
      <p>{t("firmware.withdrawLead")}</p>
      <AppForm form={form}>
        <Honeypot />
        <input type="hidden" name="step" value="withdraw" />
        <LocalizedTextareas fields={f.reason.getFieldset()} label={t("firmware.reason")} rows={3} />
        <SubmitButton>{t("firmware.withdraw")}</SubmitButton>
      </AppForm>
    </div>
  );
}
