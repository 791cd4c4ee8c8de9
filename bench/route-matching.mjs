// The cost of matching one URL on the server, with the site's route tree and with trees of two and
// four times as many routes, through the server's (patched) router and the published browser build.
// Same run, same machine: compare the columns, not the numbers across runs.
import { createRequire } from "node:module";
import { readConfig } from "@remix-run/dev/dist/config.js";
import * as published from "@remix-run/router/dist/router.js";

const server = createRequire(import.meta.url)("@remix-run/router");
const manifest = (await readConfig(process.cwd())).routes;

function tree(copies, parentId) {
  const routes = Object.values(manifest).filter((r) => r.parentId === parentId);
  const out = [];
  for (let copy = 0; copy < (parentId === "routes/($lang)+/_layout" ? copies : 1); copy++) {
    for (const r of routes) {
      if (copy > 0 && !r.path) continue;
      const path = copy > 0 ? `extra${copy}/${r.path}` : r.path;
      out.push(
        r.index
          ? { id: `${r.id}#${copy}`, path, index: true }
          : { id: `${r.id}#${copy}`, path, children: tree(copies, r.id) },
      );
    }
  }
  return out;
}

const URLS = [
  "/home",
  "/ksa/product-center",
  "/product-center/detail/bullet/nv-b580-ai",
  "/jp/nope/at/all",
];
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
function perMatch(router, copies) {
  // new tree objects, as Remix builds one per render
  const trees = Array.from({ length: 8 }, () => tree(copies, undefined));
  const best = [];
  for (let round = 0; round < ROUNDS; round++) {
    const started = performance.now();
    let n = 0;
    while (performance.now() - started < 300) {
      for (const url of URLS) router.matchRoutes(trees[n % trees.length], url);
      n += URLS.length;
    }
    best.push((performance.now() - started) / n);
  }
  return Math.min(...best);
}

console.log("| routes | published ms/match | server ms/match | ÷ published |");
console.log("|---|---|---|---|");
for (const copies of [1, 2, 4]) {
  const count = JSON.stringify(tree(copies, undefined)).match(/"id"/g).length;
  const a = perMatch(published, copies);
  const b = perMatch(server, copies);
  console.log(`| ${count} | ${a.toFixed(4)} | ${b.toFixed(4)} | ${(b / a).toFixed(3)}× |`);
}
console.log("\nThe best of the rounds; the server figure includes building the tree's shape key.");
