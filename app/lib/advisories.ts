/** What the security pages show of the advisories, as the backend answers it, and their addresses. */
import type { Severity } from "#shared/advisories";

export type { Severity };

/** An advisory in a list (api/areas/advisories/service.ts). */
export interface AdvisorySummary {
  trackingId: string;
  title: string;
  severity: Severity;
  cvssScore: number;
  cves: string[];
  /** The number of its last revision. */
  revision: number;
  /** ISO times of its first and its last publication. */
  firstPublishedAt: string;
  lastPublishedAt: string;
  products: { productId: string; model: string }[];
  /** Texts shown in English for want of a translation ("title"). */
  fallback: string[];
}

/** How an advisory concerns one product: from which version, and the version fixing it. */
export interface AdvisoryConcern extends AdvisorySummary {
  introducedIn: string | null;
  fixedIn: string | null;
  /** The published firmware release of that version, when there is one. */
  fixReleaseId: number | null;
}

export interface AdvisoryProduct {
  productId: string;
  model: string;
  name: string;
  introducedIn: string | null;
  fixedIn: string | null;
  fixReleaseId: number | null;
}

export interface AdvisoryDetail extends Omit<AdvisorySummary, "products"> {
  summaryHtml: string;
  workaroundsHtml: string;
  cvssVector: string;
  cwe: { id: string; name: string } | null;
  acknowledgements: { names: string[]; organization?: string }[];
  products: AdvisoryProduct[];
  revisions: { number: number; publishedAt: string; summary: string }[];
  /** Its CSAF document's path below the distribution directory. */
  csafPath: string | null;
}

export interface AdvisoryList {
  items: AdvisorySummary[];
  total: number;
  products: { id: string; model: string }[];
  severities: Severity[];
}

export const ADVISORIES_PATH = "/security/advisories";
export const advisoryPath = (trackingId: string) => `${ADVISORIES_PATH}/${trackingId}`;
/** The directory of the CSAF documents (TLP:WHITE) and the provider's metadata. */
export const CSAF_DIRECTORY = "/.well-known/csaf/white/";
export const CSAF_PROVIDER_METADATA = "/.well-known/csaf/provider-metadata.json";

/** The words the advisories of a product or a release show, translated by the loader. */
export interface ConcernTexts {
  heading: string;
  fixes: string;
  affected: string;
  noFix: string;
  affectedBy: string;
  all: string;
  severity: Record<string, string>;
}

/** The advisories a firmware release fixes and those affecting a release or a product. */
export interface AdvisoryConcerns {
  fixes: AdvisorySummary[];
  affectedBy: AdvisoryConcern[];
  texts: ConcernTexts;
}
