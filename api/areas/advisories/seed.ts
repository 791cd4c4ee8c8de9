import { eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import {
  type Acknowledgement,
  advisories,
  advisoryProducts,
  advisoryRevisions,
  type Localized,
} from "../../db/schema";
import { cvssBase } from "./cvss";

/** An advisory of content/catalogue/advisories.json, published in each of its revisions. */
export interface SeedAdvisory {
  trackingId: string;
  title: Localized;
  summary: Localized;
  workarounds?: Localized;
  cvss: string;
  cves: string[];
  cwe?: { id: string; name: string };
  acknowledgements: Acknowledgement[];
  products: { product: string; introducedIn: string | null; fixedIn: string | null }[];
  revisions: { date: string; summary: string }[];
}

/** Who the seed's revisions are published by. */
const SEED_PUBLISHER = "security@northlight-vision.example";

/**
 * Replaces the seed's advisories (those written in the console stay) with `entries`, each
 * published with its revisions. A vector that is not a complete CVSS v3.1 base vector stops the
 * load.
 */
export async function seedAdvisories(db: Database, entries: SeedAdvisory[]) {
  await db.delete(advisories).where(eq(advisories.origin, "seed"));
  for (const entry of entries) {
    const cvss = cvssBase(entry.cvss);
    if (!cvss) throw new Error(`${entry.trackingId}: not a CVSS v3.1 base vector: ${entry.cvss}`);
    const dates = entry.revisions.map((r) => new Date(r.date));
    const content = {
      title: entry.title,
      summary: entry.summary,
      workarounds: entry.workarounds ?? { en: "" },
      cvssVector: cvss.vector,
      cves: entry.cves,
      cwe: entry.cwe ?? null,
      acknowledgements: entry.acknowledgements,
      products: entry.products,
    };
    const [row] = await db
      .insert(advisories)
      .values({
        trackingId: entry.trackingId,
        status: "published",
        title: entry.title,
        summary: entry.summary,
        workarounds: content.workarounds,
        cvssVector: cvss.vector,
        cvssScore: cvss.score,
        severity: cvss.severity,
        cves: entry.cves,
        cwe: entry.cwe ?? null,
        acknowledgements: entry.acknowledgements,
        revision: entry.revisions.length,
        firstPublishedAt: dates[0],
        lastPublishedAt: dates[dates.length - 1],
        origin: "seed",
      })
      .returning({ id: advisories.id });
    const advisoryId = row!.id;
    await db.insert(advisoryProducts).values(
      entry.products.map((p) => ({
        advisoryId,
        productId: p.product,
        introducedIn: p.introducedIn,
        fixedIn: p.fixedIn,
      })),
    );
    await db.insert(advisoryRevisions).values(
      entry.revisions.map((r, i) => ({
        advisoryId,
        number: i + 1,
        publishedAt: dates[i]!,
        summary: r.summary,
        actorEmail: SEED_PUBLISHER,
        content,
      })),
    );
  }
  return entries.length;
}
