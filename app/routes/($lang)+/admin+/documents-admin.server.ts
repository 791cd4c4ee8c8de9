import { type ActionFunctionArgs, data, type LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import {
  CONSOLE_DOCUMENT_KINDS,
  DISTRIBUTIONS,
  DOCUMENT_FORMATS,
  DOCUMENT_MAX_PRODUCTS,
  DOCUMENT_TITLE_MAX,
  DOCUMENT_VERSION_MAX,
  SCENARIOS,
} from "#shared/documents";
import { isIsoDate } from "#shared/product-lifecycle";
import { CONTENT_ROLES } from "#shared/roles";
import { fileSchema } from "~/components/forms/file-schema";
import { parseForm } from "~/components/forms/parse.server";
import { LANGUAGES, localizePath } from "~/i18n/languages";
import { pageLanguage } from "~/i18n/route-language.server";
import { type ApiResult, callApi } from "~/lib/api.server";
import { failureStatus } from "~/lib/api-errors.server";
import { requireAnyRole } from "~/lib/auth.server";
import { requireOk } from "~/lib/failure.server";
import { checkHoneypot, invalidReply, redirectWithToast } from "~/lib/form-action.server";
import { readForm } from "~/lib/form.server";
import { listField, requireCanonical } from "~/lib/list-query.server";
import type { AdminDocument, AdminDocumentList, ProductChoice } from "./__documents-admin";

/** The largest document form read: a 50 MB file and its fields. */
const MAX_DOCUMENT_FORM_BYTES = 51 * 1024 * 1024;
const MAX_FILE_BYTES = 50 * 1024 * 1024;
/** The key of one of the forms' messages. */
const error = (key: string) => `admin:documents.errors.${key}`;

/** The console's list of documents: kind, product and search. */
export const documentListSchema = z.object({
  q: listField.search(),
  kind: listField.choice(CONSOLE_DOCUMENT_KINDS),
  product: listField.search(),
  page: listField.page(),
});

const optionalTitle = z.string().trim().max(DOCUMENT_TITLE_MAX).optional();
const versionLabel = z
  .string()
  .trim()
  .max(DOCUMENT_VERSION_MAX)
  .regex(/^[\p{L}\p{N}][\p{L}\p{N} ._+-]*$/u, error("version"));
const releaseDate = z.string().trim().refine(isIsoDate, error("date"));

/** A document's facts as the console's forms send them (the backend checks the same). */
const factsSchema = z.object({
  kind: z.enum(CONSOLE_DOCUMENT_KINDS),
  title: z.object({
    en: z.string().trim().max(DOCUMENT_TITLE_MAX),
    ...Object.fromEntries(
      LANGUAGES.filter((l) => l.code !== "en").map((l) => [l.code, optionalTitle]),
    ),
  }),
  products: z.array(z.string().trim()).min(1, error("products")).max(DOCUMENT_MAX_PRODUCTS),
  language: z.enum(LANGUAGES.map((l) => l.code) as [string, ...string[]]),
  format: z.enum(DOCUMENT_FORMATS),
  scenario: z.enum(SCENARIOS),
  distribution: z.enum(DISTRIBUTIONS),
  version: versionLabel,
  releaseDate,
  gated: z.boolean().optional(),
});

const file = fileSchema({ maxBytes: MAX_FILE_BYTES });

/** Publishing: the facts and the file. */
export const documentCreateSchema = factsSchema.extend({ file });
/** Changing the facts. */
export const documentFactsSchema = factsSchema;
/** Replacing the file: the new file with its version label and release date. */
export const documentFileSchema = z.object({ file, version: versionLabel, releaseDate });
/** Removing: the box that confirms it. */
export const documentRemoveSchema = z.object({
  confirm: z.boolean({ error: error("confirm") }).refine((v) => v, error("confirm")),
});

type Facts = z.infer<typeof factsSchema>;

/** The facts as the backend's form fields (`title.<code>`, `products` repeated, `gated` "on"). */
function appendFacts(body: FormData, facts: Facts) {
  body.set("kind", facts.kind);
  for (const [code, text] of Object.entries(facts.title))
    if (typeof text === "string" && text !== "") body.set(`title.${code}`, text);
  for (const id of facts.products) body.append("products", id);
  for (const name of ["language", "format", "scenario", "distribution", "version"] as const)
    body.set(name, facts[name]);
  body.set("releaseDate", facts.releaseDate);
  if (facts.gated) body.set("gated", "on");
}

/** Every product of the catalogue (id and model) for the forms' product choice. */
async function productChoices(
  args: LoaderFunctionArgs,
  session: Awaited<ReturnType<typeof requireAnyRole>>,
) {
  const list = await requireOk(
    args.request,
    await callApi<{ items: ProductChoice[] }>(args, "/admin/products", { session }),
  );
  return list.items
    .map((p) => ({ id: p.id, model: p.model }))
    .sort((a, b) => a.model.localeCompare(b.model));
}

/** The console's list of documents, for editors and administrators. */
export async function documentListLoader(args: LoaderFunctionArgs) {
  pageLanguage(args);
  const session = await requireAnyRole(args, CONTENT_ROLES);
  const query = requireCanonical(args.request, documentListSchema);
  const [list, products] = await Promise.all([
    requireOk(
      args.request,
      await callApi<AdminDocumentList>(args, "/admin/documents", {
        data: Object.fromEntries(
          Object.entries(query).filter(([, v]) => v !== null && v !== undefined),
        ) as Record<string, string>,
        session,
      }),
    ),
    productChoices(args, session),
  ]);
  return { list, query, products };
}

/** The form of a new document. */
export async function documentNewLoader(args: LoaderFunctionArgs) {
  pageLanguage(args);
  const session = await requireAnyRole(args, CONTENT_ROLES);
  return { products: await productChoices(args, session) };
}

const documentPath = (id: string | undefined) => `/admin/documents/${id ?? ""}`;
const isDocumentId = (id: string | undefined) => id !== undefined && /^\d{1,9}$/.test(id);

/** One document with its history, for its console page. */
export async function documentEditLoader(args: LoaderFunctionArgs) {
  pageLanguage(args);
  const session = await requireAnyRole(args, CONTENT_ROLES);
  if (!isDocumentId(args.params.id)) throw new Response("Not Found", { status: 404 });
  const [document, products] = await Promise.all([
    requireOk(
      args.request,
      await callApi<AdminDocument>(args, documentPath(args.params.id), { session }),
    ),
    productChoices(args, session),
  ]);
  return { document, products };
}

/** The backend's refusal of one field (api/areas/documents/admin.routes.ts). */
interface Refusal {
  field?: string;
  reason?: string;
}

/** The message of a backend refusal, by its reason. */
function refusalMessage(reason: string): string {
  const known = [
    "formatMismatch",
    "tooLarge",
    "truncated",
    "fileMissing",
    "sameVersion",
    "unknown",
    "catalogue",
    "removed",
  ];
  return error(known.includes(reason) ? reason : "invalid");
}

type Submission = ReturnType<typeof parseForm>;

/**
 * The answer to a refused submission: the backend's reason at its field (or the form's), the typed
 * fields kept; a form with a file says the file must be chosen again (a browser never gets it back).
 */
function refused(
  form: string,
  submission: Submission,
  result: Extract<ApiResult<unknown>, { ok: false }> | null,
  withFile: boolean,
) {
  const again = withFile ? [error("chooseAgain")] : [];
  if (!result) {
    const { reply, status } = invalidReply(submission);
    const errors = reply.error ?? {};
    if (withFile) reply.error = { ...errors, "": [...(errors[""] ?? []), ...again] };
    return data({ form, result: reply }, { status });
  }
  const refusal = result.data as Refusal | undefined;
  if (result.status >= 400 && result.status < 500 && refusal?.reason) {
    const message = refusalMessage(refusal.reason);
    const field = refusal.field && refusal.field !== "body" ? refusal.field : null;
    return data(
      {
        form,
        result: submission.reply({
          ...(field ? { fieldErrors: { [field]: [message] } } : {}),
          formErrors: [...(field ? [] : [message]), ...again],
        }),
      },
      { status: result.status },
    );
  }
  const { reply, status } = invalidReply(submission, result);
  return data({ form, result: reply }, { status: failureStatus(result) || status });
}

/**
 * Reads a document form of at most 51 MB; a bigger body is answered at once with the form's message
 * (413: nothing of it could be read, so nothing is kept; the file must be smaller).
 */
async function readDocumentForm(request: Request, form: string) {
  try {
    return await readForm(request, MAX_DOCUMENT_FORM_BYTES);
  } catch (refusal) {
    if (refusal instanceof Response && refusal.status === 413)
      return data(
        {
          form,
          result: {
            status: "error" as const,
            error: { "": [error("tooLarge"), error("chooseAgain")] },
          },
        },
        { status: 413 },
      );
    throw refusal;
  }
}

/** The body of a multipart call to the backend, streamed as it is encoded. */
function multipart(body: FormData) {
  const encoded = new Request("http://form.invalid/", { method: "POST", body });
  return {
    body: encoded.body as ReadableStream<Uint8Array>,
    contentType: encoded.headers.get("content-type") ?? "",
  };
}

/**
 * Publishes a new document: the fields checked here, then the form goes on as multipart to the
 * backend, which streams the file to the store and checks it is of the format given. On success
 * the document's page; a refusal comes back at its field with the typed fields kept.
 */
export async function documentNewAction(args: ActionFunctionArgs) {
  const language = pageLanguage(args);
  const session = await requireAnyRole(args, CONTENT_ROLES);
  const formData = await readDocumentForm(args.request, "create");
  if (!(formData instanceof FormData)) return formData;
  checkHoneypot(formData);
  const submission = parseForm(formData, documentCreateSchema);
  if (submission.status !== "success") return refused("create", submission, null, true);
  const { file: upload, ...facts } = submission.value;
  const body = new FormData();
  appendFacts(body, facts);
  body.set("file", upload, upload.name);
  const result = await callApi<{ id: number }>(args, "/admin/documents", {
    method: "POST",
    stream: multipart(body),
    session,
  });
  if (!result.ok) return refused("create", submission, result, true);
  return redirectWithToast(
    args.request,
    localizePath(documentPath(String(result.data.id)), language),
    "admin:documents.published",
  );
}

/** The three forms of a document's page: its facts, a new file, removal (`form` names which). */
export async function documentEditAction(args: ActionFunctionArgs) {
  const language = pageLanguage(args);
  const session = await requireAnyRole(args, CONTENT_ROLES);
  const id = args.params.id;
  if (!isDocumentId(id)) throw new Response("Not Found", { status: 404 });
  const here = localizePath(documentPath(id), language);
  const formData = await readDocumentForm(args.request, "file");
  if (!(formData instanceof FormData)) return formData;
  checkHoneypot(formData);
  const which = formData.get("form");
  if (which === "facts") {
    const submission = parseForm(formData, documentFactsSchema);
    if (submission.status !== "success") return refused("facts", submission, null, false);
    const facts = submission.value;
    const result = await callApi(args, documentPath(id), {
      method: "PUT",
      data: { ...facts, gated: facts.gated ?? false },
      session,
    });
    if (!result.ok) return refused("facts", submission, result, false);
    return redirectWithToast(args.request, here, "admin:documents.saved");
  }
  if (which === "file") {
    const submission = parseForm(formData, documentFileSchema);
    if (submission.status !== "success") return refused("file", submission, null, true);
    const body = new FormData();
    body.set("version", submission.value.version);
    body.set("releaseDate", submission.value.releaseDate);
    body.set("file", submission.value.file, submission.value.file.name);
    const result = await callApi(args, `${documentPath(id)}/file`, {
      method: "POST",
      stream: multipart(body),
      session,
    });
    if (!result.ok) return refused("file", submission, result, true);
    return redirectWithToast(args.request, here, "admin:documents.replaced");
  }
  if (which === "remove") {
    const submission = parseForm(formData, documentRemoveSchema);
    if (submission.status !== "success") return refused("remove", submission, null, false);
    const result = await callApi(args, documentPath(id), { method: "DELETE", session });
    if (!result.ok) return refused("remove", submission, result, false);
    return redirectWithToast(
      args.request,
      localizePath("/admin/documents", language),
      "admin:documents.removed",
    );
  }
  throw new Response("Bad Request", { status: 400 });
}
