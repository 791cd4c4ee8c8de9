// Compiles server.ts (build/server.js), the seed command (build/seed.js) and the embedded database's
// preparation the server runs in a process of its own (build/prepare.js), and precompresses the fingerprinted browser assets.
import { existsSync } from "node:fs";
import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { build } from "esbuild";
import { SERVER_BUILD_OPTIONS } from "./server-build-options.mjs";

await build({
  entryPoints: {
    server: "server.ts",
    seed: "api/db/seed-cli.ts",
    prepare: "api/db/prepare-cli.ts",
  },
  outdir: "build",
  ...SERVER_BUILD_OPTIONS,
});

const COMPRESSIBLE = /\.(js|css|map|svg|json|txt)$/;
async function* files(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else yield full;
  }
}
for await (const file of existsSync("public/build") ? files("public/build") : []) {
  if (!COMPRESSIBLE.test(file)) continue;
  const data = await readFile(file);
  await writeFile(
    `${file}.br`,
    brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
  await writeFile(`${file}.gz`, gzipSync(data, { level: 9 }));
}
