import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { expect, test } from "@playwright/test";

/**
 * What each page of the production build makes the browser load: the entry, and the module and
 * shared chunks of every route from the root down to the page (what the page's `<script>` and
 * `modulepreload` tags name), read from the build's client manifest. No page ships zod (schemas
 * live in `.server` modules; forms are checked by their actions), and no page outside the
 * administration goes over the budget below (decisions 0019 and 0023: i18next included). `npm run bench` prints the figures of the measured
 * pages.
 */
const BUDGET_KB = 125;
const BUILD = path.resolve("public/build");

interface ManifestRoute {
  id: string;
  parentId?: string;
  module: string;
  imports?: string[];
}
interface Manifest {
  entry: { module: string; imports: string[] };
  routes: Record<string, ManifestRoute>;
}

function readManifest(): Manifest {
  const file = readdirSync(BUILD).find((name) => /^manifest-[\w]+\.js$/.test(name));
  if (!file) throw new Error("no client manifest: run npm run build");
  const text = readFileSync(path.join(BUILD, file), "utf8");
  return JSON.parse(text.slice(text.indexOf("{"), text.lastIndexOf("}") + 1)) as Manifest;
}

const read = (url: string) => readFileSync(path.join(BUILD, url.replace(/^\/build\//, "")));
const gzipped = new Map<string, number>();
const gzipKb = (url: string) => {
  if (!gzipped.has(url)) gzipped.set(url, gzipSync(read(url), { level: 9 }).length / 1024);
  return gzipped.get(url)!;
};

function pageFiles(manifest: Manifest, id: string): Set<string> {
  const files = new Set([manifest.entry.module, ...manifest.entry.imports]);
  for (let route = manifest.routes[id]; route; route = manifest.routes[route.parentId ?? ""]!) {
    files.add(route.module);
    for (const url of route.imports ?? []) files.add(url);
  }
  return files;
}

test("no page ships zod, and no public page goes over the JavaScript budget", async ({
  baseURL: _,
}, testInfo) => {
  test.skip(testInfo.project.name !== "js", "reads the build, no browser: once is enough");
  const manifest = readManifest();
  const routes = Object.keys(manifest.routes);
  expect(routes.length).toBeGreaterThan(100);
  const zod = new Set<string>();
  const over: string[] = [];
  for (const id of routes) {
    const files = pageFiles(manifest, id);
    for (const url of files)
      if (/\bZod(Object|String|Error)\b/.test(read(url).toString())) zod.add(id);
    const kb = [...files].reduce((sum, url) => sum + gzipKb(url), 0);
    if (!id.includes("/admin+/") && kb > BUDGET_KB) over.push(`${id}: ${kb.toFixed(1)} KB`);
  }
  expect([...zod], "pages that load zod").toEqual([]);
  expect(over, `pages over ${BUDGET_KB} KB of gzipped JavaScript`).toEqual([]);
});
