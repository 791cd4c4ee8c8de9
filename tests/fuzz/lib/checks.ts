import { BASE } from "./config";
import type { FuzzRequest, Outcome } from "./http";

/** What is wrong with one answer; the kind groups the report. */
export interface Problem {
  kind: "5xx" | "dropped" | "off-site redirect" | "long Location" | "large cookie";
  detail: string;
}

const LIMIT = 4096;

/** True when `location`, resolved against the site, stays on the site. */
export function staysOnSite(location: string): boolean {
  try {
    return new URL(location, BASE).origin === BASE.origin;
  } catch {
    // A Location that no browser can resolve leads nowhere, certainly not off-site.
    return true;
  }
}

/**
 * The redirect target inside a Remix single-fetch answer (`.data` URLs): a turbo-stream whose
 * first line is a flat JSON array in which an object maps `_<index of "redirect">` to the index of
 * the target.
 */
export function singleFetchRedirect(body: string): string | undefined {
  const firstLine = body.split("\n", 1)[0] ?? "";
  let values: unknown;
  try {
    values = JSON.parse(firstLine);
  } catch {
    return undefined;
  }
  if (!Array.isArray(values)) return undefined;
  const key = values.indexOf("redirect");
  if (key < 0) return undefined;
  for (const value of values) {
    if (value && typeof value === "object" && !Array.isArray(value)) {
      const index = (value as Record<string, unknown>)[`_${key}`];
      if (typeof index === "number" && typeof values[index] === "string") return values[index];
    }
  }
  return undefined;
}

/** Every rule one answer must keep. `mayGoUnanswered`: the client itself gave up mid-request. */
export function problemsOf(request: FuzzRequest, outcome: Outcome): Problem[] {
  const problems: Problem[] = [];
  if (outcome.failure) {
    if (!request.truncate)
      problems.push({
        kind: "dropped",
        detail: `${outcome.failure} ${outcome.detail ?? ""}`.trim(),
      });
    if (outcome.status === undefined) return problems;
  }
  const status = outcome.status ?? 0;
  if (status >= 500)
    problems.push({ kind: "5xx", detail: `${status} ${outcome.body.subarray(0, 120).toString()}` });
  const locations = outcome.headers.filter(([n]) => n === "location").map(([, v]) => v);
  const contentType = outcome.headers.find(([n]) => n === "content-type")?.[1] ?? "";
  if (contentType.startsWith("text/x-script")) {
    const target = singleFetchRedirect(outcome.body.toString("utf8"));
    if (target !== undefined) locations.push(target);
  }
  for (const location of locations) {
    if (!staysOnSite(location))
      problems.push({ kind: "off-site redirect", detail: location.slice(0, 200) });
    if (location.length > LIMIT)
      problems.push({ kind: "long Location", detail: `${location.length} characters` });
  }
  for (const [name, value] of outcome.headers) {
    if (name === "set-cookie" && value.length > LIMIT)
      problems.push({
        kind: "large cookie",
        detail: `${value.split("=")[0]}: ${value.length} bytes`,
      });
  }
  return problems;
}
