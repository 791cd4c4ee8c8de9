import { readdirSync, existsSync } from "node:fs";
import path from "node:path";
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { applications, partners } from "../../db/schema";
import { addUser, backendForFile, mailsTo, TEST_ORIGIN } from "../../test/support";

const ctx = backendForFile();
let admin: string;
let partner: string;

const PDF = Buffer.from("%PDF-1.7\n1 0 obj\n<<>>\nendobj\n");
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 1, 2]);
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 1, 2, 3]);
const WEBP = Buffer.from("RIFF\x10\x00\x00\x00WEBPVP8 ", "latin1");
const EXE = Buffer.from([0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0, 4, 0, 0, 0, 0xff, 0xff]);

const FIELDS = {
  companyName: "Harbour Vision Ltd",
  siteUrl: "https://harbour-vision.example",
  region: "europe",
  country: "PT",
  distributor: "Iber Vision",
  accountEmail: "account@harbour-vision.example",
  contactEmail: "contact@harbour-vision.example",
  preSalesEmail: "",
  postSalesEmail: "after@harbour-vision.example",
  marketingEmail: "",
  phone: "0351-123456",
  address: "Rua do Porto 1, Lisboa",
  partnerType: "system-integrator",
  listed: "yes",
};

type Files = Record<string, [Buffer, string]>;
const FILES: Files = {
  logo: [PNG, "logo.png"],
  agreement: [PDF, "agreement.pdf"],
  license: [JPEG, "license.jpg"],
};

async function apply(
  fields: Record<string, string> = {},
  files: Files = FILES,
  language = "en",
  address = `203.0.113.${Math.floor(Math.random() * 250)}-${Math.random()}`,
) {
  const form = new FormData();
  for (const [k, v] of Object.entries({ ...FIELDS, ...fields })) form.set(k, v);
  for (const [k, [data, name]] of Object.entries(files))
    form.set(k, new Blob([new Uint8Array(data)]), name);
  const response = await ctx.backend.fetch(
    new Request(`${TEST_ORIGIN}/api/partner/reseller?language=${language}`, {
      method: "POST",
      body: form,
      headers: { "x-client-address": address },
    }),
  );
  return { status: response.status, body: await response.json() };
}

const storedFiles = () => {
  const dir = path.join(ctx.backend.config.filesDir, "applications");
  return existsSync(dir) ? readdirSync(dir).length : 0;
};

const outboxTo = (to: string) => mailsTo(ctx.backend, to);

beforeAll(async () => {
  await addUser(ctx.backend, "apps-admin@northlight-vision.example", "admin password 1", ["admin"]);
  await addUser(ctx.backend, "apps-partner@integrator.example", "partner password 1", ["partner"]);
  admin = (await ctx.api.login("apps-admin@northlight-vision.example", "admin password 1")).body
    .data.token;
  partner = (await ctx.api.login("apps-partner@integrator.example", "partner password 1")).body.data
    .token;
}, 120_000);

describe("POST /api/partner/reseller: refusals", () => {
  it.each([
    ["companyName", "", "required"],
    ["siteUrl", "", "required"],
    ["siteUrl", "harbour-vision.example", "website"],
    ["region", "", "required"],
    ["country", "XX", "required"],
    ["accountEmail", "", "required"],
    ["contactEmail", "", "required"],
    ["phone", "", "required"],
    ["address", "", "required"],
    ["partnerType", "wholesaler", "required"],
    ["listed", "", "required"],
    ["accountEmail", "no-at-sign.example", "email"],
    ["contactEmail", ".dot@first.example", "email"],
    ["contactEmail", "dot.@last.example", "email"],
    ["preSalesEmail", "two..dots@x.example", "email"],
    ["postSalesEmail", "bad<char@x.example", "email"],
    ["marketingEmail", `${"a".repeat(64)}@long.example`, "email"],
    ["accountEmail", "a@-hyphen.example", "email"],
    ["accountEmail", "a@nodomain", "email"],
    [
      "accountEmail",
      `a@${"b".repeat(60)}.${"c".repeat(60)}.${"d".repeat(60)}.${"e".repeat(60)}.${"f".repeat(60)}.ex`,
      "tooLong",
    ],
    ["phone", "123456", "telephone"],
    ["phone", "12-123456", "telephone"],
    ["phone", "0066 12", "telephone"],
    ["phone", "+44 20 7946 0958 ext. 12", "telephone"],
  ])("%s = %j is refused (%s), nothing stored", async (field, value, reason) => {
    const before = storedFiles();
    const { status, body } = await apply({ [field]: value });
    expect(status).toBe(400);
    expect(body.data).toEqual({ field, reason });
    expect(storedFiles()).toBe(before);
  });

  it("refuses a missing agreement or license, never a missing logo", async () => {
    const { logo: _logo, ...noLogo } = FILES;
    expect((await apply({}, noLogo)).status).toBe(200);
    const { agreement: _a, ...noAgreement } = FILES;
    expect((await apply({}, noAgreement)).body.data).toEqual({
      field: "agreement",
      reason: "fileRequired",
    });
    const { license: _l, ...noLicense } = FILES;
    expect((await apply({}, noLicense)).body.data).toEqual({
      field: "license",
      reason: "fileRequired",
    });
  });

  it("judges each file by its bytes, not its name", async () => {
    // A PNG named .pdf is what it is: accepted where PNG is allowed.
    expect((await apply({}, { ...FILES, license: [PNG, "license.pdf"] })).status).toBe(200);
    expect((await apply({}, { ...FILES, agreement: [WEBP, "agreement.pdf"] })).status).toBe(200);
    // The logo takes PNG or JPEG only.
    expect((await apply({}, { ...FILES, logo: [PDF, "logo.png"] })).body.data).toEqual({
      field: "logo",
      reason: "fileType",
    });
    expect((await apply({}, { ...FILES, logo: [WEBP, "logo.jpg"] })).body.data).toEqual({
      field: "logo",
      reason: "fileType",
    });
    expect(
      (await apply({}, { ...FILES, agreement: [Buffer.from("plain text"), "a.pdf"] })).body.data,
    ).toEqual({ field: "agreement", reason: "fileType" });
  });

  it("refuses an .exe renamed .pdf", async () => {
    const before = storedFiles();
    const { status, body } = await apply({}, { ...FILES, license: [EXE, "license.pdf"] });
    expect(status).toBe(400);
    expect(body.data).toEqual({ field: "license", reason: "executable" });
    expect(storedFiles()).toBe(before);
  });

  it("refuses a file over 50 MB while it streams (413), keeping nothing", async () => {
    const before = storedFiles();
    const big = Buffer.alloc(50 * 1024 * 1024 + 10, 0x20);
    PDF.copy(big);
    const { status, body } = await apply({}, { ...FILES, license: [big, "license.pdf"] });
    expect(status).toBe(413);
    expect(body.data).toEqual({ field: "license", reason: "fileTooLarge" });
    expect(storedFiles()).toBe(before);
  }, 60_000);

  it("refuses a body that is not multipart", async () => {
    const { status } = await ctx.api.call("POST", "/partner/reseller", { json: FIELDS });
    expect(status).toBe(400);
  });

  it("limits submissions per client address (429)", async () => {
    const address = "203.0.113.250-limit";
    for (let i = 0; i < 5; i++) expect((await apply({}, FILES, "en", address)).status).toBe(200);
    expect((await apply({}, FILES, "en", address)).status).toBe(429);
  }, 60_000);
});

describe("POST /api/partner/reseller: success", () => {
  it("stores the application as To be Approved, its files, and mails the applicant in their language", async () => {
    const before = storedFiles();
    const accountEmail = "success@harbour-vision.example";
    const { status, body } = await apply({ accountEmail, phone: "+44 20 7946 0958" }, FILES, "jp");
    expect(status).toBe(200);
    expect(body.message).toBe("Submitted successfully.");
    const [row] = await ctx.backend.db
      .select()
      .from(applications)
      .where(eq(applications.id, body.data.id));
    expect(row).toMatchObject({ kind: "reseller", status: "submitted", email: accountEmail });
    expect(row!.language).toBe("jp");
    // The telephone as it was written, stored in the spec's form.
    expect(JSON.stringify(row)).toContain('"0044-2079460958"');
    expect(Object.keys(row!.files).sort()).toEqual(["agreement", "license", "logo"]);
    expect(storedFiles()).toBe(before + 3);
    const [mail] = await outboxTo(accountEmail);
    expect(mail!.language).toBe("jp");
    expect(mail!.subject).toContain("パートナー申請を受け付けました");
  });
});

describe("/api/admin/partner-applications", () => {
  it("is refused to anonymous callers and partners", async () => {
    for (const [method, p] of [
      ["GET", "/admin/partner-applications"],
      ["GET", "/admin/partner-applications/1"],
      ["GET", "/admin/partner-applications/1/files/license"],
      ["POST", "/admin/partner-applications/1/decision"],
      ["GET", "/admin/partner-applications/1/registration-link"],
    ] as const) {
      const anonymous = await ctx.api.call(method, p, { json: method === "POST" ? {} : undefined });
      expect(anonymous.status).toBe(401);
      const asPartner = await ctx.api.call(method, p, {
        token: partner,
        json: method === "POST" ? { decision: "approve" } : undefined,
      });
      expect(asPartner.status).toBe(403);
    }
  });

  it("lists newest first with counts and a status filter", async () => {
    const { body } = await apply({ companyName: "Newest Listed Ltd" });
    const list = await ctx.api.call("GET", "/admin/partner-applications", { token: admin });
    expect(list.status).toBe(200);
    expect(list.body.data.items[0]).toMatchObject({
      id: body.data.id,
      companyName: "Newest Listed Ltd",
      status: "submitted",
    });
    expect(list.body.data.counts.submitted).toBe(list.body.data.total);
    const approved = await ctx.api.call("GET", "/admin/partner-applications", {
      token: admin,
      query: { status: "approved" },
    });
    expect(approved.body.data.items.every((i: { status: string }) => i.status === "approved")).toBe(
      true,
    );
    const paged = await ctx.api.call("GET", "/admin/partner-applications", {
      token: admin,
      query: { pageSize: "1", page: "2" },
    });
    expect(paged.body.data.items).toHaveLength(1);
  });

  it("shows every field and serves each file as an attachment", async () => {
    const { body } = await apply({ companyName: "Detail Shown Ltd" });
    const detail = await ctx.api.call("GET", `/admin/partner-applications/${body.data.id}`, {
      token: admin,
    });
    expect(detail.body.data.fields).toMatchObject({ ...FIELDS, companyName: "Detail Shown Ltd" });
    expect(detail.body.data.files.map((f: { field: string }) => f.field).sort()).toEqual([
      "agreement",
      "license",
      "logo",
    ]);
    const file = await ctx.api.call(
      "GET",
      `/admin/partner-applications/${body.data.id}/files/agreement`,
      { token: admin },
    );
    expect(file.status).toBe(200);
    expect(file.headers.get("content-disposition")).toContain(
      'attachment; filename="agreement.pdf"',
    );
    expect(file.body.message).toBe(PDF.toString());
    const missing = await ctx.api.call("GET", "/admin/partner-applications/999999", {
      token: admin,
    });
    expect(missing.status).toBe(404);
    const bad = await ctx.api.call("GET", "/admin/partner-applications/abc", { token: admin });
    expect(bad.status).toBe(404);
  });

  it("needs a reason to disapprove, then records who and when and mails the reason", async () => {
    const accountEmail = "rejected@harbour-vision.example";
    const { body } = await apply({ accountEmail, companyName: "Refused Ltd" }, FILES, "es");
    const url = `/admin/partner-applications/${body.data.id}/decision`;
    const noReason = await ctx.api.call("POST", url, {
      token: admin,
      json: { decision: "reject", reason: " " },
    });
    expect(noReason.status).toBe(400);
    const decided = await ctx.api.call("POST", url, {
      token: admin,
      json: { decision: "reject", reason: "The business license has expired." },
    });
    expect(decided.status).toBe(200);
    expect(decided.body.data).toMatchObject({
      status: "rejected",
      reason: "The business license has expired.",
      decidedBy: "apps-admin@northlight-vision.example",
    });
    expect(decided.body.data.decidedAt).toBeTruthy();
    const [mail] = await outboxTo(accountEmail);
    expect(mail!.language).toBe("es");
    expect(mail!.text).toContain("The business license has expired.");
    expect(mail!.text).toContain("Motivo");
    const again = await ctx.api.call("POST", url, { token: admin, json: { decision: "approve" } });
    expect(again.status).toBe(409);
  });

  it("approving creates the company and its directory entry, listed as consented, and mails the applicant", async () => {
    const accountEmail = "approved@harbour-vision.example";
    const { body } = await apply(
      { accountEmail, companyName: "Approved Harbour Ltd", listed: "yes", country: "BR" },
      FILES,
      "br",
    );
    const decided = await ctx.api.call(
      "POST",
      `/admin/partner-applications/${body.data.id}/decision`,
      { token: admin, json: { decision: "approve" } },
    );
    expect(decided.status).toBe(200);
    expect(decided.body.data.status).toBe("approved");
    const [entry] = await ctx.backend.db
      .select()
      .from(partners)
      .where(and(eq(partners.name, "Approved Harbour Ltd")));
    expect(entry).toMatchObject({
      country: "BR",
      type: "system-integrator",
      website: FIELDS.siteUrl,
      email: FIELDS.contactEmail,
      phone: FIELDS.phone,
      address: FIELDS.address,
      listed: true,
      languages: ["pt"],
    });
    expect(entry!.companyId).toBeGreaterThan(0);
    const directory = await ctx.api.call("GET", "/partners", { query: { country: "BR" } });
    expect(JSON.stringify(directory.body.data)).toContain("Approved Harbour Ltd");
    const [mail] = await outboxTo(accountEmail);
    expect(mail!.language).toBe("br");
    expect(mail!.subject).toContain("aprovada");
    const link = await ctx.api.call(
      "GET",
      `/admin/partner-applications/${body.data.id}/registration-link`,
      { token: admin },
    );
    expect(link.body.data.link).toBe(`${TEST_ORIGIN}/registration/Approved%20Harbour%20Ltd/BR`);
  });

  it("an applicant who did not consent is in the directory but not listed", async () => {
    const { body } = await apply({ companyName: "Unlisted Harbour Ltd", listed: "no" });
    await ctx.api.call("POST", `/admin/partner-applications/${body.data.id}/decision`, {
      token: admin,
      json: { decision: "approve" },
    });
    const [entry] = await ctx.backend.db
      .select()
      .from(partners)
      .where(eq(partners.name, "Unlisted Harbour Ltd"));
    expect(entry!.listed).toBe(false);
  });

  it("has no QR link for an application not approved", async () => {
    const { body } = await apply({ companyName: "Waiting Ltd" });
    const link = await ctx.api.call(
      "GET",
      `/admin/partner-applications/${body.data.id}/registration-link`,
      { token: admin },
    );
    expect(link.status).toBe(404);
  });
});
