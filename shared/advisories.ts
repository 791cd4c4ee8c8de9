/** Severity ratings of CVSS v3.1 (FIRST's qualitative scale), lowest first. */
export const SEVERITIES = ["none", "low", "medium", "high", "critical"] as const;
export type Severity = (typeof SEVERITIES)[number];

/** An advisory's states: a draft is never shown; a published one may be updated (a new revision). */
export const ADVISORY_STATUSES = ["draft", "published"] as const;
export type AdvisoryStatus = (typeof ADVISORY_STATUSES)[number];

/** A CVE id as MITRE assigns them: the year and at least four digits. */
export const CVE_ID = /^CVE-\d{4}-\d{4,7}$/;

/** A tracking id of the site's advisories, such as NV-SA-2026-001. */
export const TRACKING_ID = /^[A-Z][A-Z0-9]{1,9}-SA-\d{4}-\d{3,5}$/;

/** The rating of a CVSS v3.1 base score (0.0 none, up to 3.9 low, 6.9 medium, 8.9 high, else critical). */
export function severityOf(score: number): Severity {
  if (score === 0) return "none";
  if (score < 4) return "low";
  if (score < 7) return "medium";
  if (score < 9) return "high";
  return "critical";
}

/** Orders dotted firmware versions by their numbers ("5.10.0" after "5.9.2"); text parts by text. */
export function compareVersions(a: string, b: string): number {
  const left = a.split(/[.\-+]/);
  const right = b.split(/[.\-+]/);
  for (let i = 0; i < Math.max(left.length, right.length); i++) {
    const x = left[i] ?? "0";
    const y = right[i] ?? "0";
    const order = /^\d+$/.test(x) && /^\d+$/.test(y) ? Number(x) - Number(y) : x.localeCompare(y);
    if (order !== 0) return Math.sign(order);
  }
  return 0;
}

/** Whether firmware `version` is affected by a range: from `introducedIn` (or any), before `fixedIn`. */
export function isAffected(
  version: string,
  range: { introducedIn: string | null; fixedIn: string | null },
): boolean {
  if (range.introducedIn && compareVersions(version, range.introducedIn) < 0) return false;
  return !range.fixedIn || compareVersions(version, range.fixedIn) < 0;
}

/** The largest text of each field of the vulnerability report form. */
export const REPORT_LIMITS = {
  name: 100,
  email: 254,
  organization: 100,
  product: 100,
  title: 200,
  description: 20_000,
} as const;

/** A report's reference as its acknowledgement names it, such as VR-2026-00042. */
export const REPORT_REFERENCE = /^VR-\d{4}-\d{5,}$/;
