import { and, asc, desc, eq, ne, sql } from "drizzle-orm";
import { FIRMWARE_CLASSES, SOFTWARE_PLATFORMS } from "#shared/firmware";
import type { Database } from "../../db/client";
import {
  documents,
  firmwareReleases,
  type Localized,
  products,
  softwarePackages,
} from "../../db/schema";
import { fallbackFields, pick } from "../../infra/localized";
import { markdownText, renderMarkdown } from "../../infra/markdown";

/** How many releases a feed carries. */
export const FEED_SIZE = 50;

type DocumentRow = typeof documents.$inferSelect;

/** What every download shows: its document's file facts, in the visitor's language. */
function fileFacts(doc: DocumentRow, language: string) {
  return {
    documentId: doc.id,
    title: pick(doc.title, language),
    version: doc.version ?? "",
    releaseDate: doc.releaseDate ?? "",
    size: doc.size ?? 0,
    sha256: doc.sha256 ?? "",
    gated: doc.gated,
    downloads: doc.downloads,
    updatedAt: doc.updatedAt.toISOString(),
  };
}

/** Newest first: by release date, then version. */
const newestFirst = <T extends { releaseDate: string; id: number }>(a: T, b: T) =>
  b.releaseDate.localeCompare(a.releaseDate) || b.id - a.id;

/** Releases visitors see: published and withdrawn ones (a draft is never shown). */
const VISIBLE = ne(firmwareReleases.status, "draft");

/** A Markdown text of a release in `language`: its HTML (sanitized) and its words as plain text. */
function markdownIn(text: Localized | null, language: string) {
  const source = pick(text, language);
  return { html: source ? renderMarkdown(source).html : "", text: markdownText(source) };
}

/**
 * Every release visitors see, with its document and models (the catalogue keeps a few hundred at
 * most). `fallback` names the texts shown in English for want of a translation.
 */
async function allReleases(db: Database, language: string) {
  const [rows, productRows] = await Promise.all([
    db
      .select({ release: firmwareReleases, doc: documents })
      .from(firmwareReleases)
      .innerJoin(documents, eq(documents.id, firmwareReleases.documentId))
      .where(and(sql`${documents.fileKey} is not null`, VISIBLE)),
    db
      .select({ id: products.id, model: products.model, type: products.type, name: products.name })
      .from(products),
  ]);
  const byId = new Map(productRows.map((p) => [p.id, p]));
  return rows
    .map(({ release, doc }) => {
      const notes = markdownIn(release.notes, language);
      const knownIssues = markdownIn(release.knownIssues, language);
      const withdrawn = release.status === "withdrawn";
      return {
        id: release.id,
        line: release.line,
        productClass: release.productClass,
        status: release.status,
        track: release.track,
        ltsEndsOn: release.ltsEndsOn,
        notes: notes.text,
        notesHtml: notes.html,
        knownIssues: knownIssues.text,
        knownIssuesHtml: knownIssues.html,
        withdrawnAt: withdrawn ? (release.withdrawnAt?.toISOString() ?? null) : null,
        withdrawnReason: withdrawn ? pick(release.withdrawnReason, language) : "",
        fallback: fallbackFields(
          {
            notes: release.notes,
            knownIssues: release.knownIssues.en ? release.knownIssues : null,
            withdrawnReason: withdrawn ? release.withdrawnReason : null,
          },
          language,
        ),
        models: release.models.map((id) => {
          const p = byId.get(id);
          return p
            ? { id, model: p.model, type: p.type, name: pick(p.name, language) }
            : { id, model: id.toUpperCase(), type: null, name: "" };
        }),
        ...fileFacts(doc, language),
      };
    })
    .sort(newestFirst);
}

/** The newest published release of a list (newest first); a withdrawn one is never current. */
const currentOf = (releases: FirmwareRelease[]) =>
  releases.find((r) => r.status === "published") ?? null;

export type FirmwareRelease = Awaited<ReturnType<typeof allReleases>>[number];

/** Folded for matching: lower case, no spaces, dashes or dots ("nv b580" finds "NV-B580-AI"). */
const fold = (text: string) => text.toLowerCase().replace(/[\s\-_.]+/g, "");

export interface FirmwareQuery {
  productClass?: string;
  model?: string;
  q?: string;
}

/**
 * The firmware list: releases newest first, by product line (`productClass`), model (product id)
 * and a search over model codes and names; with the lines and models the filters offer.
 */
export async function listFirmware(db: Database, language: string, query: FirmwareQuery) {
  const releases = await allReleases(db, language);
  const q = query.q ? fold(query.q) : "";
  const items = releases.filter(
    (r) =>
      (!query.productClass || r.productClass === query.productClass) &&
      (!query.model || r.models.some((m) => m.id === query.model)) &&
      (!q || r.models.some((m) => fold(m.model).includes(q) || fold(m.name).includes(q))),
  );
  const models = new Map<string, { id: string; model: string; productClass: string }>();
  for (const r of releases)
    for (const m of r.models)
      if (!query.productClass || r.productClass === query.productClass)
        models.set(m.id, { id: m.id, model: m.model, productClass: r.productClass });
  return {
    items,
    total: items.length,
    classes: FIRMWARE_CLASSES.filter((c) => releases.some((r) => r.productClass === c)),
    models: [...models.values()].sort((a, b) => a.model.localeCompare(b.model)),
  };
}

/** A release with the earlier versions of its line (newest first), or null. */
export async function firmwareDetail(db: Database, language: string, id: number) {
  const releases = await allReleases(db, language);
  const release = releases.find((r) => r.id === id);
  if (!release) return null;
  const line = releases.filter((r) => r.line === release.line);
  const current = currentOf(line);
  return {
    release,
    current: current?.id === release.id,
    currentId: current?.id ?? null,
    earlier: line.filter((r) => newestFirst(release, r) < 0),
  };
}

/**
 * A model code (the product's id or model, any case) and its firmware newest first (withdrawn
 * releases included, marked), its current release (the newest published one, or null) and the
 * long-term-support tracks with their end dates; null when no product has that code or no release
 * supports it.
 */
export async function modelFirmware(db: Database, language: string, code: string) {
  const wanted = code.trim().toLowerCase();
  if (!wanted || wanted.length > 64) return null;
  const [product] = await db
    .select({ id: products.id, model: products.model, type: products.type, name: products.name })
    .from(products)
    .where(sql`${products.id} = ${wanted} or lower(${products.model}) = ${wanted}`)
    .limit(1);
  if (!product) return null;
  const releases = (await allReleases(db, language)).filter((r) =>
    r.models.some((m) => m.id === product.id),
  );
  if (releases.length === 0) return null;
  const lts = new Map<string, { version: string; releaseId: number; endsOn: string }>();
  for (const r of releases)
    if (r.status === "published" && r.track === "lts" && r.ltsEndsOn && !lts.has(r.line))
      lts.set(r.line, { version: r.version, releaseId: r.id, endsOn: r.ltsEndsOn });
  return {
    product: { ...product, name: pick(product.name, language) },
    current: currentOf(releases),
    releases,
    lts: [...lts.values()],
  };
}

/** The newest releases of the whole site for the feeds. */
export async function firmwareFeed(db: Database, language: string) {
  return { items: (await allReleases(db, language)).slice(0, FEED_SIZE) };
}

/** Every firmware version page, for sitemap.xml. */
export async function firmwareDetailPages(db: Database) {
  const rows = await db
    .select({ id: firmwareReleases.id, date: documents.releaseDate })
    .from(firmwareReleases)
    .innerJoin(documents, eq(documents.id, firmwareReleases.documentId))
    .where(VISIBLE)
    .orderBy(asc(firmwareReleases.id));
  return {
    items: rows.map((r) => ({
      kind: "firmware" as const,
      id: String(r.id),
      path: `/firmware-version/${r.id}`,
      lastmod: r.date ?? undefined,
    })),
  };
}

async function allSoftware(db: Database, language: string) {
  const rows = await db
    .select({ pkg: softwarePackages, doc: documents })
    .from(softwarePackages)
    .innerJoin(documents, eq(documents.id, softwarePackages.documentId))
    .where(sql`${documents.fileKey} is not null`)
    .orderBy(desc(documents.releaseDate), asc(softwarePackages.id));
  return rows.map(({ pkg, doc }) => ({
    id: pkg.id,
    platform: pkg.platform,
    notes: pick(pkg.notes, language),
    ...fileFacts(doc, language),
  }));
}

/** The software packages, newest first, of one platform or all; with the platforms offered. */
export async function listSoftware(db: Database, language: string, platform?: string) {
  const all = await allSoftware(db, language);
  const items = all.filter((s) => !platform || s.platform === platform);
  return {
    items,
    total: items.length,
    platforms: SOFTWARE_PLATFORMS.filter((p) => all.some((s) => s.platform === p)),
  };
}

/** One software package, or null. */
export async function softwareDetail(db: Database, language: string, id: number) {
  const all = await allSoftware(db, language);
  const item = all.find((s) => s.id === id);
  if (!item) return null;
  return { item, others: all.filter((s) => s.platform === item.platform && s.id !== id) };
}

/** Every software page, for sitemap.xml. */
export async function softwareDetailPages(db: Database) {
  const rows = await db
    .select({ id: softwarePackages.id, date: documents.releaseDate })
    .from(softwarePackages)
    .innerJoin(documents, eq(documents.id, softwarePackages.documentId))
    .orderBy(asc(softwarePackages.id));
  return {
    items: rows.map((r) => ({
      kind: "software" as const,
      id: String(r.id),
      path: `/soft-download/${r.id}`,
      lastmod: r.date ?? undefined,
    })),
  };
}

/**
 * The state of the firmware release whose file is document `documentId`, or null when the
 * document is no release (the download route serves a withdrawn release's file as 410 Gone and a
 * draft's as 404).
 */
export async function releaseStateOfDocument(db: Database, documentId: number) {
  const [row] = await db
    .select({ id: firmwareReleases.id, status: firmwareReleases.status })
    .from(firmwareReleases)
    .where(eq(firmwareReleases.documentId, documentId))
    .limit(1);
  return row ?? null;
}
