import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { onContentChanged } from "#shared/content-events";
import { auditLog, documentProducts, documents } from "../../db/schema";
import { addUser, TEST_ORIGIN, backendForFile } from "../../test/support";

const ctx = backendForFile({ seed: true });
const PASSWORD = "documents password 1";
const tokens: Record<string, string> = {};

const PDF = (text: string) => Buffer.from(`%PDF-1.4\n% ${text}\n%%EOF\n`);
const HTML = (text: string) =>
  Buffer.from(`<!doctype html>\n<html lang="en"><body><p>${text}</p></body></html>\n`);
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);

/** Headers of a call as the web app makes it for a signed-in user (or a visitor). */
function headers(token = "tourist") {
  const { clientId, clientSecret, partnerTenant } = ctx.backend.config;
  return {
    channel: "app",
    language: "en",
    token: `Bearer ${token}`,
    tenant: partnerTenant,
    authorization: `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString("base64")}`,
    "x-client-address": "198.51.100.77",
  };
}

async function call(method: string, url: string, token?: string, json?: unknown) {
  const response = await ctx.backend.fetch(
    new Request(`${TEST_ORIGIN}/api${url}`, {
      method,
      headers: {
        ...headers(token),
        ...(json === undefined ? {} : { "content-type": "application/json" }),
      },
      body: json === undefined ? undefined : JSON.stringify(json),
    }),
  );
  const type = response.headers.get("content-type") ?? "";
  return {
    status: response.status,
    headers: response.headers,
    body: type.includes("json") ? await response.json() : null,
    bytes: type.includes("json") ? null : Buffer.from(await response.arrayBuffer()),
  };
}

/** A multipart upload: fields (an array value repeats the name) and an optional file. */
async function upload(
  url: string,
  fields: Record<string, string | string[]>,
  file?: Buffer,
  token = tokens.editor,
) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields))
    for (const v of Array.isArray(value) ? value : [value]) form.append(name, v);
  if (file) form.append("file", new Blob([new Uint8Array(file)]), "document.bin");
  const response = await ctx.backend.fetch(
    new Request(`${TEST_ORIGIN}/api${url}`, {
      method: "POST",
      headers: headers(token),
      body: form,
    }),
  );
  return { status: response.status, body: await response.json() };
}

let serial = 0;
/** A new document's facts with a title of its own. */
function facts(overrides: Record<string, string | string[]> = {}) {
  serial += 1;
  return {
    kind: "manual",
    "title.en": `Installation manual ${serial} ${Math.random().toString(36).slice(2, 8)}`,
    "title.ksa": "دليل التركيب",
    products: ["nv-b580-ai", "nv-d340"],
    language: "en",
    format: "pdf",
    scenario: "retail",
    distribution: "global",
    version: "1.0",
    releaseDate: "2026-03-01",
    ...overrides,
  };
}

/** Files waiting in the store's receiving folder and files in the store. */
function storeFiles() {
  const root = ctx.backend.config.filesDir;
  const count = (dir: string): number =>
    existsSync(dir)
      ? readdirSync(dir, { withFileTypes: true }).reduce(
          (n, entry) => n + (entry.isDirectory() ? count(path.join(dir, entry.name)) : 1),
          0,
        )
      : 0;
  return {
    receiving: count(path.join(root, "document-uploads")),
    stored: count(path.join(root, "sha256")),
    tmp: count(path.join(root, "tmp")),
  };
}

beforeAll(async () => {
  for (const [key, roles] of [
    ["editor", ["editor"]],
    ["admin", ["admin"]],
    ["partner", ["partner"]],
  ] as const) {
    const account = `${key}@documents-console.example`;
    await addUser(ctx.backend, account, PASSWORD, [...roles]);
    tokens[key] = (await ctx.api.login(account, PASSWORD)).body.data.token;
  }
}, 60_000);

describe("documents in the console", () => {
  it("are for editors and administrators only", async () => {
    expect((await call("GET", "/admin/documents")).status).toBe(401);
    expect((await call("GET", "/admin/documents", tokens.partner)).status).toBe(403);
    expect((await upload("/admin/documents", facts(), PDF("x"), tokens.partner)).status).toBe(403);
    for (const who of ["editor", "admin"]) {
      const list = await call("GET", "/admin/documents?kind=manual", tokens[who]);
      expect(list.status).toBe(200);
      expect(list.body.data.items.length).toBeGreaterThan(0);
      expect(list.body.data.items.every((d: { kind: string }) => d.kind === "manual")).toBe(true);
    }
  });

  it("publishes a PDF for two products, found by either of them, with its sha256 and an audit entry", async () => {
    const heard: string[] = [];
    const stop = onContentChanged((change) => heard.push(change.reason));
    const input = facts();
    const bytes = PDF(input["title.en"] as string);
    const reply = await upload("/admin/documents", input, bytes);
    stop();
    expect(reply.status).toBe(200);
    const { id, sha256, size } = reply.body.data;
    expect(size).toBe(bytes.length);
    expect(sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(heard).toContain("documents");
    for (const product of ["nv-b580-ai", "nv-d340"]) {
      const list = await call("GET", `/documents?product=${product}&pageSize=60`);
      expect(list.body.data.items.map((d: { id: number }) => d.id)).toContain(id);
      const detail = await call("GET", `/product/${product}`);
      expect(JSON.stringify(detail.body.data)).toContain(input["title.en"]);
    }
    const page = await call("GET", `/documents/${id}`);
    expect(page.body.data.sha256).toBe(sha256);
    expect(page.body.data.products.map((p: { id: string }) => p.id)).toEqual([
      "nv-b580-ai",
      "nv-d340",
    ]);
    const file = await call("GET", `/documents/${id}/download`);
    expect(file.status).toBe(200);
    expect(file.bytes?.equals(bytes)).toBe(true);
    expect(file.headers.get("etag")).toBe(`"${sha256}"`);
    const [entry] = await ctx.backend.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.subjectKind, "document"), eq(auditLog.subjectId, String(id))));
    expect(entry?.action).toBe("create");
    expect(entry?.actorEmail).toBe("editor@documents-console.example");
  });

  it("publishes an HTML document and refuses a file whose content is not the format given", async () => {
    const html = await upload("/admin/documents", facts({ format: "html" }), HTML("Guide"));
    expect(html.status).toBe(200);
    const before = storeFiles();
    const png = await upload("/admin/documents", facts(), PNG);
    expect(png.status).toBe(415);
    expect(png.body.data).toMatchObject({ field: "file", reason: "formatMismatch" });
    const pdfAsHtml = await upload("/admin/documents", facts({ format: "html" }), PDF("x"));
    expect(pdfAsHtml.status).toBe(415);
    expect(storeFiles()).toEqual(before);
  });

  it("refuses missing or wrong facts with the field and reason, keeping no file", async () => {
    // Fields named as an object's own properties are fields like any other.
    const odd = await upload(
      "/admin/documents",
      facts({ constructor: "x", __proto__: "y", toString: "z", hasOwnProperty: "w" }),
      PDF("odd"),
    );
    expect(odd.status).toBe(200);
    const before = storeFiles();
    const cases: [Record<string, string | string[]>, string, string][] = [
      [{ "title.en": " " }, "title.en", "required"],
      [{ products: [] }, "products", "required"],
      [{ products: ["no-such-model"] }, "products", "unknown"],
      [{ kind: "firmware" }, "kind", "choose"],
      [{ language: "fr" }, "language", "choose"],
      [{ releaseDate: "2026-02-30" }, "releaseDate", "notDate"],
      [{ version: "" }, "version", "required"],
    ];
    for (const [change, field, reason] of cases) {
      const reply = await upload("/admin/documents", facts(change), PDF("x"));
      expect(reply.status, field).toBe(400);
      expect(reply.body.data).toMatchObject({ field, reason });
    }
    const noFile = await upload("/admin/documents", facts());
    expect(noFile.status).toBe(400);
    expect(noFile.body.data).toMatchObject({ field: "file", reason: "fileMissing" });
    expect(storeFiles()).toEqual(before);
  });

  it("answers 413 to a file over 50 MB and 400 to an upload cut off halfway, keeping nothing", async () => {
    const before = storeFiles();
    const big = Buffer.alloc(50 * 1024 * 1024 + 10, 0x20);
    big.write("%PDF-1.4\n");
    const tooLarge = await upload("/admin/documents", facts(), big);
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body.data).toMatchObject({ field: "file", reason: "tooLarge" });

    const boundary = "----cut";
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="title.en"\r\n\r\nCut\r\n--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n\r\n%PDF-1.4\n`,
    );
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new Uint8Array(head));
        controller.enqueue(new Uint8Array(200_000).fill(0x61));
      },
      pull(controller) {
        controller.error(new Error("aborted"));
      },
    });
    const response = await ctx.backend.fetch(
      new Request(`${TEST_ORIGIN}/api/admin/documents`, {
        method: "POST",
        headers: {
          ...headers(tokens.editor),
          "content-type": `multipart/form-data; boundary=${boundary}`,
        },
        body,
        duplex: "half",
      } as RequestInit),
    );
    expect(response.status).toBe(400);
    expect((await response.json()).data).toMatchObject({ reason: "truncated" });
    expect(storeFiles()).toEqual(before);
  });

  it("replaces the file: the old one goes to the history and stays downloadable", async () => {
    const first = PDF("first edition");
    const created = await upload("/admin/documents", facts(), first);
    const id = created.body.data.id;
    const same = await upload(
      `/admin/documents/${id}/file`,
      { version: "1.0", releaseDate: "2026-04-01" },
      PDF("y"),
    );
    expect(same.status).toBe(409);
    const wrong = await upload(
      `/admin/documents/${id}/file`,
      { version: "2.0", releaseDate: "2026-04-01" },
      HTML("x"),
    );
    expect(wrong.status).toBe(415);
    const second = PDF("second edition");
    const replaced = await upload(
      `/admin/documents/${id}/file`,
      { version: "2.0", releaseDate: "2026-04-01" },
      second,
    );
    expect(replaced.status).toBe(200);
    const current = await call("GET", `/documents/${id}/download`);
    expect(current.bytes?.equals(second)).toBe(true);
    const page = await call("GET", `/documents/${id}`);
    expect(page.body.data.version).toBe("2.0");
    expect(page.body.data.releaseDate).toBe("2026-04-01");
    const [earlier] = page.body.data.versions;
    expect(earlier).toMatchObject({
      version: "1.0",
      releaseDate: "2026-03-01",
      size: first.length,
    });
    const old = await call("GET", `/documents/${id}/versions/${earlier.id}/download`);
    expect(old.status).toBe(200);
    expect(old.bytes?.equals(first)).toBe(true);
    expect(old.headers.get("etag")).toBe(`"${earlier.sha256}"`);
    expect(
      (await call("GET", `/documents/${id + 1000}/versions/${earlier.id}/download`)).status,
    ).toBe(404);
    const actions = await ctx.backend.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.subjectKind, "document"), eq(auditLog.subjectId, String(id))));
    expect(actions.map((a) => a.action).sort()).toEqual(["create", "replace"]);
  });

  it("changes the facts, records what changed, and keeps the history through it", async () => {
    const input = facts();
    const created = await upload("/admin/documents", input, PDF("facts"));
    const id = created.body.data.id;
    const change = {
      kind: "quick-guide",
      title: { en: `${input["title.en"]} (revised)`, el: "Οδηγός" },
      products: ["nv-d340"],
      language: "el",
      format: "pdf",
      scenario: "transport",
      distribution: "europe",
      version: "1.0",
      releaseDate: "2026-03-01",
      gated: true,
    };
    const reply = await call("PUT", `/admin/documents/${id}`, tokens.editor, change);
    expect(reply.status).toBe(200);
    expect(reply.body.data.changed).toEqual(
      expect.arrayContaining([
        "kind",
        "title",
        "products",
        "language",
        "scenario",
        "distribution",
        "gated",
      ]),
    );
    const edited = await call("GET", `/admin/documents/${id}`, tokens.editor);
    expect(edited.body.data.products.map((p: { id: string }) => p.id)).toEqual(["nv-d340"]);
    expect(edited.body.data.gated).toBe(true);
    const toHtml = await call("PUT", `/admin/documents/${id}`, tokens.editor, {
      ...change,
      format: "html",
    });
    expect(toHtml.status).toBe(422);
    const bad = await call("PUT", `/admin/documents/${id}`, tokens.editor, {
      ...change,
      title: { en: "" },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.data).toMatchObject({ field: "title.en", reason: "required" });
    // A gated document is for signed-in users.
    expect((await call("GET", `/documents/${id}/download`)).status).toBe(401);
    expect((await call("GET", `/documents/${id}/download`, tokens.partner)).status).toBe(200);
  });

  it("removes a document from the site, keeping its row and audit entry", async () => {
    const created = await upload("/admin/documents", facts(), PDF("removed"));
    const id = created.body.data.id;
    const removed = await call("DELETE", `/admin/documents/${id}`, tokens.editor);
    expect(removed.status).toBe(200);
    expect((await call("GET", `/documents/${id}`)).status).toBe(404);
    expect((await call("GET", `/documents/${id}/download`)).status).toBe(404);
    const list = await call("GET", "/documents?product=nv-b580-ai&pageSize=60");
    expect(list.body.data.items.map((d: { id: number }) => d.id)).not.toContain(id);
    const console = await call("GET", `/admin/documents/${id}`, tokens.editor);
    expect(console.body.data.removedAt).not.toBeNull();
    expect((await call("DELETE", `/admin/documents/${id}`, tokens.editor)).status).toBe(409);
    const [entry] = await ctx.backend.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "delete"), eq(auditLog.subjectId, String(id))));
    expect(entry?.subjectKind).toBe("document");
  });

  it("leaves the catalogue's own documents to the catalogue files", async () => {
    const [seedRow] = await ctx.backend.db
      .select({ id: documents.id })
      .from(documents)
      .where(and(eq(documents.origin, "seed"), eq(documents.kind, "manual")))
      .limit(1);
    const reply = await call("DELETE", `/admin/documents/${seedRow!.id}`, tokens.editor);
    expect(reply.status).toBe(409);
    expect(reply.body.data).toMatchObject({ reason: "catalogue" });
  });

  it("keeps a console document, its products and history through a catalogue reload", async () => {
    const created = await upload("/admin/documents", facts(), PDF("reload one"));
    const id = created.body.data.id;
    await upload(
      `/admin/documents/${id}/file`,
      { version: "2.0", releaseDate: "2026-05-01" },
      PDF("reload two"),
    );
    const reload = await call("POST", "/admin/catalogue/reload", tokens.admin);
    expect(reload.status).toBe(200);
    const page = await call("GET", `/documents/${id}`);
    expect(page.status).toBe(200);
    expect(page.body.data.version).toBe("2.0");
    expect(page.body.data.versions).toHaveLength(1);
    expect(page.body.data.products.map((p: { id: string }) => p.id)).toEqual([
      "nv-b580-ai",
      "nv-d340",
    ]);
    const [row] = await ctx.backend.db.select().from(documents).where(eq(documents.id, id));
    expect(row?.productId).toBe("nv-b580-ai");
    const links = await ctx.backend.db
      .select()
      .from(documentProducts)
      .where(eq(documentProducts.documentId, id));
    expect(links).toHaveLength(2);
    const list = await call("GET", "/documents?product=nv-d340&pageSize=60");
    expect(list.body.data.items.map((d: { id: number }) => d.id)).toContain(id);
  });
});
