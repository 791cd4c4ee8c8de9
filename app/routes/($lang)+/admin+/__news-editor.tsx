import type { SubmissionResult } from "@conform-to/react";
import type { LinksFunction, MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import {
  AppForm,
  Fieldset,
  Honeypot,
  SelectField,
  TextAreaField,
  TextField,
} from "~/components/forms/fields";
import { DefaultSubmitButton, SubmitButton } from "~/components/forms/submit-button";
import { useServerForm } from "~/components/forms/use-server-form";
import { LocalLink } from "~/components/LocalLink";
import { PageHeader } from "~/components/PageHeader";
import { LANGUAGES } from "~/i18n/languages";
import { useDateFormat } from "~/lib/intl";
import { ArticleView, useCategoryLabel } from "~/components/news/ArticleView";
import { NEWS_CATEGORIES } from "~/lib/news";
import { errorMeta, GeneralErrorBoundary } from "~/components/ErrorBoundary";
import { articleStyles } from "~/components/news/ArticleView";
import { sectionMeta } from "~/lib/meta";
import newsAdminStyles from "./news-admin.css";
import type {
  adminEditAction,
  adminEditLoader,
  adminListLoader,
  newsFormSchema,
} from "./news-admin.server";

/** What the editor edits: news (`/admin/news`) or announcements (`/admin/announcements`). */
export type EditorKind = "news" | "announcements";

/** The section of each kind's console pages (its translation key). */
const SECTIONS: Record<EditorKind, string> = {
  news: "news:admin.news",
  announcements: "news:admin.announcements",
};

/** The stylesheet of the list of a kind (`news._index.tsx`, `announcements._index.tsx`). */
export const listLinks: LinksFunction = () => [{ rel: "stylesheet", href: newsAdminStyles }];

/** The stylesheets of the editor of one item (`news.$id.tsx`, `announcements.$id.tsx`). */
export const editLinks: LinksFunction = () => [
  { rel: "stylesheet", href: articleStyles },
  { rel: "stylesheet", href: newsAdminStyles },
];

/** The meta of the list of `kind`. */
export const listMeta =
  (kind: EditorKind): MetaFunction =>
  ({ matches }) =>
    sectionMeta(matches, SECTIONS[kind], { noindex: true, description: "lead" });

/** The meta of the editor of `kind`, or of its error page. */
export const editMeta =
  (kind: EditorKind): MetaFunction =>
  ({ matches, error }) =>
    error
      ? errorMeta({ error, matches })
      : sectionMeta(matches, SECTIONS[kind], { noindex: true, description: "lead" });

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}

type Texts = { en: string } & Partial<Record<string, string>>;

/** An item as the backend stores it: every language's text. */
export interface StoredArticle {
  id: string;
  date: string;
  category?: string;
  title: Texts;
  summary: Texts;
  body: Texts;
}

export interface PreviewArticle {
  date: string;
  category?: string;
  title: string;
  summary: string;
  body: string;
  fallback: string[];
}

const publicPath = (kind: EditorKind, id: string) =>
  kind === "news"
    ? `/news/${encodeURIComponent(id)}/detail`
    : `/announcement/${encodeURIComponent(id)}/details`;

/** The list of the editor: each item with its date, English title, and links to edit, view, delete. */
export function AdminArticleList({ kind, items }: { kind: EditorKind; items: StoredArticle[] }) {
  const { t } = useTranslation("news");
  const formatDate = useDateFormat();
  const categoryLabel = useCategoryLabel();
  return (
    <section className="page news-admin">
      <PageHeader title={t(`news:admin.${kind}.title`)} lead={t(`news:admin.${kind}.lead`)} />
      <p className="news-admin__actions">
        <LocalLink className="button" to={`/admin/${kind}/new`}>
          {t(`news:admin.${kind}.new`)}
        </LocalLink>
        <LocalLink to={kind === "news" ? "/news" : "/announcement"}>
          {t("news:admin.viewPublic")}
        </LocalLink>
      </p>
      <table className="news-admin__table">
        <thead>
          <tr>
            <th scope="col">{t("news:admin.date")}</th>
            <th scope="col">{t("news:admin.titleField")}</th>
            {kind === "news" ? <th scope="col">{t("news:admin.category")}</th> : null}
            <th scope="col">{t("news:admin.actions")}</th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr key={item.id}>
              <td>
                <time dateTime={item.date}>{formatDate(item.date)}</time>
              </td>
              <td lang="en" dir="ltr">
                {item.title.en}
              </td>
              {kind === "news" ? <td>{categoryLabel(item.category ?? "")}</td> : null}
              <td>
                <div className="news-admin__actions">
                  <LocalLink to={`/admin/${kind}/${encodeURIComponent(item.id)}`}>
                    {t("news:admin.edit")}
                    <span className="visually-hidden">: {item.title.en}</span>
                  </LocalLink>
                  <LocalLink to={publicPath(kind, item.id)}>
                    {t("news:admin.view")}
                    <span className="visually-hidden">: {item.title.en}</span>
                  </LocalLink>
                  <Form method="post">
                    <input type="hidden" name="id" value={item.id} />
                    <button type="submit" name="intent" value="delete" className="button-link">
                      {t("news:admin.delete")}
                      <span className="visually-hidden">: {item.title.en}</span>
                    </button>
                  </Form>
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

const today = () => new Date().toISOString().slice(0, 10);

/**
 * The form of one item: date, category (news), and title, summary and body per language (English
 * required; the others in folded sections). "Preview" shows the article above the form without
 * saving; "Save" stores it.
 */
export function AdminArticleEditor({
  kind,
  item,
  actionData,
}: {
  kind: EditorKind;
  item: StoredArticle | null;
  actionData: { result: SubmissionResult<string[]>; preview: PreviewArticle | null } | undefined;
}) {
  const { t } = useTranslation("news");
  const categoryLabel = useCategoryLabel();
  const [form, fields] = useServerForm<typeof newsFormSchema>({
    lastResult: actionData?.result,
    defaultValue: item
      ? {
          date: item.date,
          category: item.category as never,
          title: item.title,
          summary: item.summary,
          body: item.body,
        }
      : { date: today(), category: "product" },
  });
  const preview = actionData?.preview ?? null;
  const texts = {
    title: fields.title.getFieldset(),
    summary: fields.summary.getFieldset(),
    body: fields.body.getFieldset(),
  };
  const languageFields = (code: string) => (
    <>
      <TextField field={texts.title[code]!} label={t("news:admin.titleField")} />
      <TextAreaField field={texts.summary[code]!} label={t("news:admin.summaryField")} rows={3} />
      <TextAreaField
        field={texts.body[code]!}
        label={t("news:admin.bodyField")}
        description={t("news:admin.bodyHint")}
        rows={10}
      />
    </>
  );
  const heading = item
    ? // The English title isolated, so it keeps its own direction inside an Arabic heading.
      t(`news:admin.${kind}.edit`, { title: `\u2068${item.title.en}\u2069` })
    : t(`news:admin.${kind}.new`);
  return (
    <section className="page news-admin">
      <p>
        <LocalLink to={`/admin/${kind}`}>{t(`news:admin.${kind}.back`)}</LocalLink>
      </p>
      <PageHeader title={heading} />
      {preview ? (
        <section className="news-preview" aria-labelledby="news-preview">
          <h2 id="news-preview">{t("news:admin.previewHeading")}</h2>
          <ArticleView
            item={preview}
            category={preview.category ? categoryLabel(preview.category) : undefined}
          />
        </section>
      ) : null}
      <AppForm form={form}>
        <DefaultSubmitButton name="intent" value="save">
          {t("news:admin.save")}
        </DefaultSubmitButton>
        <Honeypot />
        <TextField field={fields.date} type="date" label={t("news:admin.date")} />
        {kind === "news" ? (
          <SelectField
            field={fields.category}
            label={t("news:admin.category")}
            options={NEWS_CATEGORIES.map((c) => ({ value: c, label: categoryLabel(c) }))}
          />
        ) : null}
        <Fieldset legend={LANGUAGES[0].name} description={t("news:admin.englishRequired")}>
          <div lang="en" dir="ltr">
            {languageFields("en")}
          </div>
        </Fieldset>
        <div className="news-admin__languages">
          <p className="field__hint">{t("news:admin.otherLanguages")}</p>
          {LANGUAGES.slice(1).map((language) => {
            const open = Object.values(texts).some(
              (f) => Boolean(f[language.code]?.errors) || Boolean(f[language.code]?.initialValue),
            );
            return (
              <details key={language.code} open={open}>
                <summary lang={language.lang}>{language.name}</summary>
                <div lang={language.lang} dir={language.dir}>
                  {languageFields(language.code)}
                </div>
              </details>
            );
          })}
        </div>
        <div className="news-admin__actions">
          <SubmitButton name="intent" value="preview" className="button button--secondary">
            {t("news:admin.preview")}
          </SubmitButton>
          <SubmitButton name="intent" value="save">
            {t("news:admin.save")}
          </SubmitButton>
        </div>
      </AppForm>
    </section>
  );
}

/** Administration: every item of the loader's kind, to edit, view or delete. */
export function AdminArticleListPage() {
  const { kind, items } = useLoaderData<typeof adminListLoader>();
  return <AdminArticleList kind={kind} items={items} />;
}

/** Administration: a new item of the loader's kind (`new`) or an existing one, with its preview. */
export function AdminArticleEditPage() {
  const { kind, item } = useLoaderData<typeof adminEditLoader>();
  const actionData = useActionData<typeof adminEditAction>();
  return <AdminArticleEditor kind={kind} item={item} actionData={actionData} />;
}
