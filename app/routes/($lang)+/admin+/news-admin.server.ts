import { type ActionFunctionArgs, data, type LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { parseForm } from "~/components/forms/parse.server";
import { LANGUAGES, localizePath } from "~/i18n/languages";
import { pageLanguage } from "~/i18n/route-language.server";
import { callApi } from "~/lib/api.server";
import { CONTENT_ROLES } from "#shared/roles";
import { requireAnyRole } from "~/lib/auth.server";
import { requireOk } from "~/lib/failure.server";
import { checkHoneypot, invalidReply, redirectWithToast } from "~/lib/form-action.server";
import { readForm } from "~/lib/form.server";
import { NEWS_CATEGORIES } from "~/lib/news";
import type { EditorKind, PreviewArticle, StoredArticle } from "./__news-editor";

const isDate = (raw: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(raw) && new Date(`${raw}T00:00:00Z`).toISOString().startsWith(raw);

const TOO_LONG = "news:admin.errors.tooLong";

/** One text per language: English required (`requiredKey` when empty), the others optional. */
const texts = (max: number, requiredKey: string) =>
  z.object(
    Object.fromEntries(
      LANGUAGES.map((l) => [
        l.code,
        l.code === "en"
          ? z.string({ error: requiredKey }).trim().min(1, requiredKey).max(max, TOO_LONG)
          : z.string().trim().max(max, TOO_LONG).optional(),
      ]),
    ) as { en: z.ZodString } & Record<string, z.ZodOptional<z.ZodString>>,
  );

const articleFields = {
  date: z.string({ error: "news:admin.errors.date" }).refine(isDate, "news:admin.errors.date"),
  title: texts(200, "news:admin.errors.title"),
  summary: texts(600, "news:admin.errors.summary"),
  body: texts(20_000, "news:admin.errors.body"),
};

/** The editor's form of a news item (the backend checks the same limits). */
export const newsFormSchema = z.object({
  ...articleFields,
  category: z.enum(NEWS_CATEGORIES, { error: "news:admin.errors.category" }),
});
/** The editor's form of an announcement. */
export const announcementFormSchema = z.object(articleFields);

const schemaOf = (kind: EditorKind) => (kind === "news" ? newsFormSchema : announcementFormSchema);

type Texts = Record<string, string | undefined>;

/** The article as a visitor reading `code` would see it: English where a text has no translation. */
export function previewArticle(
  value: { date: string; category?: string; title: Texts; summary: Texts; body: Texts },
  code: string,
): PreviewArticle {
  const fields = { title: value.title, summary: value.summary, body: value.body };
  const pick = (t: Texts) => t[code] || t.en || "";
  return {
    date: value.date,
    category: value.category,
    title: pick(fields.title),
    summary: pick(fields.summary),
    body: pick(fields.body),
    fallback: Object.entries(fields)
      .filter(([, t]) => !t[code])
      .map(([name]) => name),
  };
}

/** The list of the editor: every item as stored, for editors and administrators. */
export async function adminListLoader(args: LoaderFunctionArgs, kind: EditorKind) {
  pageLanguage(args);
  const session = await requireAnyRole(args, CONTENT_ROLES);
  const items = await requireOk(
    args.request,
    await callApi<StoredArticle[]>(args, `/admin/${kind}`, { session }),
  );
  return { kind, items };
}

/** Deleting an item of the list (post/redirect/get with a message). */
export async function adminDeleteAction(args: ActionFunctionArgs, kind: EditorKind) {
  const language = pageLanguage(args);
  const session = await requireAnyRole(args, CONTENT_ROLES);
  const formData = await readForm(args.request);
  checkHoneypot(formData);
  const id = formData.get("id");
  if (formData.get("intent") !== "delete" || typeof id !== "string" || id === "") {
    throw new Response("The form could not be read.", { status: 400 });
  }
  await requireOk(
    args.request,
    await callApi(args, `/admin/${kind}/${encodeURIComponent(id)}`, { method: "DELETE", session }),
  );
  return redirectWithToast(
    args.request,
    localizePath(`/admin/${kind}`, language),
    "news:admin.deleted",
  );
}

/** The item being edited (`new`: none yet). */
export async function adminEditLoader(args: LoaderFunctionArgs, kind: EditorKind) {
  pageLanguage(args);
  const session = await requireAnyRole(args, CONTENT_ROLES);
  const id = args.params.id ?? "";
  if (id === "new") return { kind, item: null };
  const item = await requireOk(
    args.request,
    await callApi<StoredArticle>(args, `/admin/${kind}/${encodeURIComponent(id)}`, { session }),
  );
  return { kind, item };
}

/**
 * The editor's action: "Preview" answers the article as a visitor would see it, without saving
 * (so it works without JavaScript); "Save" creates or replaces the item, whose change clears the
 * page caches, and goes back to the list.
 */
export async function adminEditAction(args: ActionFunctionArgs, kind: EditorKind) {
  const language = pageLanguage(args);
  const session = await requireAnyRole(args, CONTENT_ROLES);
  const formData = await readForm(args.request);
  checkHoneypot(formData);
  const submission = parseForm(formData, schemaOf(kind));
  if (submission.status !== "success") {
    const { reply, status } = invalidReply(submission);
    return data({ result: reply, preview: null }, { status });
  }
  const value = submission.value as Parameters<typeof previewArticle>[0];
  if (formData.get("intent") === "preview") {
    return { result: submission.reply(), preview: previewArticle(value, language.code) };
  }
  const id = args.params.id ?? "";
  const result = await callApi<{ id: string }>(
    args,
    id === "new" ? `/admin/${kind}` : `/admin/${kind}/${encodeURIComponent(id)}`,
    { method: id === "new" ? "POST" : "PUT", data: value, session },
  );
  if (!result.ok) {
    const { reply, status } = invalidReply(submission, result);
    return data({ result: reply, preview: null }, { status });
  }
  return redirectWithToast(
    args.request,
    localizePath(`/admin/${kind}`, language),
    "news:admin.saved",
  );
}
