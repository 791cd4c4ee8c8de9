// Pieces the benchmark scripts share.
import { readFileSync } from "node:fs";

/** Resident memory now and at its peak, in MB (VmRSS and VmHWM of /proc/PID/status). */
export function memory(pid) {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = (name) => Number(new RegExp(`^${name}:\\s+(\\d+)`, "m").exec(status)?.[1] ?? 0);
  return { rss: kb("VmRSS") / 1024, hwm: kb("VmHWM") / 1024 };
}

/** Waits until the server at `base` answers /healthz (tries × 100 ms at the most). */
export async function waitForHealth(base, tries = 300) {
  for (let i = 0; i < tries; i++) {
    try {
      if ((await fetch(`${base}/healthz`)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** The JavaScript files a page loads: its script and modulepreload tags and the inline module's imports. */
export function pageScripts(html) {
  const scripts = new Set(
    [
      ...html.matchAll(/<(?:script[^>]+src|link[^>]+rel="modulepreload"[^>]+href)="([^"]+\.js)"/g),
    ].map((m) => m[1]),
  );
  for (const m of html.matchAll(/import\s*(?:\*\s*as\s*\w+\s*from\s*)?"([^"]+\.js)"/g))
    scripts.add(m[1]);
  return scripts;
}
