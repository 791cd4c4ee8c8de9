import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { addUser, backendForFile, mailsTo, TEST_ORIGIN } from "../../test/support";

const ctx = backendForFile();
let admin: string;
let partner: string;

const EXE = Buffer.from([0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0, 4, 0, 0, 0, 0xff, 0xff]);
const TEXT = Buffer.from("GET /cgi-bin/export?file=../../etc/passwd HTTP/1.1\r\n");

/** A fresh address, so tests never see each other's mails. */
const fresh = (name: string) => `${name}-${Math.random().toString(36).slice(2, 10)}@lab.example`;

const FIELDS = {
  name: "Mira Castell",
  organization: "Harbor Labs",
  product: "NV-N3216 firmware 6.2.3",
  title: "Path traversal in the export page",
  description: "The file parameter of the export page accepts ../ and returns any file.",
};

/** Sends the report form's body as a browser does, from a client address of its own. */
async function report(
  fields: Record<string, string>,
  attachment?: [Buffer, string],
  language = "en",
  address = `203.0.113.${Math.floor(Math.random() * 250)}-${Math.random()}`,
) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  if (attachment) form.set("attachment", new Blob([new Uint8Array(attachment[0])]), attachment[1]);
  const response = await ctx.backend.fetch(
    new Request(`${TEST_ORIGIN}/api/security/reports?language=${language}`, {
      method: "POST",
      body: form,
      headers: { "x-client-address": address },
    }),
  );
  return { status: response.status, body: await response.json() };
}

const storedFiles = () => {
  const dir = path.join(ctx.backend.config.filesDir, "security-reports");
  return existsSync(dir) ? readdirSync(dir).length : 0;
};

beforeAll(async () => {
  await addUser(ctx.backend, "psirt-admin@northlight-vision.example", "admin password 1", [
    "admin",
  ]);
  await addUser(ctx.backend, "psirt-partner@integrator.example", "partner password 1", ["partner"]);
  admin = (await ctx.api.login("psirt-admin@northlight-vision.example", "admin password 1")).body
    .data.token;
  partner = (await ctx.api.login("psirt-partner@integrator.example", "partner password 1")).body
    .data.token;
}, 120_000);

describe("POST /api/security/reports", () => {
  it("stores the report with its attachment and mails the team and, in their language, the reporter", async () => {
    const email = fresh("mira");
    const { status, body } = await report({ ...FIELDS, email }, [TEXT, "request.txt"], "el");
    expect(status).toBe(200);
    const reference: string = body.data.reference;
    expect(reference).toMatch(/^VR-\d{4}-\d{5}$/);
    const [ack, ...more] = await mailsTo(ctx.backend, email);
    expect(more).toEqual([]);
    expect(ack!.language).toBe("el");
    expect(ack!.subject).toContain(reference);
    expect(ack!.text).toContain(`${TEST_ORIGIN}/el/security`);
    const team = (await mailsTo(ctx.backend, "security@northlight-vision.example")).find((m) =>
      m.subject.includes(reference),
    );
    expect(team!.text).toContain(FIELDS.description);
    expect(team!.text).toContain("Attachment: request.txt");
  });

  it.each([
    [{ title: "" }, "title", "required"],
    [{ description: "   " }, "description", "required"],
    [{ email: "not-an-address" }, "email", "email"],
    [{ title: "x".repeat(201) }, "title", "tooLong"],
  ])("refuses %j at its field, keeping no file", async (change, field, reason) => {
    const before = storedFiles();
    const { status, body } = await report({ ...FIELDS, email: fresh("bad"), ...change }, [
      TEXT,
      "request.txt",
    ]);
    expect(status).toBe(400);
    expect(body.data).toEqual({ field, reason });
    expect(storedFiles()).toBe(before);
  });

  it("refuses an executable attachment whatever its name", async () => {
    const before = storedFiles();
    const { status, body } = await report({ ...FIELDS, email: fresh("exe") }, [EXE, "poc.txt"]);
    expect(status).toBe(400);
    expect(body.data).toEqual({ field: "attachment", reason: "executable" });
    expect(storedFiles()).toBe(before);
  });

  it("limits the reports of one client address like every public form", async () => {
    const address = `198.51.100.7-${Math.random()}`;
    for (let i = 0; i < 5; i++)
      expect(
        (await report({ ...FIELDS, email: fresh("many") }, undefined, "en", address)).status,
      ).toBe(200);
    expect(
      (await report({ ...FIELDS, email: fresh("many") }, undefined, "en", address)).status,
    ).toBe(429);
  });
});

describe("the reports in the console", () => {
  it("are administrators' only, newest first, with the attachment and the handled mark", async () => {
    const email = fresh("queue");
    const { body } = await report({ ...FIELDS, email, title: "Queue test" }, [TEXT, "req.txt"]);
    const reference = body.data.reference;
    expect((await ctx.api.call("GET", "/admin/security-reports")).status).toBe(401);
    expect((await ctx.api.call("GET", "/admin/security-reports", { token: partner })).status).toBe(
      403,
    );
    const list = (await ctx.api.call("GET", "/admin/security-reports", { token: admin })).body.data;
    const entry = list.items.find((r: { reference: string }) => r.reference === reference);
    expect(entry).toMatchObject({ title: "Queue test", email, handled: false });
    const one = await ctx.api.call("GET", `/admin/security-reports/${entry.id}`, { token: admin });
    expect(one.body.data).toMatchObject({
      description: FIELDS.description,
      attachmentName: "req.txt",
    });
    const file = await ctx.backend.fetch(
      new Request(`${TEST_ORIGIN}/api/admin/security-reports/${entry.id}/attachment`, {
        headers: { token: `Bearer ${admin}` },
      }),
    );
    expect(file.status).toBe(200);
    expect(Buffer.from(await file.arrayBuffer()).equals(TEXT)).toBe(true);
    const handled = await ctx.api.call("POST", `/admin/security-reports/${entry.id}/handled`, {
      token: admin,
      json: { note: "Confirmed, fix in 6.2.4" },
    });
    expect(handled.body.data).toMatchObject({ handled: true, note: "Confirmed, fix in 6.2.4" });
    expect(
      (await ctx.api.call("GET", "/admin/security-reports/999999", { token: admin })).status,
    ).toBe(404);
  });
});
