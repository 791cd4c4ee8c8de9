// The site without one part of its performance layer, measured beside it in the same run of
// `npm run bench`: without each framework patch of patches/README.md, without all of them, and with
// kept markup off. Each patched variant runs from a folder of its own whose node_modules are the
// project's, hard-linked, with that patch reverted (`patch -R` writes the files it changes anew, so
// the project's own packages keep their patches).
import { execFileSync } from "node:child_process";
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

/** The patches whose gain is the server's work on a rendered page, by the file each changes. */
const SERVER_PATCHES = [
  ["the router's matching", "node_modules/@remix-run/router/dist/router.cjs.js"],
  ["the static router's tree", "node_modules/react-router-dom/server.js"],
  ["RemixServer's route tree", "node_modules/@remix-run/react/dist/server.js"],
  ["route modules gathered once", "node_modules/@remix-run/server-runtime/dist/entry.js"],
  ["the loaders' request", "node_modules/@remix-run/server-runtime/dist/data.js"],
];
/** The compiler's patch: its gain is the browser's JavaScript, so its variant is built anew. */
const COMPILER_PATCH = "node_modules/@remix-run/dev/dist/compiler/plugins/emptyModules.js";

/**
 * What the run measures beside the site (page cache off): `env` for the server, `revert` the patched
 * files given back their published text, `rebuild` when the variant needs a build of its own (then
 * only its JavaScript per page is compared).
 */
export function variants() {
  return [
    { key: "no-kept", label: "kept markup off (KEPT_MARKUP=0)", env: { KEPT_MARKUP: "0" } },
    ...SERVER_PATCHES.map(([name, file]) => ({
      key: `unpatched ${file}`,
      label: `without the patch of ${name} (${packageOf(file)})`,
      revert: [file],
    })),
    {
      key: "unpatched-server",
      label: "without any of these five patches",
      revert: SERVER_PATCHES.map(([, file]) => file),
    },
    {
      key: "unpatched-compiler",
      label: `built without the compiler's patch (${packageOf(COMPILER_PATCH)})`,
      revert: [COMPILER_PATCH],
      rebuild: true,
    },
  ];
}

function packageOf(file) {
  const parts = file.split("/");
  return parts[1].startsWith("@") ? `${parts[1]}/${parts[2]}` : parts[1];
}

/** Each file a patch of `patches/` changes, with its part of the patch. */
function patchSections(root) {
  const sections = new Map();
  for (const file of readdirSync(path.join(root, "patches"))) {
    if (!file.endsWith(".patch")) continue;
    const text = readFileSync(path.join(root, "patches", file), "utf8");
    for (const part of text.split(/^(?=diff --git )/m)) {
      const target = /^diff --git a\/(\S+)/.exec(part)?.[1];
      if (target) sections.set(target, part);
    }
  }
  return sections;
}

/** Folders of the project a variant does not share: it has its own packages, build and caches. */
const OWN = new Set([
  "node_modules",
  "build",
  "public",
  "app",
  ".cache",
  ".git",
  "data",
  ".e2e-data",
]);

/**
 * A folder the site runs from (its working directory) with `variant.revert` reverted; built anew
 * with that folder's compiler when `variant.rebuild`. The caller removes it.
 */
export function variantFolder(root, variant, log) {
  const dir = mkdtempSync(path.join(tmpdir(), "bench-variant-"));
  for (const entry of readdirSync(root))
    if (!OWN.has(entry)) symlinkSync(path.join(root, entry), path.join(dir, entry));
  // Hard links, not symbolic ones: Node resolves a module's imports from its real path.
  execFileSync("cp", ["-al", path.join(root, "node_modules"), path.join(dir, "node_modules")]);
  rmSync(path.join(dir, "node_modules/.cache"), { recursive: true, force: true });
  const sections = patchSections(root);
  for (const file of variant.revert ?? []) {
    const section = sections.get(file);
    if (!section) throw new Error(`No patch in patches/ changes ${file}`);
    execFileSync("patch", ["-R", "-p1", "-s", "-d", dir], { input: section });
  }
  // The compiler empties the `.server` modules it finds under the app's folder by their path, so
  // the app's folder is the variant's own (hard links again).
  execFileSync("cp", ["-al", path.join(root, "app"), path.join(dir, "app")]);
  if (!variant.rebuild) {
    execFileSync("cp", ["-al", path.join(root, "build"), path.join(dir, "build")]);
    symlinkSync(path.join(root, "public"), path.join(dir, "public"));
    return dir;
  }
  log(`Building the site for "${variant.label}"…`);
  mkdirSync(path.join(dir, "public"));
  for (const entry of readdirSync(path.join(root, "public")))
    if (entry !== "build")
      symlinkSync(path.join(root, "public", entry), path.join(dir, "public", entry));
  execFileSync(path.join(dir, "node_modules/.bin/remix"), ["build"], {
    cwd: dir,
    env: { ...process.env, NODE_ENV: "production" },
    stdio: ["ignore", "ignore", "inherit"],
  });
  // The server itself is the project's (copies: the variant's build must not write through links).
  for (const file of ["server.js", "prepare.js", "seed.js"])
    cpSync(path.join(root, "build", file), path.join(dir, "build", file));
  return dir;
}
