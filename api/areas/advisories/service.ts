import { asc, desc, eq, inArray } from "drizzle-orm";
import { isAffected, type Severity, SEVERITIES } from "#shared/advisories";
import type { Database } from "../../db/client";
import {
  advisories,
  advisoryProducts,
  advisoryRevisions,
  documents,
  firmwareReleases,
  type Localized,
  products,
} from "../../db/schema";
import { fallbackFields, pick } from "../../infra/localized";
import { renderMarkdown } from "../../infra/markdown";
import {
  advisoryPagePath,
  type CsafAdvisory,
  type CsafPublisher,
  csafDocument,
  csafPath,
  csafText,
} from "./csaf";

/** A published firmware release of the catalogue, as advisories link to it. */
interface ReleaseLink {
  id: number;
  version: string;
  models: string[];
}

/** A Markdown text in `language`, as sanitized HTML ("" when empty). */
const markdownHtml = (text: Localized, language: string) => {
  const source = pick(text, language);
  return source.trim() ? renderMarkdown(source).html : "";
};

/**
 * Every published advisory, newest update first, with its products (model names) and for each the
 * published firmware release that fixes it, when there is one. The site keeps tens of advisories;
 * one query per table.
 */
async function publishedAdvisories(db: Database) {
  const rows = await db
    .select()
    .from(advisories)
    .where(eq(advisories.status, "published"))
    .orderBy(desc(advisories.lastPublishedAt), desc(advisories.id));
  if (rows.length === 0) return [];
  const [productRows, models, releases] = await Promise.all([
    db
      .select()
      .from(advisoryProducts)
      .where(
        inArray(
          advisoryProducts.advisoryId,
          rows.map((r) => r.id),
        ),
      )
      .orderBy(asc(advisoryProducts.productId)),
    db.select({ id: products.id, model: products.model, name: products.name }).from(products),
    publishedReleases(db),
  ]);
  const modelOf = new Map(models.map((m) => [m.id, m]));
  return rows.map((row) => ({
    row,
    products: productRows
      .filter((p) => p.advisoryId === row.id)
      .map((p) => ({
        productId: p.productId,
        model: modelOf.get(p.productId)?.model ?? p.productId.toUpperCase(),
        name: modelOf.get(p.productId)?.name ?? null,
        introducedIn: p.introducedIn,
        fixedIn: p.fixedIn,
        fixReleaseId:
          (p.fixedIn &&
            releases.find((r) => r.version === p.fixedIn && r.models.includes(p.productId))?.id) ||
          null,
      })),
  }));
}

type Published = Awaited<ReturnType<typeof publishedAdvisories>>[number];

/** The published firmware releases: their ids, versions and models. */
async function publishedReleases(db: Database): Promise<ReleaseLink[]> {
  const rows = await db
    .select({
      id: firmwareReleases.id,
      version: documents.version,
      models: firmwareReleases.models,
    })
    .from(firmwareReleases)
    .innerJoin(documents, eq(documents.id, firmwareReleases.documentId))
    .where(eq(firmwareReleases.status, "published"));
  return rows.map((r) => ({ id: r.id, version: r.version ?? "", models: r.models }));
}

/** What a list shows of an advisory, in `language`. */
function summaryOf({ row, products: affected }: Published, language: string) {
  return {
    trackingId: row.trackingId,
    title: pick(row.title, language),
    severity: row.severity,
    cvssScore: row.cvssScore,
    cves: row.cves,
    revision: row.revision,
    firstPublishedAt: row.firstPublishedAt?.toISOString() ?? "",
    lastPublishedAt: row.lastPublishedAt?.toISOString() ?? "",
    products: affected.map((p) => ({ productId: p.productId, model: p.model })),
    fallback: fallbackFields({ title: row.title }, language),
  };
}

export type AdvisorySummary = ReturnType<typeof summaryOf>;

export interface AdvisoryQuery {
  /** A catalogue product id. */
  product?: string;
  severity?: Severity;
}

/**
 * The published advisories, newest update first, of one product and/or one severity; with the
 * products and severities the filters offer (those some advisory has).
 */
export async function listAdvisories(db: Database, language: string, query: AdvisoryQuery = {}) {
  const all = await publishedAdvisories(db);
  const items = all.filter(
    (a) =>
      (!query.product || a.products.some((p) => p.productId === query.product)) &&
      (!query.severity || a.row.severity === query.severity),
  );
  const offered = new Map<string, string>();
  for (const a of all) for (const p of a.products) offered.set(p.productId, p.model);
  return {
    items: items.map((a) => summaryOf(a, language)),
    total: items.length,
    products: [...offered]
      .map(([id, model]) => ({ id, model }))
      .sort((a, b) => a.model.localeCompare(b.model)),
    severities: SEVERITIES.filter((s) => all.some((a) => a.row.severity === s)).reverse(),
  };
}

/** A published advisory, whole, in `language`; null when there is none by that tracking id. */
export async function advisoryDetail(db: Database, language: string, trackingId: string) {
  const found = (await publishedAdvisories(db)).find((a) => a.row.trackingId === trackingId);
  if (!found) return null;
  const { row } = found;
  const revisions = await db
    .select({
      number: advisoryRevisions.number,
      publishedAt: advisoryRevisions.publishedAt,
      summary: advisoryRevisions.summary,
    })
    .from(advisoryRevisions)
    .where(eq(advisoryRevisions.advisoryId, row.id))
    .orderBy(desc(advisoryRevisions.number));
  return {
    ...summaryOf(found, language),
    summaryHtml: markdownHtml(row.summary, language),
    workaroundsHtml: markdownHtml(row.workarounds, language),
    cvssVector: row.cvssVector,
    cwe: row.cwe,
    acknowledgements: row.acknowledgements,
    products: found.products.map((p) => ({ ...p, name: p.name ? pick(p.name, language) : "" })),
    revisions: revisions.map((r) => ({ ...r, publishedAt: r.publishedAt.toISOString() })),
    csafPath: row.firstPublishedAt ? csafPath(row.trackingId, row.firstPublishedAt) : null,
    fallback: fallbackFields(
      {
        title: row.title,
        summary: row.summary,
        workarounds: row.workarounds.en ? row.workarounds : null,
      },
      language,
    ),
  };
}

/** How an advisory concerns a product or a release: the versions it affects and the fix. */
function concern(a: Published, productId: string, language: string) {
  const entry = a.products.find((p) => p.productId === productId);
  return {
    ...summaryOf(a, language),
    introducedIn: entry?.introducedIn ?? null,
    fixedIn: entry?.fixedIn ?? null,
    fixReleaseId: entry?.fixReleaseId ?? null,
  };
}

/** The published advisories that concern a catalogue product, newest first. */
export async function productAdvisories(db: Database, language: string, productId: string) {
  const all = await publishedAdvisories(db);
  return {
    items: all
      .filter((a) => a.products.some((p) => p.productId === productId))
      .map((a) => concern(a, productId, language)),
  };
}

/**
 * The published advisories a firmware release fixes (its version is a model's fixed version) and
 * those that affect it (its version lies in a model's affected range), newest first.
 */
export async function releaseAdvisories(db: Database, language: string, releaseId: number) {
  const [release] = await db
    .select({ version: documents.version, models: firmwareReleases.models })
    .from(firmwareReleases)
    .innerJoin(documents, eq(documents.id, firmwareReleases.documentId))
    .where(eq(firmwareReleases.id, releaseId));
  if (!release?.version) return { fixes: [], affectedBy: [] };
  const version = release.version;
  const all = await publishedAdvisories(db);
  const mine = (a: Published) => a.products.filter((p) => release.models.includes(p.productId));
  return {
    fixes: all
      .filter((a) => mine(a).some((p) => p.fixedIn === version))
      .map((a) => summaryOf(a, language)),
    affectedBy: all.flatMap((a) => {
      const entry = mine(a).find((p) => isAffected(version, p));
      return entry ? [concern(a, entry.productId, language)] : [];
    }),
  };
}

/** Every published advisory's page, for sitemap.xml. */
export async function advisoryDetailPages(db: Database) {
  const rows = await db
    .select({ trackingId: advisories.trackingId, at: advisories.lastPublishedAt })
    .from(advisories)
    .where(eq(advisories.status, "published"))
    .orderBy(asc(advisories.trackingId));
  return {
    items: rows.map((r) => ({
      kind: "advisory" as const,
      id: r.trackingId,
      path: advisoryPagePath(r.trackingId),
      lastmod: r.at?.toISOString().slice(0, 10),
    })),
  };
}

/** The advisory's published content as its CSAF document reads it (English). */
function csafInput(
  { row, products: affected }: Published,
  revisions: CsafAdvisory["revisions"],
  origin: string,
): CsafAdvisory {
  return {
    trackingId: row.trackingId,
    title: row.title.en,
    summary: row.summary.en,
    workarounds: row.workarounds.en,
    cvss: { vector: row.cvssVector, score: row.cvssScore, severity: row.severity },
    cves: row.cves,
    cwe: row.cwe ?? null,
    acknowledgements: row.acknowledgements,
    products: affected.map((p) => ({
      model: p.model,
      introducedIn: p.introducedIn,
      fixedIn: p.fixedIn,
      fixUrl: p.fixReleaseId ? `${origin}/firmware-version/${p.fixReleaseId}` : null,
    })),
    revisions,
  };
}

/**
 * The CSAF documents of every published advisory: each one's path in the distribution directory,
 * its text (the bytes served and hashed) and the time of its last revision, newest first.
 */
export async function csafDocuments(db: Database, publisher: CsafPublisher) {
  const all = await publishedAdvisories(db);
  if (all.length === 0) return [];
  const revisions = await db
    .select()
    .from(advisoryRevisions)
    .where(
      inArray(
        advisoryRevisions.advisoryId,
        all.map((a) => a.row.id),
      ),
    );
  return all.map((a) => {
    const own = revisions
      .filter((r) => r.advisoryId === a.row.id)
      .map((r) => ({ number: r.number, publishedAt: r.publishedAt, summary: r.summary }));
    return {
      trackingId: a.row.trackingId,
      path: csafPath(a.row.trackingId, a.row.firstPublishedAt ?? new Date(0)),
      updatedAt: (a.row.lastPublishedAt ?? new Date(0)).toISOString(),
      text: csafText(csafDocument(csafInput(a, own, publisher.origin), publisher)),
    };
  });
}
