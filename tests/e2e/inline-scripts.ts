import { createHash } from "node:crypto";

/** The inline scripts of a page: each one's opening tag and its text (scripts with `src` aside). */
export function inlineScripts(html: string): { tag: string; text: string }[] {
  return [...html.matchAll(/(<script\b([^>]*)>)([\s\S]*?)<\/script\s*>/gi)]
    .filter(([, , attributes = ""]) => !/\ssrc\s*=/i.test(attributes))
    .map(([, tag = "", , text = ""]) => ({ tag, text }));
}

/** The CSP source that allows exactly this inline script. */
export function scriptHash(text: string): string {
  return `'sha256-${createHash("sha256").update(text).digest("base64")}'`;
}

/** The script-src directive of a policy. */
export function scriptSources(csp: string | undefined): string[] {
  return (/(?:^|;)\s*script-src ([^;]*)/.exec(csp ?? "")?.[1] ?? "").trim().split(/\s+/);
}

/** Inline scripts the policy does not allow, by nonce (on their tag) or by hash. */
export function disallowedScripts(csp: string | undefined, html: string): string[] {
  const sources = scriptSources(csp);
  const nonce = sources.find((s) => s.startsWith("'nonce-"))?.slice(7, -1);
  return inlineScripts(html)
    .filter(
      ({ tag, text }) =>
        !(nonce && tag.includes(`nonce="${nonce}"`)) && !sources.includes(scriptHash(text)),
    )
    .map(({ tag }) => tag);
}
