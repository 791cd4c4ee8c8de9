import { type ActionFunctionArgs, data, type LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { FIRMWARE_STATUSES, FIRMWARE_TRACKS } from "#shared/firmware";
import { LANGUAGES } from "#shared/languages";
import { isIsoDate } from "#shared/product-lifecycle";
import { CONTENT_ROLES } from "#shared/roles";
import { parseForm } from "~/components/forms/parse.server";
import { localizePath } from "~/i18n/languages";
import { pageLanguage } from "~/i18n/route-language.server";
import { callApi } from "~/lib/api.server";
import { failureStatus } from "~/lib/api-errors.server";
import { requireAnyRole } from "~/lib/auth.server";
import { requireOk } from "~/lib/failure.server";
import { checkHoneypot, invalidReply, redirectWithToast } from "~/lib/form-action.server";
import { readForm } from "~/lib/form.server";
import { listField, requireCanonical } from "~/lib/list-query.server";
import type { ConsoleRelease, ConsoleReleaseList } from "./__firmware";
import { passThroughReadingFields } from "./firmware-upload.server";

/** The messages of the form's checks and of the backend's refusals, by the reason it names. */
const ERRORS: Record<string, string> = {
  required: "admin:firmware.errors.required",
  tooLong: "admin:firmware.errors.tooLong",
  date: "admin:firmware.errors.date",
  line: "admin:firmware.errors.line",
  version: "admin:firmware.errors.version",
  duplicate: "admin:firmware.errors.duplicate",
  ltsRequired: "admin:firmware.errors.ltsRequired",
  ltsBeforeRelease: "admin:firmware.errors.ltsBeforeRelease",
  ltsActive: "admin:firmware.errors.ltsActive",
  unknownModel: "admin:firmware.errors.unknownModel",
  mixedClasses: "admin:firmware.errors.mixedClasses",
  fileType: "admin:firmware.errors.fileType",
  fileTooLarge: "admin:firmware.errors.fileTooLarge",
  fileRequired: "admin:firmware.errors.fileRequired",
  truncated: "admin:firmware.errors.truncated",
};
const CHOOSE_AGAIN = "admin:firmware.errors.chooseAgain";
const STATE_REFUSED = "admin:firmware.errors.state";
const NOTES_MAX = 20_000;
const REASON_MAX = 1_000;

/** The console's list of releases: search, state and model. */
export const firmwareListSchema = z.object({
  q: listField.search(),
  status: listField.choice(FIRMWARE_STATUSES),
  model: listField.filter(),
});

/** A text per language (`notes.en`, `notes.el` …): English required or not, the others optional. */
const localizedSchema = (max: number, englishRequired: boolean) =>
  z.object(
    Object.fromEntries(
      LANGUAGES.map((l) => {
        const text = z.string({ error: ERRORS.required! }).trim().max(max, ERRORS.tooLong!);
        return [l.code, l.code === "en" && englishRequired ? text : text.optional()];
      }),
    ) as Record<string, z.ZodType<string | undefined>>,
  );

const date = z.string({ error: ERRORS.required! }).trim().refine(isIsoDate, ERRORS.date!);

/** A draft's texts, track and dates (the backend checks the same). */
export const draftTextsSchema = z
  .object({
    step: z.literal("texts"),
    track: z.enum(FIRMWARE_TRACKS, { error: ERRORS.required! }),
    ltsEndsOn: z
      .string()
      .trim()
      .optional()
      .refine((v) => v === undefined || isIsoDate(v), ERRORS.date!),
    releaseDate: date,
    notes: localizedSchema(NOTES_MAX, true),
    knownIssues: localizedSchema(NOTES_MAX, false).optional(),
  })
  .superRefine((value, ctx) => {
    const issue = (key: string) =>
      ctx.addIssue({ code: "custom", path: ["ltsEndsOn"], message: ERRORS[key]! });
    if (value.track === "lts" && !value.ltsEndsOn) issue("ltsRequired");
    if (value.track === "lts" && value.ltsEndsOn && value.ltsEndsOn <= value.releaseDate)
      issue("ltsBeforeRelease");
    if (value.track === "active" && value.ltsEndsOn) issue("ltsActive");
  });

/** Publishing a draft: the button alone. */
export const publishSchema = z.object({ step: z.literal("publish") });

/** Withdrawing a published release: the reason visitors read, English required. */
export const withdrawSchema = z.object({
  step: z.literal("withdraw"),
  reason: localizedSchema(REASON_MAX, true),
});

/** The new-release form as the page renders it (its checks are the backend's). */
export const newReleaseSchema = z.record(z.string(), z.unknown());

/** Every release for editors and administrators, with the filters' choices. */
export async function firmwareListLoader(args: LoaderFunctionArgs) {
  pageLanguage(args);
  const session = await requireAnyRole(args, CONTENT_ROLES);
  const query = requireCanonical(args.request, firmwareListSchema);
  const list = await requireOk(
    args.request,
    await callApi<ConsoleReleaseList>(args, "/admin/firmware-releases", {
      data: Object.fromEntries(Object.entries(query).filter(([, v]) => v !== null)) as Record<
        string,
        string
      >,
      session,
    }),
  );
  return { list, query };
}

/** The new-release form: the lines releases have, and today as the release date. */
export async function newReleaseLoader(args: LoaderFunctionArgs) {
  pageLanguage(args);
  const session = await requireAnyRole(args, CONTENT_ROLES);
  const list = await requireOk(
    args.request,
    await callApi<ConsoleReleaseList>(args, "/admin/firmware-releases", {
      data: { status: "draft" },
      session,
    }),
  );
  return { lines: list.lines, today: new Date().toISOString().slice(0, 10) };
}

/**
 * A new draft release (multipart): the body goes on to the backend as it streams in, which stores
 * and hashes the file and checks every field; its text fields are read on the way, so a refusal
 * comes back at its field with everything typed kept (a browser never gets a chosen file back:
 * the message asks for it again, and nothing of a refused upload is kept). Success goes to the
 * release's page (post/redirect/get).
 */
export async function newReleaseAction(args: ActionFunctionArgs) {
  const language = pageLanguage(args);
  const session = await requireAnyRole(args, CONTENT_ROLES);
  const { request } = args;
  const contentType = request.headers.get("content-type") ?? "";
  if (!request.body || !/^multipart\/form-data;.*boundary=/i.test(contentType))
    throw new Response("The form must be sent as multipart/form-data.", { status: 415 });
  const upload = passThroughReadingFields(request.body, contentType);
  const result = await callApi<{ id: number }>(args, "/admin/firmware-releases", {
    method: "POST",
    stream: { body: upload.body, contentType },
    session,
  });
  if (result.ok)
    return redirectWithToast(
      request,
      localizePath(`/admin/firmware/${result.data.id}`, language),
      "admin:firmware.drafted",
    );
  const typed = await upload.finish();
  const formData = new FormData();
  for (const [name, value] of Object.entries(typed)) formData.set(name, value);
  checkHoneypot(formData);
  const submission = parseForm(formData, newReleaseSchema);
  const refusal = result.data as { field?: string; reason?: string } | undefined;
  const message = refusal?.reason ? ERRORS[refusal.reason] : undefined;
  const status = failureStatus(result);
  if (refusal?.field && message && result.status >= 400 && result.status < 500) {
    return data(
      submission.reply({
        fieldErrors: { [refusal.field]: [message] },
        formErrors: [CHOOSE_AGAIN],
      }),
      { status: result.status },
    );
  }
  const { reply } = invalidReply(submission, result);
  return data(reply, { status });
}

const releasePath = (id: string) => `/admin/firmware-releases/${id}`;

/** A release id from the path, or 404. */
function releaseIdOf(args: { params: { id?: string } }): string {
  const id = args.params.id ?? "";
  if (!/^\d{1,9}$/.test(id)) throw new Response("Not Found", { status: 404 });
  return id;
}

/** One release as the console shows and edits it. */
export async function releaseLoader(args: LoaderFunctionArgs) {
  pageLanguage(args);
  const session = await requireAnyRole(args, CONTENT_ROLES);
  const release = await requireOk(
    args.request,
    await callApi<ConsoleRelease>(args, releasePath(releaseIdOf(args)), { session }),
  );
  return { release };
}

/** The flat fields the backend reads (`notes.en` …) of a localized text. */
const flat = (prefix: string, texts: Record<string, string | undefined> | undefined) =>
  Object.fromEntries(
    LANGUAGES.map((l) => [`${prefix}.${l.code}`, texts?.[l.code] ?? ""]).filter(
      ([code, text]) => text !== "" || code === `${prefix}.en`,
    ),
  );

/**
 * The release page's three forms, told apart by `step`: a draft's texts saved, a draft published
 * (pages, feeds and the subscribers' mails follow), a published release withdrawn with its reason.
 * Each is recorded in the audit log; a refusal keeps the input, success comes back to the page
 * with a message.
 */
export async function releaseAction(args: ActionFunctionArgs) {
  const language = pageLanguage(args);
  const session = await requireAnyRole(args, CONTENT_ROLES);
  const id = releaseIdOf(args);
  const formData = await readForm(args.request);
  checkHoneypot(formData);
  const step = formData.get("step");
  const schema =
    step === "publish" ? publishSchema : step === "withdraw" ? withdrawSchema : draftTextsSchema;
  const submission = parseForm(formData, schema);
  const stepName = step === "publish" || step === "withdraw" ? step : "texts";
  if (submission.status !== "success") {
    const { reply, status } = invalidReply(submission);
    return data({ step: stepName, result: reply }, { status });
  }
  const value = submission.value as Record<string, unknown>;
  const call =
    value.step === "texts"
      ? callApi(args, releasePath(id), {
          method: "PUT",
          session,
          data: {
            track: value.track,
            ltsEndsOn: value.ltsEndsOn ?? "",
            releaseDate: value.releaseDate,
            ...flat("notes", value.notes as Record<string, string>),
            ...flat("knownIssues", value.knownIssues as Record<string, string> | undefined),
          },
        })
      : value.step === "publish"
        ? callApi(args, `${releasePath(id)}/publish`, { method: "POST", session })
        : callApi(args, `${releasePath(id)}/withdraw`, {
            method: "POST",
            session,
            data: flat("reason", value.reason as Record<string, string>),
          });
  const result = await call;
  if (!result.ok) {
    const { reply, status } = invalidReply(
      submission,
      result,
      {},
      { overrides: { 40010: STATE_REFUSED } },
    );
    return data({ step: stepName, result: reply }, { status });
  }
  const toast =
    value.step === "texts"
      ? "admin:firmware.saved"
      : value.step === "publish"
        ? "admin:firmware.publishedToast"
        : "admin:firmware.withdrawnToast";
  return redirectWithToast(args.request, localizePath(`/admin/firmware/${id}`, language), toast);
}
