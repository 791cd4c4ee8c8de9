import type { Severity } from "#shared/advisories";
import type { Acknowledgement } from "../../db/schema";

/** An advisory as its CSAF document tells it: the published content, in English. */
export interface CsafAdvisory {
  trackingId: string;
  title: string;
  summary: string;
  workarounds: string;
  cvss: { vector: string; score: number; severity: Severity };
  cves: string[];
  cwe: { id: string; name: string } | null;
  acknowledgements: Acknowledgement[];
  /** Each affected model: its name, the versions affected and the one fixing it with its page. */
  products: {
    model: string;
    introducedIn: string | null;
    fixedIn: string | null;
    fixUrl: string | null;
  }[];
  revisions: { number: number; publishedAt: Date; summary: string }[];
}

/** Who publishes: the brand, its site (the namespace) and where reports go. */
export interface CsafPublisher {
  name: string;
  origin: string;
  contact: string;
}

/** Where TLP:WHITE documents are published, below the site's origin (CSAF 2.0 §7.1.11). */
export const CSAF_DIRECTORY = "/.well-known/csaf/white/";
export const PROVIDER_METADATA_PATH = "/.well-known/csaf/provider-metadata.json";

/** The document's file name: the tracking id in lower case, other characters as `_` (§5.1). */
export const csafFileName = (trackingId: string) =>
  `${trackingId.toLowerCase().replace(/[^+\-a-z0-9]+/g, "_")}.json`;

/** The document's path in the distribution directory: the year of its first release, its name. */
export const csafPath = (trackingId: string, firstPublishedAt: Date) =>
  `${firstPublishedAt.getUTCFullYear()}/${csafFileName(trackingId)}`;

/** The page of the advisory on the site. */
export const advisoryPagePath = (trackingId: string) => `/security/advisories/${trackingId}`;

/** The versions a product entry covers, in the `vers` notation CSAF names for ranges. */
function versRange(introducedIn: string | null, fixedIn: string | null): string {
  const bounds = [introducedIn && `>=${introducedIn}`, fixedIn && `<${fixedIn}`].filter(Boolean);
  return `vers:generic/${bounds.length ? bounds.join("|") : "*"}`;
}

const SEVERITY_NAMES: Record<Severity, string> = {
  none: "NONE",
  low: "LOW",
  medium: "MEDIUM",
  high: "HIGH",
  critical: "CRITICAL",
};

/**
 * The advisory as a CSAF 2.0 document of the profile "Security advisory": one vulnerability per CVE
 * id (one without when it has none), the affected firmware of each model as a version range and
 * the fixing version as a product of its own, the vendor fix (or none yet), the workarounds, the
 * CVSS v3.1 base score and the revision history. The same input gives the same document, byte for
 * byte, so its hashes hold.
 */
export function csafDocument(
  advisory: CsafAdvisory,
  publisher: CsafPublisher,
): Record<string, unknown> {
  const revisions = [...advisory.revisions].sort((a, b) => a.number - b.number);
  const first = revisions[0];
  const last = revisions[revisions.length - 1];
  if (!first || !last) throw new Error(`${advisory.trackingId} has no published revision`);
  let nextId = 0;
  const productId = () => `CSAFPID-${String(++nextId).padStart(4, "0")}`;
  const affected: string[] = [];
  const fixed: string[] = [];
  const fixes: { url: string | null; fixedIn: string; productIds: string[] }[] = [];
  const unfixed: string[] = [];
  const branches = advisory.products.map((p) => {
    const affectedId = productId();
    affected.push(affectedId);
    const versions: Record<string, unknown>[] = [
      {
        category: "product_version_range",
        name: versRange(p.introducedIn, p.fixedIn),
        product: {
          name: `${publisher.name} ${p.model} firmware ${versRange(p.introducedIn, p.fixedIn).slice(13)}`,
          product_id: affectedId,
        },
      },
    ];
    if (p.fixedIn) {
      const fixedId = productId();
      fixed.push(fixedId);
      fixes.push({ url: p.fixUrl, fixedIn: p.fixedIn, productIds: [affectedId] });
      versions.push({
        category: "product_version",
        name: p.fixedIn,
        product: {
          name: `${publisher.name} ${p.model} firmware ${p.fixedIn}`,
          product_id: fixedId,
        },
      });
    } else unfixed.push(affectedId);
    return { category: "product_name", name: p.model, branches: versions };
  });
  const remediations: Record<string, unknown>[] = [
    ...fixes.map((f) => ({
      category: "vendor_fix",
      details: `Update the firmware to ${f.fixedIn} or later.`,
      product_ids: f.productIds,
      ...(f.url ? { url: f.url } : {}),
    })),
    ...(unfixed.length
      ? [
          {
            category: "none_available",
            details: "No fixed firmware is available yet.",
            product_ids: unfixed,
          },
        ]
      : []),
    ...(advisory.workarounds.trim()
      ? [{ category: "workaround", details: advisory.workarounds.trim(), product_ids: affected }]
      : []),
  ];
  const vulnerability = (cve: string | null) => ({
    ...(cve ? { cve } : {}),
    ...(advisory.cwe ? { cwe: advisory.cwe } : {}),
    notes: [{ category: "description", text: advisory.summary.trim(), title: "Description" }],
    product_status: { known_affected: affected, ...(fixed.length ? { fixed } : {}) },
    remediations,
    scores: [
      {
        cvss_v3: {
          version: "3.1",
          vectorString: advisory.cvss.vector,
          baseScore: advisory.cvss.score,
          baseSeverity: SEVERITY_NAMES[advisory.cvss.severity],
        },
        products: affected,
      },
    ],
    title: advisory.title,
  });
  const pageUrl = `${publisher.origin}${advisoryPagePath(advisory.trackingId)}`;
  const documentUrl = `${publisher.origin}${CSAF_DIRECTORY}${csafPath(advisory.trackingId, first.publishedAt)}`;
  return {
    document: {
      ...(advisory.acknowledgements.length
        ? {
            acknowledgments: advisory.acknowledgements.map((a) => ({
              names: a.names,
              ...(a.organization ? { organization: a.organization } : {}),
            })),
          }
        : {}),
      category: "csaf_security_advisory",
      csaf_version: "2.0",
      distribution: { tlp: { label: "WHITE", url: "https://www.first.org/tlp/" } },
      lang: "en",
      notes: [{ category: "summary", text: advisory.summary.trim(), title: "Summary" }],
      publisher: {
        category: "vendor",
        contact_details: publisher.contact,
        name: publisher.name,
        namespace: publisher.origin,
      },
      references: [
        { category: "self", summary: "The advisory on the vendor's site", url: pageUrl },
        { category: "self", summary: "This document in CSAF 2.0", url: documentUrl },
      ],
      title: advisory.title,
      tracking: {
        current_release_date: last.publishedAt.toISOString(),
        generator: { engine: { name: `${publisher.name} website` } },
        id: advisory.trackingId,
        initial_release_date: first.publishedAt.toISOString(),
        revision_history: revisions.map((r) => ({
          date: r.publishedAt.toISOString(),
          number: String(r.number),
          summary: r.summary,
        })),
        status: "final",
        version: String(last.number),
      },
    },
    product_tree: { branches: [{ category: "vendor", name: publisher.name, branches }] },
    vulnerabilities: (advisory.cves.length ? advisory.cves : [null]).map(vulnerability),
  };
}

/** The document as served: two-space JSON with a final newline (its hashes are of these bytes). */
export const csafText = (document: Record<string, unknown>) =>
  `${JSON.stringify(document, null, 2)}\n`;
