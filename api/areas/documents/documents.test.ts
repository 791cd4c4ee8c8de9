import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Backend } from "../../backend";
import { documents } from "../../db/schema";
import { folderStore } from "../../infra/file-store";
import { addUser, client, rawCall, testBackend } from "../../test/support";

let backend: Backend;
let api: ReturnType<typeof client>;
let token: string;
/** A document of 300 000 bytes made for these tests (bigger than one read of the store). */
let big: { id: number; bytes: Buffer; sha256: string };
let gatedId: number;

const sha = (data: Uint8Array) => createHash("sha256").update(data).digest("hex");

beforeAll(async () => {
  backend = await testBackend({}, { seed: true });
  api = client(backend);
  await addUser(backend, "docs-partner@integrator.example", "partner password 1", ["partner"]);
  token = (await api.login("docs-partner@integrator.example", "partner password 1")).body.data
    .token;
  const bytes = Buffer.alloc(300_000);
  for (let i = 0; i < bytes.length; i++) bytes[i] = (i * 31 + (i >> 8)) & 0xff;
  const stored = await folderStore(backend.config.filesDir).put(bytes);
  const [row] = await backend.db
    .insert(documents)
    .values({
      kind: "manual",
      title: { en: "Big manual", ksa: "دليل المستخدم الكبير", jp: "大きな取扱説明書" },
      language: "en",
      format: "pdf",
      scenario: "retail",
      fileKey: stored.key,
      sha256: stored.sha256,
      size: stored.size,
      mime: stored.mime,
      releaseDate: "2020-01-01",
    })
    .returning();
  big = { id: row!.id, bytes, sha256: stored.sha256 };
  const [gated] = await backend.db
    .select()
    .from(documents)
    .where(eq(documents.gated, true))
    .limit(1);
  gatedId = gated!.id;
}, 120_000);
afterAll(() => backend?.close());

/** A raw call of the backend (the download answers bytes, not the envelope). */
const raw = (path: string, headers: Record<string, string> = {}, method = "GET") =>
  rawCall(backend, path, headers, method);
const bytesOf = async (response: Response) => Buffer.from(await response.arrayBuffer());
const downloads = async (id: number) =>
  (await backend.db.select().from(documents).where(eq(documents.id, id)))[0]!.downloads;

describe("the seed", () => {
  it("has at least 100 documents with real files over every filter value", async () => {
    const list = (await api.call("GET", "/documents", { query: { pageSize: "60" } })).body.data;
    expect(list.total).toBeGreaterThanOrEqual(100);
    expect(list.facets.language.length).toBe(8);
    expect(list.facets.format.map((f: { value: string }) => f.value)).toEqual(["html", "pdf"]);
    expect(list.facets.distribution.length).toBe(6);
    expect(list.facets.scenario.length).toBe(12);
    expect(list.hot).toHaveLength(5);
    const pdf = list.items.find(
      (d: { format: string; gated: boolean }) => d.format === "pdf" && !d.gated,
    );
    const file = await bytesOf(await raw(`/documents/${pdf.id}/download`));
    expect(file.subarray(0, 5).toString()).toBe("%PDF-");
    expect(sha(file)).toBe(pdf.sha256);
  });
});

describe("GET /api/documents", () => {
  it("filters, sorts by downloads and pages", async () => {
    const sorted = (await api.call("GET", "/documents", { query: { sort: "downloads" } })).body
      .data;
    const counts = sorted.items.map((d: { downloads: number }) => d.downloads);
    expect([...counts].sort((a, b) => b - a)).toEqual(counts);
    const html = (await api.call("GET", "/documents", { query: { format: "html", page: "2" } }))
      .body.data;
    expect(html.page).toBe(2);
    expect(html.items.every((d: { format: string }) => d.format === "html")).toBe(true);
    const arabic = (
      await api.call("GET", "/documents", { query: { fileLanguage: "ksa", language: "jp" } })
    ).body.data;
    expect(arabic.total).toBeGreaterThan(0);
    expect(arabic.items.every((d: { language: string }) => d.language === "ksa")).toBe(true);
    const all = (await api.call("GET", "/documents", { query: { language: "jp" } })).body.data;
    expect(all.total).toBeGreaterThan(arabic.total);
    const none = (await api.call("GET", "/documents", { query: { format: "exe" } })).body.data;
    expect(none.total).toBe(0);
  });
});

describe("GET /api/documents/:id/download", () => {
  const path = () => `/documents/${big.id}/download`;

  it("sends the whole file with its length, strong ETag, dates and name", async () => {
    const response = await raw(path());
    expect(response.status).toBe(200);
    expect(response.headers.get("content-length")).toBe("300000");
    expect(response.headers.get("etag")).toBe(`"${big.sha256}"`);
    expect(response.headers.get("accept-ranges")).toBe("bytes");
    expect(response.headers.get("last-modified")).toMatch(/GMT$/);
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(sha(await bytesOf(response))).toBe(big.sha256);
  });

  it("keeps Arabic and Japanese names in filename*", async () => {
    const arabic = await raw(`${path()}?language=ksa`);
    await arabic.body?.cancel();
    expect(arabic.headers.get("content-disposition")).toContain(
      `filename*=UTF-8''${encodeURIComponent("دليل المستخدم الكبير.pdf")}`,
    );
    const japanese = await raw(`${path()}?language=jp`);
    await japanese.body?.cancel();
    expect(japanese.headers.get("content-disposition")).toContain(
      `filename*=UTF-8''${encodeURIComponent("大きな取扱説明書.pdf")}`,
    );
  });

  it("answers one range with 206 and resumes to the published sha256", async () => {
    const first = await raw(path(), { range: "bytes=0-99999" });
    expect(first.status).toBe(206);
    expect(first.headers.get("content-range")).toBe("bytes 0-99999/300000");
    expect(first.headers.get("content-length")).toBe("100000");
    const head = await bytesOf(first);
    const etag = first.headers.get("etag")!;
    const rest = await raw(path(), { range: "bytes=100000-", "if-range": etag });
    expect(rest.status).toBe(206);
    expect(rest.headers.get("content-range")).toBe("bytes 100000-299999/300000");
    expect(sha(Buffer.concat([head, await bytesOf(rest)]))).toBe(big.sha256);
    const suffix = await raw(path(), { range: "bytes=-10" });
    expect(suffix.headers.get("content-range")).toBe("bytes 299990-299999/300000");
    expect(await bytesOf(suffix)).toEqual(big.bytes.subarray(299990));
  });

  it("sends the whole file when If-Range does not match or several ranges are asked", async () => {
    const stale = await raw(path(), { range: "bytes=10-", "if-range": '"0000"' });
    expect(stale.status).toBe(200);
    expect((await bytesOf(stale)).length).toBe(300000);
    const multi = await raw(path(), { range: "bytes=0-1,5-9" });
    expect(multi.status).toBe(200);
    await multi.body?.cancel();
    const dated = await raw(path(), { range: "bytes=10-19" });
    await dated.body?.cancel();
    const byDate = await raw(path(), {
      range: "bytes=10-19",
      "if-range": dated.headers.get("last-modified")!,
    });
    expect(byDate.status).toBe(206);
    await byDate.body?.cancel();
  });

  it("answers 416 with the size for a range past the end", async () => {
    const response = await raw(path(), { range: "bytes=300000-" });
    expect(response.status).toBe(416);
    expect(response.headers.get("content-range")).toBe("bytes */300000");
  });

  it("answers HEAD with the headers only, and 304 for a known ETag", async () => {
    const head = await raw(path(), { range: "bytes=0-9" }, "HEAD");
    expect(head.status).toBe(206);
    expect(head.headers.get("content-length")).toBe("10");
    expect((await bytesOf(head)).length).toBe(0);
    const cached = await raw(path(), { "if-none-match": `"${big.sha256}"` });
    expect(cached.status).toBe(304);
  });

  it("counts a download when its last byte is sent, not when it stops short", async () => {
    const before = await downloads(big.id);
    await bytesOf(await raw(path(), { range: "bytes=0-10" }));
    const cancelled = await raw(path());
    const reader = cancelled.body!.getReader();
    await reader.read();
    await reader.cancel();
    expect(await downloads(big.id)).toBe(before);
    await bytesOf(await raw(path()));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await downloads(big.id)).toBe(before + 1);
  });

  it("refuses a gated document anonymously and serves it signed in", async () => {
    const anonymous = await raw(`/documents/${gatedId}/download`);
    expect(anonymous.status).toBe(401);
    const signed = await raw(`/documents/${gatedId}/download`, { token: `Bearer ${token}` });
    expect(signed.status).toBe(200);
    expect((await bytesOf(signed)).length).toBeGreaterThan(100);
  });

  it("answers 404 for an unknown or malformed id", async () => {
    expect((await raw("/documents/999999/download")).status).toBe(404);
    expect((await raw("/documents/abc/download")).status).toBe(404);
  });
});

/** The entries of a ZIP read from its central directory: name, stored size, data. */
function readZip(zip: Buffer) {
  let eocd = zip.length - 22;
  while (eocd >= 0 && zip.readUInt32LE(eocd) !== 0x06054b50) eocd--;
  expect(eocd).toBeGreaterThanOrEqual(0);
  const count = zip.readUInt16LE(eocd + 10);
  let offset = zip.readUInt32LE(eocd + 16);
  const entries: { name: string; data: Buffer }[] = [];
  for (let i = 0; i < count; i++) {
    expect(zip.readUInt32LE(offset)).toBe(0x02014b50);
    const method = zip.readUInt16LE(offset + 10);
    expect(method).toBe(0); // stored
    const size = zip.readUInt32LE(offset + 20);
    const nameLength = zip.readUInt16LE(offset + 28);
    const extra = zip.readUInt16LE(offset + 30);
    const comment = zip.readUInt16LE(offset + 32);
    const local = zip.readUInt32LE(offset + 42);
    const name = zip.subarray(offset + 46, offset + 46 + nameLength).toString("utf8");
    const localName = zip.readUInt16LE(local + 26);
    const localExtra = zip.readUInt16LE(local + 28);
    const start = local + 30 + localName + localExtra;
    entries.push({ name, data: zip.subarray(start, start + size) });
    offset += 46 + nameLength + extra + comment;
  }
  return entries;
}

describe("GET /api/documents/batch", () => {
  it("sends the chosen documents as one ZIP of the announced size", async () => {
    const list = (await api.call("GET", "/documents", { query: { pageSize: "3" } })).body.data;
    const chosen = list.items.filter((d: { gated: boolean }) => !d.gated);
    const query = chosen.map((d: { id: number }) => `id=${d.id}`).join("&");
    const response = await raw(`/documents/batch?${query}&id=${big.id}&language=jp`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/zip");
    const zip = await bytesOf(response);
    expect(zip.length).toBe(Number(response.headers.get("content-length")));
    const entries = readZip(zip);
    expect(entries).toHaveLength(chosen.length + 1);
    for (const [i, d] of chosen.entries()) expect(sha(entries[i]!.data)).toBe(d.sha256);
    expect(entries.at(-1)!.name).toBe("大きな取扱説明書.pdf");
    expect(sha(entries.at(-1)!.data)).toBe(big.sha256);
  });

  it("refuses too many documents, none, and gated ones anonymously", async () => {
    const many = Array.from({ length: 51 }, (_, i) => `id=${i + 1}`).join("&");
    const tooMany = await api.call("GET", `/documents/batch?${many}`);
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.data.reason).toBe("tooMany");
    expect((await api.call("GET", "/documents/batch")).status).toBe(400);
    expect((await api.call("GET", `/documents/batch?id=${gatedId}`)).status).toBe(401);
    const signed = await raw(`/documents/batch?id=${gatedId}`, { token: `Bearer ${token}` });
    expect(signed.status).toBe(200);
    expect((await bytesOf(signed)).length).toBe(Number(signed.headers.get("content-length")));
  });
});
