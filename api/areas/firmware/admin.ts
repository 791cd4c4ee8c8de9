import { readFileSync } from "node:fs";
import path from "node:path";
import { asc, desc, eq, sql } from "drizzle-orm";
import { contentChanged } from "#shared/content-events";
import type { FirmwareStatus } from "#shared/firmware";
import { LANGUAGES } from "#shared/languages";
import { CODE } from "../../codes";
import { changedFields, recordAudit } from "../../db/audit";
import type { Database } from "../../db/client";
import { documents, firmwareReleases, type Localized, products } from "../../db/schema";
import { CATALOGUE_DIR } from "../../db/seed";
import { ApiError } from "../../envelope";
import type { Deps } from "../../http/context";
import type { Filter } from "../../http/list-query";
import { NO_MATCH } from "../../http/list-query";
import { folderStore } from "../../infra/file-store";
import { pick } from "../../infra/localized";
import type { StoredFile } from "../../infra/uploads";
import { type DraftTexts, gathered, modelCodes, type NewReleaseFields } from "./admin-schemas";
import { notifySubscribers } from "./subscriptions";

type Actor = { userId: number; account: string };

/** A refusal the console shows at `field`; `reason` names its message. */
export const releaseRefusal = (
  field: string,
  reason: string,
  message: string,
  status: 400 | 404 | 409 | 413 | 415 = 400,
) => new ApiError(CODE.VALIDATION, message, status, { field, reason });

/** The document title of a release in every language, from the catalogue's firmware title. */
function releaseTitle(version: string, models: string[]): Localized {
  let template: Localized = { en: "Firmware {{version}} for {{models}}" };
  try {
    const catalogue = JSON.parse(readFileSync(path.join(CATALOGUE_DIR, "firmware.json"), "utf8"));
    if (catalogue?.title?.en) template = catalogue.title;
  } catch {
    // Without the catalogue file the English title serves every language.
  }
  const fill = (text: string) =>
    text.replace("{{version}}", version).replace("{{models}}", models.join(", "));
  return Object.fromEntries(
    LANGUAGES.filter((l) => template[l.code]).map((l) => [l.code, fill(template[l.code]!)]),
  ) as Localized;
}

/** Every release of the console (drafts too), newest first, with its document's facts. */
async function consoleRows(db: Database) {
  return db
    .select({ release: firmwareReleases, doc: documents })
    .from(firmwareReleases)
    .innerJoin(documents, eq(documents.id, firmwareReleases.documentId))
    .orderBy(desc(documents.releaseDate), desc(firmwareReleases.id));
}

async function productIndex(db: Database) {
  const rows = await db
    .select({
      id: products.id,
      model: products.model,
      productClass: products.productClass,
      lifecycle: products.lifecycle,
    })
    .from(products)
    .orderBy(asc(products.model));
  return { rows, byId: new Map(rows.map((p) => [p.id, p])) };
}

/**
 * The console's list: every release with its state, models, version and dates; `status` keeps one
 * state, `model` one product id, `q` searches versions, lines and model codes. With the counts per
 * state and the catalogue's models for the filters and the new-release form.
 */
export async function listConsoleReleases(
  db: Database,
  query: { status: Filter; model: Filter; q?: string },
) {
  const [rows, catalogue] = await Promise.all([consoleRows(db), productIndex(db)]);
  const q = (query.q ?? "").toLowerCase();
  const all = rows.map(({ release, doc }) => ({
    id: release.id,
    status: release.status,
    line: release.line,
    productClass: release.productClass,
    track: release.track,
    version: doc.version ?? "",
    releaseDate: doc.releaseDate ?? "",
    withdrawnAt: release.withdrawnAt?.toISOString() ?? null,
    updatedAt: doc.updatedAt.toISOString(),
    origin: doc.origin,
    models: release.models.map((id) => ({
      id,
      model: catalogue.byId.get(id)?.model ?? id.toUpperCase(),
    })),
  }));
  const items = all.filter(
    (r) =>
      query.status !== NO_MATCH &&
      query.model !== NO_MATCH &&
      (!query.status || r.status === query.status) &&
      (!query.model || r.models.some((m) => m.id === query.model)) &&
      (!q ||
        r.version.toLowerCase().includes(q) ||
        r.line.includes(q) ||
        r.models.some((m) => m.model.toLowerCase().includes(q))),
  );
  const counts = { draft: 0, published: 0, withdrawn: 0 } as Record<FirmwareStatus, number>;
  for (const r of all) counts[r.status]++;
  return {
    items,
    counts,
    lines: [...new Set(all.map((r) => r.line))].sort(),
    models: catalogue.rows.map((p) => ({ id: p.id, model: p.model, productClass: p.productClass })),
  };
}

/** One release as the console edits it (every language's texts; its title in `language`), or null. */
export async function consoleRelease(db: Database, id: number, language: string) {
  const [row] = await db
    .select({ release: firmwareReleases, doc: documents })
    .from(firmwareReleases)
    .innerJoin(documents, eq(documents.id, firmwareReleases.documentId))
    .where(eq(firmwareReleases.id, id));
  if (!row) return null;
  const { release, doc } = row;
  const catalogue = await productIndex(db);
  return {
    id: release.id,
    documentId: doc.id,
    status: release.status,
    line: release.line,
    productClass: release.productClass,
    track: release.track,
    ltsEndsOn: release.ltsEndsOn,
    notes: release.notes,
    knownIssues: release.knownIssues,
    withdrawnReason: release.withdrawnReason,
    withdrawnAt: release.withdrawnAt?.toISOString() ?? null,
    title: pick(doc.title, language),
    version: doc.version ?? "",
    releaseDate: doc.releaseDate ?? "",
    size: doc.size ?? 0,
    sha256: doc.sha256 ?? "",
    origin: doc.origin,
    models: release.models.map((modelId) => ({
      id: modelId,
      model: catalogue.byId.get(modelId)?.model ?? modelId.toUpperCase(),
    })),
  };
}

/**
 * The catalogue products the typed model codes name (ids or model codes, any case), all of one
 * product class: 400 naming the unknown codes or the mixed classes.
 */
async function resolveModels(db: Database, typed: string) {
  const codes = modelCodes(typed);
  const { rows } = await productIndex(db);
  const found: typeof rows = [];
  const unknown: string[] = [];
  for (const code of codes) {
    const folded = code.toLowerCase();
    const product = rows.find((p) => p.id === folded || p.model.toLowerCase() === folded);
    if (product) {
      if (!found.includes(product)) found.push(product);
    } else unknown.push(code);
  }
  if (unknown.length > 0 || found.length === 0)
    throw releaseRefusal(
      "models",
      "unknownModel",
      `No product has the model ${unknown.join(", ")}.`,
    );
  if (new Set(found.map((p) => p.productClass)).size > 1)
    throw releaseRefusal("models", "mixedClasses", "The models must all be of one product line.");
  return found;
}

/** 409 when one of `modelIds` already has a release of `version` (in any state). */
async function refuseTakenVersion(db: Database, version: string, modelIds: string[]) {
  const taken = await db
    .select({ models: firmwareReleases.models })
    .from(firmwareReleases)
    .innerJoin(documents, eq(documents.id, firmwareReleases.documentId))
    .where(sql`lower(${documents.version}) = ${version.toLowerCase()}`);
  const clash = modelIds.find((id) => taken.some((t) => t.models.includes(id)));
  if (clash)
    throw releaseRefusal(
      "version",
      "duplicate",
      `Version ${version} already exists for this model.`,
      409,
    );
}

/**
 * A new draft release: its models (one product line), line, version (unique per model, 409
 * otherwise), track, dates and texts, and its file, already streamed into the store's folder with
 * its SHA-256 and size, taken into the store under its key. The document (origin "console"), the
 * release and its audit entry are written in one transaction. Drafts are never shown to visitors,
 * so no page changes.
 */
export async function createDraft(
  deps: Deps,
  actor: Actor,
  input: NewReleaseFields,
  file: StoredFile & { sha256: string },
) {
  const { db, config } = deps;
  const models = await resolveModels(db, input.models);
  const modelIds = models.map((m) => m.id);
  await refuseTakenVersion(db, input.version, modelIds);
  const stored = await folderStore(config.filesDir).adopt(file.key, file);
  return db.transaction(async (tx) => {
    const t = tx as unknown as Database;
    // Checked again inside the transaction: two editors may send the same version at once.
    await t.execute(sql`select pg_advisory_xact_lock(hashtext('firmware-release-version'))`);
    await refuseTakenVersion(t, input.version, modelIds);
    const [doc] = await t
      .insert(documents)
      .values({
        kind: "firmware",
        title: releaseTitle(
          input.version,
          models.map((m) => m.model),
        ),
        format: formatOf(file.name),
        version: input.version,
        releaseDate: input.releaseDate,
        fileKey: stored.key,
        size: stored.size,
        sha256: stored.sha256,
        mime: stored.mime,
        origin: "console",
      })
      .returning({ id: documents.id });
    const [release] = await t
      .insert(firmwareReleases)
      .values({
        documentId: doc!.id,
        line: input.line,
        productClass: models[0]!.productClass,
        models: modelIds,
        notes: gathered(input, "notes"),
        knownIssues: gathered(input, "knownIssues"),
        status: "draft",
        track: input.track,
        ltsEndsOn: input.track === "lts" ? (input.ltsEndsOn ?? null) : null,
      })
      .returning({ id: firmwareReleases.id });
    await recordAudit(t, actor, {
      action: "draft",
      subjectKind: "firmware",
      subjectId: String(release!.id),
      changes: {
        version: input.version,
        models: models.map((m) => m.model),
        sha256: stored.sha256,
        size: stored.size,
      },
    });
    return { id: release!.id, documentId: doc!.id, sha256: stored.sha256, size: stored.size };
  });
}

/** The format a download list shows, from the file's name (`bin` when it says nothing known). */
function formatOf(name: string): string {
  const lower = name.toLowerCase();
  if (lower.endsWith(".tar.gz") || lower.endsWith(".tgz")) return "tar.gz";
  const ext = /\.([a-z0-9]{1,8})$/.exec(lower)?.[1];
  return ext && ["bin", "img", "zip", "fw", "pkg", "tar", "gz", "dav", "upg"].includes(ext)
    ? ext
    : "bin";
}

/** The release row, locked for the change; 404 when there is none. */
async function lockedRelease(t: Database, id: number) {
  const [row] = await t
    .select({ release: firmwareReleases, doc: documents })
    .from(firmwareReleases)
    .innerJoin(documents, eq(documents.id, firmwareReleases.documentId))
    .where(eq(firmwareReleases.id, id))
    .for("update");
  if (!row) throw new ApiError(CODE.NOT_FOUND, "No such release.", 404);
  return row;
}

const wrongState = (message: string) => releaseRefusal("status", "state", message, 409);

/** Changes a draft's texts, track and dates (409 once it is published); recorded when it changed. */
export async function updateDraft(db: Database, actor: Actor, id: number, input: DraftTexts) {
  return db.transaction(async (tx) => {
    const t = tx as unknown as Database;
    const { release, doc } = await lockedRelease(t, id);
    if (release.status !== "draft") throw wrongState("Only a draft can be changed.");
    const before = {
      notes: release.notes,
      knownIssues: release.knownIssues,
      track: release.track,
      ltsEndsOn: release.ltsEndsOn,
      releaseDate: doc.releaseDate,
    };
    const after = {
      notes: gathered(input, "notes"),
      knownIssues: gathered(input, "knownIssues"),
      track: input.track,
      ltsEndsOn: input.track === "lts" ? (input.ltsEndsOn ?? null) : null,
      releaseDate: input.releaseDate,
    };
    const changed = changedFields(before, after);
    if (Object.keys(changed).length === 0) return { id, changed: [] as string[] };
    await t
      .update(firmwareReleases)
      .set({
        notes: after.notes,
        knownIssues: after.knownIssues,
        track: after.track,
        ltsEndsOn: after.ltsEndsOn,
      })
      .where(eq(firmwareReleases.id, id));
    await t
      .update(documents)
      .set({ releaseDate: after.releaseDate, updatedAt: new Date() })
      .where(eq(documents.id, doc.id));
    await recordAudit(t, actor, {
      action: "update",
      subjectKind: "firmware",
      subjectId: String(id),
      changes: changed,
    });
    return { id, changed: Object.keys(changed) };
  });
}

/**
 * Publishes a draft (409 otherwise) with its audit entry, in one transaction; then every replica's
 * pages and answers are renewed (/firmware, the models' pages, the feeds) and the models' confirmed
 * subscribers are mailed (each once, whichever replica mails).
 */
export async function publishRelease(deps: Deps, actor: Actor, id: number, origin: string) {
  const { db } = deps;
  const version = await db.transaction(async (tx) => {
    const t = tx as unknown as Database;
    const { release, doc } = await lockedRelease(t, id);
    if (release.status !== "draft") throw wrongState("Only a draft can be published.");
    await t
      .update(firmwareReleases)
      .set({ status: "published" })
      .where(eq(firmwareReleases.id, id));
    await t.update(documents).set({ updatedAt: new Date() }).where(eq(documents.id, doc.id));
    await recordAudit(t, actor, {
      action: "publish",
      subjectKind: "firmware",
      subjectId: String(id),
      changes: { status: { from: "draft", to: "published" }, version: doc.version },
    });
    return doc.version ?? "";
  });
  contentChanged("firmware");
  const { mailed } = await notifySubscribers(deps, id, origin);
  return { id, version, mailed };
}

/**
 * Withdraws a published release (409 otherwise) with the reason visitors read and its audit
 * entry, in one transaction; its file then answers 410 and every replica's pages are renewed.
 */
export async function withdrawRelease(db: Database, actor: Actor, id: number, reason: Localized) {
  await db.transaction(async (tx) => {
    const t = tx as unknown as Database;
    const { release, doc } = await lockedRelease(t, id);
    if (release.status !== "published")
      throw wrongState("Only a published release can be withdrawn.");
    await t
      .update(firmwareReleases)
      .set({ status: "withdrawn", withdrawnReason: reason, withdrawnAt: new Date() })
      .where(eq(firmwareReleases.id, id));
    await t.update(documents).set({ updatedAt: new Date() }).where(eq(documents.id, doc.id));
    await recordAudit(t, actor, {
      action: "withdraw",
      subjectKind: "firmware",
      subjectId: String(id),
      changes: {
        status: { from: "published", to: "withdrawn" },
        version: doc.version,
        reason: pick(reason, "en"),
      },
    });
  });
  contentChanged("firmware");
  return { id, status: "withdrawn" as const };
}
