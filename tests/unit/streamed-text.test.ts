import { createRequire } from "node:module";
import path from "node:path";
import { Writable } from "node:stream";
import { createElement, type ReactElement } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";

/**
 * React's stream renderer encodes text into 2 KB views. When a character of two or more bytes did
 * not fit in the bytes left, it wrote the whole view, unwritten zero bytes included, and a page in
 * Arabic, Chinese or Japanese could carry NUL characters. `patches/react-dom+18.3.1.patch` writes
 * only what was encoded, in both of the server's builds.
 */
const require = createRequire(import.meta.url);
const cjs = path.join(path.dirname(require.resolve("react-dom/package.json")), "cjs");
const builds = {
  production: path.join(cjs, "react-dom-server.node.production.min.js"),
  development: path.join(cjs, "react-dom-server.node.development.js"),
};

function streamed(build: string, element: ReactElement): Promise<Buffer> {
  const { renderToPipeableStream } = require(build) as typeof import("react-dom/server");
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Uint8Array, _encoding, done) {
        chunks.push(Buffer.from(chunk));
        done();
      },
    });
    sink.on("finish", () => resolve(Buffer.concat(chunks)));
    const { pipe } = renderToPipeableStream(element, {
      onAllReady: () => pipe(sink),
      onError: reject,
    });
  });
}

/** Short texts of two-byte and three-byte characters, shifted so that some straddle a view's end. */
function page(shift: number) {
  const items = Array.from({ length: 600 }, (_, i) =>
    createElement("li", { key: i }, i % 2 ? "é" : "سعر", "中文"),
  );
  return createElement("ul", { title: "x".repeat(shift) }, items);
}

describe("text streamed by React's server renderer", () => {
  for (const [name, build] of Object.entries(builds)) {
    it(`is written byte for byte (${name} build)`, async () => {
      for (let shift = 0; shift < 3; shift++) {
        const bytes = await streamed(build, page(shift));
        expect(bytes.includes(0)).toBe(false);
        expect(bytes.toString("utf8")).toBe(renderToString(page(shift)));
      }
    });
  }
});
