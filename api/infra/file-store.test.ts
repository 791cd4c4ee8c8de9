import { createHash } from "node:crypto";
import { mkdtempSync, readdirSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { describe, expect, it } from "vitest";
import { mimeOf } from "./file-checks";
import { folderStore } from "./file-store";

const root = () => mkdtempSync(path.join(tmpdir(), "file-store-"));
const sha = (data: Uint8Array) => createHash("sha256").update(data).digest("hex");
async function read(stream: ReadableStream<Uint8Array>) {
  return Buffer.from(await new Response(stream).arrayBuffer());
}

describe("folderStore", () => {
  it("stores bytes once under their sha256 with size and type judged by content", async () => {
    const dir = root();
    const store = folderStore(dir);
    const pdf = Buffer.from("%PDF-1.4\nhello\n");
    const first = await store.put(pdf);
    expect(first).toEqual({
      key: sha(pdf),
      sha256: sha(pdf),
      size: pdf.length,
      mime: "application/pdf",
    });
    const again = await store.put(Readable.from([pdf.subarray(0, 3), pdf.subarray(3)]));
    expect(again.key).toBe(first.key);
    expect(readdirSync(path.join(dir, "tmp"))).toEqual([]);
    expect((await store.stat(first.key))?.size).toBe(pdf.length);
    expect(await read((await store.open(first.key))!)).toEqual(pdf);
  });

  it("reads a range, and tells when the last byte was handed over", async () => {
    const store = folderStore(root());
    const bytes = Buffer.alloc(200_000, 7);
    bytes.write("tail", 199_996);
    const { key } = await store.put(bytes);
    let ended = 0;
    const part = await store.open(key, { start: 199_990, end: 199_999 }, { onEnd: () => ended++ });
    expect((await read(part!)).toString("latin1").slice(-4)).toBe("tail");
    expect(ended).toBe(1);
  });

  it("closes the file when the reader goes away, without counting it as read", async () => {
    const store = folderStore(root());
    const { key } = await store.put(Buffer.alloc(500_000, 1));
    let ended = 0;
    const stream = (await store.open(key, undefined, { onEnd: () => ended++ }))!;
    const reader = stream.getReader();
    await reader.read();
    await reader.cancel();
    expect(ended).toBe(0);
  });

  it("knows nothing of keys that are not sha256 hex or not stored", async () => {
    const store = folderStore(root());
    expect(await store.stat("../etc/passwd")).toBeNull();
    expect(await store.open("a".repeat(64))).toBeNull();
  });
});

describe("mimeOf", () => {
  it("judges html, zip, mp4 and unknown bytes", () => {
    expect(mimeOf(Buffer.from("<!doctype html><html>"))).toBe("text/html");
    expect(mimeOf(Buffer.from("  <html lang=en>"))).toBe("text/html");
    expect(mimeOf(Buffer.from([0x50, 0x4b, 0x03, 0x04]))).toBe("application/zip");
    expect(mimeOf(Buffer.from("\0\0\0\x18ftypmp42", "latin1"))).toBe("video/mp4");
    expect(mimeOf(Buffer.from("plain text"))).toBe("application/octet-stream");
  });
});
