import { createHash } from "node:crypto";
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { onContentChanged } from "#shared/content-events";
import { auditLog, documents } from "../../db/schema";
import { addUser, backendForFile, client, mailsTo, rawCall, TEST_ORIGIN } from "../../test/support";

const ctx = backendForFile({ seed: true, env: { FIRMWARE_UPLOAD_MAX_BYTES: String(256 * 1024) } });
const PASSWORD = "firmware console password 1";
const tokens: Record<string, string> = {};

beforeAll(async () => {
  for (const [key, roles] of [
    ["editor", ["editor"]],
    ["admin", ["admin"]],
    ["partner", ["partner"]],
  ] as const) {
    const account = `${key}@firmware-console.example`;
    await addUser(ctx.backend, account, PASSWORD, [...roles]);
    tokens[key] = (await ctx.api.login(account, PASSWORD)).body.data.token;
  }
}, 60_000);

const as = (who: string, method: string, path: string, json?: unknown) =>
  ctx.api.call(method, path, { token: tokens[who], json });

/** A version no other test uses. */
const freshVersion = () => `7.${Math.floor(Math.random() * 9000) + 1000}.${Date.now() % 100000}`;

/** Bytes that look like a firmware image (a vendor header, then data). */
const firmwareBytes = (size = 4096, seed = Math.random()) => {
  const bytes = Buffer.alloc(size);
  bytes.write("NLVFW\x01\x00", 0, "latin1");
  for (let i = 8; i < size; i++) bytes[i] = (i * 31 + Math.floor(seed * 255)) & 0xff;
  return bytes;
};

const fields = (overrides: Record<string, string> = {}) => ({
  line: "ipc-pro-bullet",
  models: "NV-B580-AI",
  version: freshVersion(),
  track: "active",
  releaseDate: "2026-11-20",
  "notes.en": "- Faster start.\n- Fixed night mode.",
  "notes.el": "- Ταχύτερη εκκίνηση.",
  "knownIssues.en": "",
  ...overrides,
});

const headersOf = (token: string) => ({
  channel: "app",
  language: "en",
  token: `Bearer ${token}`,
  tenant: ctx.backend.config.partnerTenant,
  authorization: ctx.api.basic,
});

/** Sends a new release as multipart (the file last, as the console's form does). */
async function upload(
  values: Record<string, string>,
  file: Buffer | null = firmwareBytes(),
  who = "editor",
) {
  const form = new FormData();
  for (const [k, v] of Object.entries(values)) form.set(k, v);
  if (file) form.set("file", new Blob([new Uint8Array(file)]), "camera-firmware.bin");
  const response = await ctx.backend.fetch(
    new Request(`${TEST_ORIGIN}/api/admin/firmware-releases`, {
      method: "POST",
      headers: headersOf(tokens[who]!),
      body: form,
    }),
  );
  return { status: response.status, body: await response.json() };
}

/** The files waiting in the uploads folder (none once a request is answered). */
const pendingUploads = () => {
  const dir = path.join(ctx.backend.config.filesDir, "firmware-uploads");
  return existsSync(dir) ? readdirSync(dir) : [];
};

describe("firmware releases in the console", () => {
  it("is open to editors and administrators only", async () => {
    expect((await as("editor", "GET", "/admin/firmware-releases")).status).toBe(200);
    expect((await as("admin", "GET", "/admin/firmware-releases")).status).toBe(200);
    expect((await as("partner", "GET", "/admin/firmware-releases")).status).toBe(403);
    expect((await ctx.api.call("GET", "/admin/firmware-releases")).status).toBe(401);
    expect((await upload(fields(), firmwareBytes(), "partner")).status).toBe(403);
  });

  it("drafts a release with its file streamed to the store, hashed, and in the audit log", async () => {
    const bytes = firmwareBytes(100_000);
    const values = fields();
    const reply = await upload(values, bytes);
    expect(reply.status).toBe(200);
    const { id, documentId, sha256, size } = reply.body.data;
    expect(sha256).toBe(createHash("sha256").update(bytes).digest("hex"));
    expect(size).toBe(bytes.length);
    expect(pendingUploads()).toEqual([]);
    const [doc] = await ctx.backend.db.select().from(documents).where(eq(documents.id, documentId));
    expect(doc).toMatchObject({ origin: "console", kind: "firmware", version: values.version });
    const detail = await as("editor", "GET", `/admin/firmware-releases/${id}`);
    expect(detail.body.data).toMatchObject({
      status: "draft",
      line: "ipc-pro-bullet",
      productClass: "camera",
      notes: { en: values["notes.en"], el: values["notes.el"] },
      models: [{ id: "nv-b580-ai", model: "NV-B580-AI" }],
    });
    // A draft is nobody's download and no visitor's page.
    expect((await rawCall(ctx.backend, `/documents/${documentId}/download`)).status).toBe(404);
    expect((await ctx.api.call("GET", `/downloads/firmware/${id}`)).status).toBe(404);
    const audit = await ctx.backend.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.subjectKind, "firmware"), eq(auditLog.subjectId, String(id))));
    expect(audit.map((a) => a.action)).toEqual(["draft"]);
    expect(audit[0]!.actorEmail).toBe("editor@firmware-console.example");
  });

  it("refuses a version the model has already (409), a bad version and an LTS without its end", async () => {
    const values = fields();
    expect((await upload(values)).status).toBe(200);
    const again = await upload({ ...values, models: "nv-b580-ai NV-D580-AI" });
    expect(again.status).toBe(409);
    expect(again.body.data).toMatchObject({ field: "version", reason: "duplicate" });
    // The same version for another model is fine.
    expect((await upload({ ...values, models: "NV-T250" })).status).toBe(200);
    const badVersion = await upload(fields({ version: "v1 beta" }));
    expect(badVersion.status).toBe(400);
    expect(badVersion.body.data).toMatchObject({ field: "version", reason: "version" });
    const lts = await upload(fields({ track: "lts" }));
    expect(lts.body.data).toMatchObject({ field: "ltsEndsOn", reason: "ltsRequired" });
    const early = await upload(fields({ track: "lts", ltsEndsOn: "2026-01-01" }));
    expect(early.body.data).toMatchObject({ field: "ltsEndsOn", reason: "ltsBeforeRelease" });
    const noNotes = await upload(fields({ "notes.en": " " }));
    expect(noNotes.body.data).toMatchObject({ field: "notes.en", reason: "required" });
    const unknown = await upload(fields({ models: "NV-NOPE-1" }));
    expect(unknown.body.data).toMatchObject({ field: "models", reason: "unknownModel" });
    const mixed = await upload(fields({ models: "NV-B580-AI NV-N3216" }));
    expect(mixed.body.data).toMatchObject({ field: "models", reason: "mixedClasses" });
    expect(pendingUploads()).toEqual([]);
  });

  it("refuses files that are no firmware (415), an oversized one (413) and none at all", async () => {
    const pdf = Buffer.concat([Buffer.from("%PDF-1.7\n"), firmwareBytes(500)]);
    const html = Buffer.from("<!DOCTYPE html><html><body>firmware</body></html>");
    const exe = Buffer.concat([Buffer.from("MZ\x90\x00", "latin1"), firmwareBytes(500)]);
    for (const bytes of [pdf, html, exe]) {
      const reply = await upload(fields(), bytes);
      expect(reply.status).toBe(415);
      expect(reply.body.data).toMatchObject({ field: "file", reason: "fileType" });
    }
    const zip = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), firmwareBytes(500)]);
    expect((await upload(fields(), zip)).status).toBe(200);
    const tooLarge = await upload(fields(), firmwareBytes(256 * 1024 + 1));
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body.data).toMatchObject({ field: "file", reason: "fileTooLarge" });
    const none = await upload(fields(), null);
    expect(none.body.data).toMatchObject({ field: "file", reason: "fileRequired" });
    expect(pendingUploads()).toEqual([]);
  });

  it("answers 400 to an upload that breaks off, and keeps nothing of it", async () => {
    const boundary = "----firmware-cut-off";
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="version"\r\n\r\n${freshVersion()}\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.bin"\r\n` +
        "Content-Type: application/octet-stream\r\n\r\n",
    );
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new Uint8Array(head));
        controller.enqueue(new Uint8Array(firmwareBytes(50_000)));
        controller.error(new Error("connection lost"));
      },
    });
    const response = await ctx.backend.fetch(
      new Request(`${TEST_ORIGIN}/api/admin/firmware-releases`, {
        method: "POST",
        headers: {
          ...headersOf(tokens.editor!),
          "content-type": `multipart/form-data; boundary=${boundary}`,
        },
        body,
        duplex: "half",
      } as RequestInit),
    );
    expect(response.status).toBe(400);
    expect((await response.json()).data).toMatchObject({ field: "file", reason: "truncated" });
    expect(pendingUploads()).toEqual([]);
  });

  it("publishes, mails the model's subscribers, then withdraws with a reason; each step audited", async () => {
    const email = `sub-${Math.random().toString(36).slice(2, 10)}@firmware-console.example`;
    const visitor = client(ctx.backend);
    expect(
      (
        await visitor.call("POST", "/downloads/firmware/model/NV-D580-AI/subscriptions", {
          json: { email },
        })
      ).status,
    ).toBe(200);
    const [confirmation] = await mailsTo(ctx.backend, email);
    const token = /\/firmware-notify\/confirm\/([A-Za-z0-9_-]{43})/.exec(confirmation!.text)![1];
    await visitor.call("POST", `/downloads/firmware/subscriptions/confirm/${token}`);

    const values = fields({ models: "NV-D580-AI", line: "ipc-pro-dome" });
    const { id, documentId } = (await upload(values)).body.data;
    const texts = {
      track: "lts",
      ltsEndsOn: "2028-12-31",
      releaseDate: "2026-11-21",
      "notes.en": "- Faster start.",
      "knownIssues.en": "- The status light blinks once at start.",
    };
    const edited = await as("editor", "PUT", `/admin/firmware-releases/${id}`, texts);
    expect(edited.status).toBe(200);
    expect(edited.body.data.changed).toEqual(
      expect.arrayContaining(["notes", "knownIssues", "track", "ltsEndsOn", "releaseDate"]),
    );

    const heard: string[] = [];
    const stop = onContentChanged((change) => heard.push(change.reason));
    const published = await as("editor", "POST", `/admin/firmware-releases/${id}/publish`);
    stop();
    expect(published.status).toBe(200);
    expect(published.body.data.mailed).toBe(1);
    expect(heard).toContain("firmware");
    const [mail] = await mailsTo(ctx.backend, email);
    expect(mail!.text).toContain(values.version);
    const page = await ctx.api.call("GET", `/downloads/firmware/${id}`);
    expect(page.body.data.release).toMatchObject({ status: "published", track: "lts" });
    const feed = await ctx.api.call("GET", "/downloads/firmware/feed");
    expect(feed.body.data.items.some((r: { id: number }) => r.id === id)).toBe(true);
    const download = await rawCall(ctx.backend, `/documents/${documentId}/download`);
    expect(download.status).toBe(200);
    await download.body?.cancel();
    // Published: the texts are fixed, and it cannot be published twice.
    expect((await as("editor", "PUT", `/admin/firmware-releases/${id}`, texts)).status).toBe(409);
    expect((await as("editor", "POST", `/admin/firmware-releases/${id}/publish`)).status).toBe(409);

    expect(
      (await as("editor", "POST", `/admin/firmware-releases/${id}/withdraw`, { "reason.en": "" }))
        .status,
    ).toBe(400);
    const withdrawn = await as("editor", "POST", `/admin/firmware-releases/${id}/withdraw`, {
      "reason.en": "Cameras may restart under heavy load; use 5.4.1.",
      "reason.es": "Las cámaras pueden reiniciarse con mucha carga.",
    });
    expect(withdrawn.status).toBe(200);
    expect((await rawCall(ctx.backend, `/documents/${documentId}/download`)).status).toBe(410);
    const after = await ctx.api.call("GET", `/downloads/firmware/${id}`, {
      headers: { language: "es" },
    });
    expect(after.body.data.release.withdrawnReason).toBe(
      "Las cámaras pueden reiniciarse con mucha carga.",
    );
    const audit = await ctx.backend.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.subjectKind, "firmware"), eq(auditLog.subjectId, String(id))));
    expect(audit.map((a) => a.action)).toEqual(["draft", "update", "publish", "withdraw"]);
  });

  it("keeps console releases through a catalogue reload", async () => {
    const values = fields({ models: "NV-T250" });
    const { id } = (await upload(values)).body.data;
    await as("editor", "POST", `/admin/firmware-releases/${id}/publish`);
    const reload = await as("admin", "POST", "/admin/catalogue/reload");
    expect(reload.status).toBe(200);
    const page = await ctx.api.call("GET", `/downloads/firmware/${id}`);
    expect(page.status).toBe(200);
    expect(page.body.data.release.version).toBe(values.version);
    const list = await as("editor", "GET", "/admin/firmware-releases?status=published");
    expect(list.body.data.items.some((r: { origin: string }) => r.origin === "seed")).toBe(true);
  });
});
