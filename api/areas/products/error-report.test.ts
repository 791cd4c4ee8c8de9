import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { errorReports } from "../../db/schema";
import { addUser, client, TEST_ORIGIN, backendForFile } from "../../test/support";

const ctx = backendForFile({ seed: true });

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
  const response = await ctx.backend.fetch(
    new Request(`${TEST_ORIGIN}/api/product/${product}/error-report`, {
      method: "POST",
      body: form,
    }),
  );
  return { status: response.status, body: await response.json() };
}

/** A multipart body written by hand: parts in order (repeats allowed), optionally cut short. */
async function rawReport(
  parts: { name: string; value: string | Buffer; filename?: string }[],
  options: { truncate?: boolean; product?: string } = {},
) {
  const boundary = `----report${Math.random().toString(36).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = part.filename
      ? `form-data; name="${part.name}"; filename="${part.filename}"`
      : `form-data; name="${part.name}"`;
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: ${disposition}\r\n${part.filename ? "Content-Type: application/octet-stream\r\n" : ""}\r\n`,
      ),
      Buffer.from(part.value),
      Buffer.from("\r\n"),
    );
  }
  if (!options.truncate) chunks.push(Buffer.from(`--${boundary}--\r\n`));
  const response = await ctx.backend.fetch(
    new Request(`${TEST_ORIGIN}/api/product/${options.product ?? "nv-b580-ai"}/error-report`, {
      method: "POST",
      headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
      body: Buffer.concat(chunks),
    }),
  );
  return { status: response.status, body: await response.json() };
}

const stored = () => {
  const dir = path.join(ctx.backend.config.dataDir, "files", "error-reports");
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
    const [row] = await ctx.backend.db
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
    const api = client(ctx.backend);
    await addUser(ctx.backend, "boss@northlight-vision.example", "admin password 1", ["admin"]);
    await addUser(ctx.backend, "reader@integrator.example", "partner password 1", ["partner"]);
    const admin = (await api.login("boss@northlight-vision.example", "admin password 1")).body.data
      .token;
    const partner = (await api.login("reader@integrator.example", "partner password 1")).body.data
      .token;
    expect((await api.call("GET", "/admin/error-reports", { token: partner })).status).toBe(403);
    const list = (await api.call("GET", "/admin/error-reports", { token: admin })).body.data.items;
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

  it("refuses a file field sent twice (EXE, then text) and stores neither", async () => {
    const before = stored();
    const reply = await rawReport([
      { name: "description", value: "Twice" },
      { name: "attachment", value: EXE, filename: "a.exe" },
      { name: "attachment", value: "plain notes", filename: "notes.txt" },
    ]);
    expect(reply.status).toBe(400);
    expect(reply.body.isSuccess).toBe(false);
    expect(stored()).toBe(before);
  });

  it("never writes an unexpected file field, even beside an accepted report", async () => {
    const before = stored();
    const reply = await rawReport([
      { name: "description", value: "Extra field" },
      { name: "attachment", value: "plain notes", filename: "notes.txt" },
      { name: "payload", value: EXE, filename: "tool.exe" },
    ]);
    expect(reply.body).toMatchObject({ isSuccess: true });
    expect(stored()).toBe(before + 1);
    const [row] = await ctx.backend.db
      .select()
      .from(errorReports)
      .where(eq(errorReports.id, reply.body.data.id));
    expect(row?.attachmentName).toBe("notes.txt");
  });

  it("refuses control characters in any text part with 400, storing nothing (tab, CR, LF are text)", async () => {
    const countRows = async () => (await ctx.backend.db.select().from(errorReports)).length;
    for (const [name, value] of [
      ["description", "Stream stops\u0000 after an hour"],
      ["description", "bell \u0007"],
      ["description", "del \u007f"],
      ["anonymous", "on\u0000"],
    ] as const) {
      const [before, rows] = [stored(), await countRows()];
      const reply = await rawReport([
        { name: "description", value: "Before the bad part" },
        { name: "attachment", value: "plain notes", filename: "notes.txt" },
        { name, value },
      ]);
      expect(reply.status, JSON.stringify(value)).toBe(400);
      expect(reply.body).toMatchObject({
        isSuccess: false,
        message: "The request body has control characters.",
      });
      expect(stored()).toBe(before);
      expect(await countRows()).toBe(rows);
    }
    const reply = await rawReport([
      { name: "description", value: "Line one\r\nLine two\tindented" },
    ]);
    expect(reply.body).toMatchObject({ isSuccess: true });
  });

  it("answers 400 to a body that ends before its closing boundary and keeps no partial file", async () => {
    const before = stored();
    const reply = await rawReport(
      [
        { name: "description", value: "Cut short" },
        { name: "attachment", value: Buffer.alloc(200_000, 0x61), filename: "big.txt" },
      ],
      { truncate: true },
    );
    expect(reply.status).toBe(400);
    expect(reply.body.message).toBe("The form could not be read.");
    expect(stored()).toBe(before);
  });

  it("answers 400 to a body that breaks off mid-file and keeps no partial file", async () => {
    const before = stored();
    const boundary = "----broken";
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="description"\r\n\r\nGone\r\n--${boundary}\r\nContent-Disposition: form-data; name="attachment"; filename="a.txt"\r\n\r\n`,
    );
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new Uint8Array(head));
        controller.enqueue(new Uint8Array(100_000).fill(0x61));
      },
      pull(controller) {
        controller.error(new Error("aborted"));
      },
    });
    const response = await ctx.backend.fetch(
      new Request(`${TEST_ORIGIN}/api/product/nv-b580-ai/error-report`, {
        method: "POST",
        headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
        body,
        duplex: "half",
      } as RequestInit),
    );
    expect(response.status).toBe(400);
    expect(stored()).toBe(before);
  });

  it("answers 400 to multipart without a boundary", async () => {
    const response = await ctx.backend.fetch(
      new Request(`${TEST_ORIGIN}/api/product/nv-b580-ai/error-report`, {
        method: "POST",
        headers: { "content-type": "multipart/form-data" },
        body: "description=x",
      }),
    );
    expect(response.status).toBe(400);
  });

  it("answers 404 for an unknown product", async () => {
    const reply = await report({ description: "x" }, {}, "nope");
    expect(reply.status).toBe(404);
  });
});
