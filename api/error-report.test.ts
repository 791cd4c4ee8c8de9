import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Backend } from "./backend";
import { errorReports } from "./db/schema";
import { seedIfEmpty } from "./db/seed";
import { addUser, client, TEST_ORIGIN, testBackend } from "./test-support";

let backend: Backend;
beforeAll(async () => {
  backend = await testBackend();
  await seedIfEmpty(backend.db);
}, 120_000);
afterAll(() => backend?.close());

const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46]);
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const EXE = Buffer.concat([Buffer.from("MZ"), Buffer.alloc(64)]);

async function report(
  fields: Record<string, string>,
  files: Record<string, [Buffer, string]> = {},
  product = "nv-b580-ai",
) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  for (const [k, [data, name]] of Object.entries(files))
    form.set(k, new Blob([new Uint8Array(data)]), name);
  const response = await backend.fetch(
    new Request(`${TEST_ORIGIN}/api/product/${product}/error-report`, {
      method: "POST",
      body: form,
    }),
  );
  return { status: response.status, body: await response.json() };
}

const stored = () => {
  const dir = path.join(backend.config.dataDir, "files", "error-reports");
  return existsSync(dir) ? readdirSync(dir).length : 0;
};

describe("error reports", () => {
  it("stores a report with a JPEG picture and a PDF attachment", async () => {
    const before = stored();
    const reply = await report(
      { description: "The IR range in the data sheet says 40 m.", anonymous: "on" },
      {
        picture: [JPEG, "screen.jpg"],
        attachment: [Buffer.from("%PDF-1.7 sheet"), "sheet.pdf"],
      },
    );
    expect(reply.body).toMatchObject({ isSuccess: true, message: "Submitted successfully." });
    const [row] = await backend.db
      .select()
      .from(errorReports)
      .where(eq(errorReports.id, reply.body.data.id));
    expect(row).toMatchObject({
      productId: "nv-b580-ai",
      anonymous: true,
      attachmentName: "sheet.pdf",
    });
    expect(stored()).toBe(before + 2);
  });

  it("needs a description", async () => {
    const reply = await report({ description: "   " });
    expect(reply.status).toBe(400);
    expect(reply.body.data).toMatchObject({ field: "description", reason: "descriptionEmpty" });
  });

  it("refuses a PNG named .jpg and keeps nothing of the submission", async () => {
    const before = stored();
    const reply = await report(
      { description: "Wrong picture" },
      { picture: [PNG, "photo.jpg"], attachment: [Buffer.from("notes"), "n.txt"] },
    );
    expect(reply.body.data).toMatchObject({
      field: "picture",
      reason: "onlyJpg",
      values: { description: "Wrong picture" },
    });
    expect(stored()).toBe(before);
  });

  it("refuses an executable whatever its name", async () => {
    const reply = await report(
      { description: "See attachment" },
      { attachment: [EXE, "manual.pdf"] },
    );
    expect(reply.body).toMatchObject({
      isSuccess: false,
      message: "EXE files cannot be uploaded.",
    });
    expect(reply.body.data.reason).toBe("noExe");
  });

  it("cuts a file off at 50 MB with 413", async () => {
    const reply = await report(
      { description: "Big" },
      { attachment: [Buffer.alloc(50 * 1024 * 1024 + 1), "big.bin"] },
    );
    expect(reply.status).toBe(413);
    expect(reply.body.data.reason).toBe("tooLarge");
  });

  it("lists reports for administrators only, hiding who sent anonymous ones", async () => {
    const api = client(backend);
    await addUser(backend, "boss@northlight-vision.example", "admin password 1", ["admin"]);
    await addUser(backend, "reader@integrator.example", "partner password 1", ["partner"]);
    const admin = (await api.login("boss@northlight-vision.example", "admin password 1")).body.data
      .token;
    const partner = (await api.login("reader@integrator.example", "partner password 1")).body.data
      .token;
    expect((await api.call("GET", "/admin/error-reports", { token: partner })).status).toBe(403);
    const list = (await api.call("GET", "/admin/error-reports", { token: admin })).body.data;
    const first = list.find((r: { description: string }) =>
      r.description.startsWith("The IR range"),
    );
    expect(first).toMatchObject({
      model: "NV-B580-AI",
      anonymous: true,
      account: null,
      hasPicture: true,
      attachmentName: "sheet.pdf",
    });
  });

  it("answers 404 for an unknown product", async () => {
    const reply = await report({ description: "x" }, {}, "nope");
    expect(reply.status).toBe(404);
  });
});
