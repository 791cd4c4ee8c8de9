// The sitemap sweep: every URL of the site's sitemap.xml, fetched once by concurrent clients from a
// running server, as a crawler or a cold CDN would. It counts the answers by status (a 5xx is a
// failure), times each one and reads the server's resident memory before and after.
// Usage: node bench/sitemap-sweep.mjs http://localhost:3000 [clients] (npm run bench runs it too).

import { memory } from "./lib.mjs";

/** The paths (with their queries) the sitemap at `base` lists, on this server whatever its origin. */
export async function sitemapPaths(base) {
  const response = await fetch(`${base}/sitemap.xml`);
  if (!response.ok) throw new Error(`sitemap.xml answered ${response.status}`);
  const xml = await response.text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => {
    const url = new URL(m[1].replaceAll("&amp;", "&"));
    return url.pathname + url.search;
  });
}

const percentile = (sorted, p) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : NaN;

/**
 * Fetches every path of the sitemap once, `clients` at a time (keep-alive, `Accept-Encoding` as a
 * browser sends it). `pid`: the server's process, for its memory; none for a server elsewhere.
 */
export async function sweepSitemap(base, { clients = 16, pid } = {}) {
  const paths = await sitemapPaths(base);
  const before = pid ? memory(pid) : null;
  const times = [];
  const statuses = new Map();
  const failures = [];
  let next = 0;
  const started = performance.now();
  async function client() {
    while (next < paths.length) {
      const pagePath = paths[next++];
      const t0 = performance.now();
      try {
        const response = await fetch(base + pagePath, {
          redirect: "manual",
          headers: { "Accept-Encoding": "br, gzip" },
        });
        await response.arrayBuffer();
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
        if (response.status >= 500) failures.push(`${response.status} ${pagePath}`);
      } catch (error) {
        failures.push(`${error.cause?.code ?? error.message} ${pagePath}`);
      }
      times.push(performance.now() - t0);
    }
  }
  await Promise.all(Array.from({ length: clients }, client));
  const seconds = (performance.now() - started) / 1000;
  const after = pid ? memory(pid) : null;
  times.sort((a, b) => a - b);
  return {
    urls: paths.length,
    clients,
    seconds,
    p50: percentile(times, 50),
    p99: percentile(times, 99),
    statuses: [...statuses].sort(([a], [b]) => a - b),
    failures,
    memoryBefore: before,
    memoryAfter: after,
    growthMb: before && after ? after.rss - before.rss : NaN,
  };
}

/** The sweep as Markdown lines, with the targets: no 5xx, memory growth within `maxGrowthMb`. */
export function sweepReport(result, maxGrowthMb = 150) {
  const fixed = (n, digits = 1) => (Number.isFinite(n) ? n.toFixed(digits) : "–");
  const lines = [
    `## Sitemap sweep (every URL of sitemap.xml once, ${result.clients} concurrent clients, default caches)`,
    "",
    "| URLs | seconds | p50 ms | p99 ms | answers by status | 5xx or failed | resident before → after (MB) | growth MB |",
    "|---|---|---|---|---|---|---|---|",
    `| ${result.urls} | ${fixed(result.seconds)} | ${fixed(result.p50)} | ${fixed(result.p99)} | ${result.statuses
      .map(([status, count]) => `${status}: ${count}`)
      .join(", ")} | ${result.failures.length} | ${fixed(result.memoryBefore?.rss, 0)} → ${fixed(
      result.memoryAfter?.rss,
      0,
    )} | ${fixed(result.growthMb, 0)} |`,
    "",
    `Targets: no 5xx — ${result.failures.length === 0 ? "met" : `missed (${result.failures.slice(0, 5).join("; ")})`}; ` +
      `memory growth ≤ ${maxGrowthMb} MB — ${
        Number.isFinite(result.growthMb)
          ? result.growthMb <= maxGrowthMb
            ? "met"
            : "missed"
          : "not measured"
      }.`,
  ];
  return lines.join("\n");
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const base = process.argv[2] ?? "http://localhost:3000";
  const clients = Number(process.argv[3] ?? 16);
  console.log(sweepReport(await sweepSitemap(base, { clients })));
}
