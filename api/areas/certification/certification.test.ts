import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { applications, certificates, mailOutbox, partners } from "../../db/schema";
import { addUser, backendForFile, TEST_ORIGIN } from "../../test/support";
import { addDays, isoDay, twoYearsAfter } from "./dates";
import { sendCertificateReminders } from "./service";

const ctx = backendForFile();
const PDF = Buffer.from("%PDF-1.7\n1 0 obj\n<<>>\nendobj\n");
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 1, 2]);
const EXE = Buffer.from([0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0, 4, 0, 0, 0, 0xff, 0xff]);

let n = 0;
async function partner(roles: ("partner" | "admin")[] = ["partner"]) {
  n++;
  const account = `cert-${n}-${Date.now()}@integrator.example`;
  const user = await addUser(ctx.backend, account, "partner password 1", roles);
  const token = (await ctx.api.login(account, "partner password 1")).body.data.token as string;
  return { account, token, user };
}

async function register(
  token: string | null,
  files: Record<string, [Buffer, string]>,
  reason = "We install cameras for retail chains.",
  language = "en",
) {
  const form = new FormData();
  form.set("reason", reason);
  for (const [k, [data, name]] of Object.entries(files))
    form.set(k, new Blob([new Uint8Array(data)]), name);
  const response = await ctx.backend.fetch(
    new Request(`${TEST_ORIGIN}/api/certification/exam-registrations?language=${language}`, {
      method: "POST",
      body: form,
      headers: {
        token: `Bearer ${token ?? "tourist"}`,
        authorization: ctx.api.basic,
        tenant: ctx.backend.config.partnerTenant,
      },
    }),
  );
  return { status: response.status, body: await response.json() };
}

const mailsTo = (to: string) =>
  ctx.backend.db.select().from(mailOutbox).where(eq(mailOutbox.to, to));

describe("exam registration", () => {
  it("refuses an anonymous visitor and stores nothing", async () => {
    const before = await ctx.backend.db.select().from(applications);
    const { status, body } = await register(null, { proof: [PDF, "card.pdf"] });
    expect(status).toBe(401);
    expect(body.code).toBe(40000);
    expect(await ctx.backend.db.select().from(applications)).toHaveLength(before.length);
  });

  it("judges files by their bytes and names the refused one, keeping the reason", async () => {
    const { token } = await partner();
    const exe = await register(token, { proof: [EXE, "card.pdf"] }, "Keep this reason");
    expect(exe.status).toBe(400);
    expect(exe.body.data).toMatchObject({
      field: "proof",
      reason: "noExe",
      values: { reason: "Keep this reason" },
    });
    const text = await register(token, {
      proof: [PDF, "card.pdf"],
      license: [Buffer.from("just some text here"), "license.png"],
    });
    expect(text.body.data).toMatchObject({ field: "license", reason: "badType" });
    const none = await register(token, {});
    expect(none.body.data).toMatchObject({ field: "proof", reason: "proofRequired" });
    const empty = await register(token, { proof: [PDF, "card.pdf"] }, "   ");
    expect(empty.body.data).toMatchObject({ field: "reason", reason: "reasonEmpty" });
  });

  it("refuses a file over 50 MB while it streams", async () => {
    const { token } = await partner();
    const big = Buffer.alloc(50 * 1024 * 1024 + 10, 0x20);
    PDF.copy(big);
    const { status, body } = await register(token, { proof: [big, "big.pdf"] });
    expect(status).toBe(413);
    expect(body.data).toMatchObject({ field: "proof", reason: "tooLarge" });
  }, 60_000);

  it("stores a registration, mails a confirmation in the user's language, refuses a second (409)", async () => {
    const { token, account, user } = await partner();
    const ok = await register(
      token,
      { proof: [PNG, "card.png"], license: [PDF, "license.pdf"] },
      "Why we join",
      "es",
    );
    expect(ok.status).toBe(200);
    expect(ok.body.message).toBe("Submitted successfully.");
    const [row] = await ctx.backend.db
      .select()
      .from(applications)
      .where(eq(applications.id, ok.body.data.id));
    expect(row).toMatchObject({ kind: "exam", userId: user.id, email: account, language: "es" });
    expect(Object.keys(row!.files).sort()).toEqual(["license", "proof"]);
    const [mail] = await mailsTo(account);
    expect(mail!.subject).toContain("inscripción al examen");
    const again = await register(token, { proof: [PNG, "card.png"] });
    expect(again.status).toBe(409);
    expect(again.body.data).toMatchObject({
      reason: "waiting",
      values: { reason: expect.any(String) },
    });
  });
});

describe("administration", () => {
  it("is refused to partners and anonymous callers", async () => {
    const { token } = await partner();
    for (const [method, path] of [
      ["GET", "/admin/exam-registrations"],
      ["GET", "/admin/exam-registrations/1"],
      ["GET", "/admin/exam-registrations/1/files/proof"],
      ["POST", "/admin/exam-registrations/1/decision"],
      ["POST", "/admin/exam-registrations/1/result"],
    ] as const) {
      expect((await ctx.api.call(method, path, { token })).status).toBe(403);
      expect((await ctx.api.call(method, path)).status).toBe(401);
    }
  });

  it("approves, records a pass, issues a certificate and marks the company certified", async () => {
    const admin = await partner(["admin"]);
    const applicant = await partner();
    const { body } = await register(applicant.token, { proof: [PDF, "card.pdf"] }, "Reason", "ksa");
    const id = body.data.id as number;
    const list = await ctx.api.call("GET", "/admin/exam-registrations", {
      token: admin.token,
      query: { status: "submitted" },
    });
    expect(list.body.data.items.some((i: { id: number }) => i.id === id)).toBe(true);
    expect(list.body.data.counts.submitted).toBeGreaterThan(0);
    const file = await ctx.api.call("GET", `/admin/exam-registrations/${id}/files/proof`, {
      token: admin.token,
    });
    expect(file.status).toBe(200);
    expect(file.headers.get("content-disposition")).toContain("card.pdf");
    // Disapproving needs a reason.
    const noReason = await ctx.api.call("POST", `/admin/exam-registrations/${id}/decision`, {
      token: admin.token,
      json: { decision: "disapprove" },
    });
    expect(noReason.status).toBe(400);
    // No result before approval.
    const early = await ctx.api.call("POST", `/admin/exam-registrations/${id}/result`, {
      token: admin.token,
      json: { examDate: "2026-01-10", score: 90, passed: "yes" },
    });
    expect(early.status).toBe(409);
    const approve = await ctx.api.call("POST", `/admin/exam-registrations/${id}/decision`, {
      token: admin.token,
      json: { decision: "approve" },
    });
    expect(approve.status).toBe(200);
    const mails = await mailsTo(applicant.account);
    expect(mails.some((m) => m.subject.includes("تمت الموافقة"))).toBe(true);
    const examDate = addDays(isoDay(new Date()), -10);
    const expiresOn = twoYearsAfter(examDate);
    const future = await ctx.api.call("POST", `/admin/exam-registrations/${id}/result`, {
      token: admin.token,
      json: { examDate: addDays(isoDay(new Date()), 2), score: 88, passed: "yes" },
    });
    expect(future.status).toBe(400);
    const result = await ctx.api.call("POST", `/admin/exam-registrations/${id}/result`, {
      token: admin.token,
      json: { examDate, score: 88, passed: "yes" },
    });
    expect(result.status).toBe(200);
    const cert = result.body.data.certificate;
    expect(cert.number).toMatch(new RegExp(`^NLV-CSP-${examDate.slice(0, 4)}-[2-9A-HJKMNP-Z]{6}$`));
    expect(cert).toMatchObject({ issuedOn: examDate, expiresOn });
    const twice = await ctx.api.call("POST", `/admin/exam-registrations/${id}/result`, {
      token: admin.token,
      json: { examDate, score: 88, passed: "yes" },
    });
    expect(twice.status).toBe(409);
    const [partnerRow] = await ctx.backend.db
      .select()
      .from(partners)
      .where(eq(partners.companyId, applicant.user.companyId!));
    expect(partnerRow).toMatchObject({ certifiedTier2: true, certifiedUntil: expiresOn });
    // Public verification: no e-mail address.
    const verify = await ctx.api.call("GET", `/certification/certificates/${cert.number}`);
    expect(verify.body.data).toMatchObject({ holderName: "Test User", expiresOn, valid: true });
    expect(JSON.stringify(verify.body.data)).not.toContain("@");
    // Print: holder and administrators only.
    const other = await partner();
    const path = `/certification/certificates/${cert.number}/print`;
    expect((await ctx.api.call("GET", path, { token: applicant.token })).status).toBe(200);
    expect((await ctx.api.call("GET", path, { token: admin.token })).status).toBe(200);
    expect((await ctx.api.call("GET", path, { token: other.token })).status).toBe(403);
    expect(
      (await ctx.api.call("GET", "/certification/certificates/NLV-CSP-2024-XXXXXX")).status,
    ).toBe(404);
    const passedMail = (await mailsTo(applicant.account)).find((m) => m.text.includes(cert.number));
    expect(passedMail!.text).toContain(`/ksa/certificates/${cert.number}/print`);
  });
});

describe("dates and reminders", () => {
  it("expires exactly two years after issue (29 February → 28 February)", () => {
    expect(twoYearsAfter("2026-11-23")).toBe("2028-11-23");
    expect(twoYearsAfter("2028-02-29")).toBe("2030-02-28");
    expect(twoYearsAfter("2026-02-28")).toBe("2028-02-28");
  });

  it("reminds 60 and 14 days before expiry, once each, not before", async () => {
    const { db, config } = ctx.backend;
    const deps = {
      db,
      mailer: {
        queue: async (d: typeof db, m: never) => void (await d.insert(mailOutbox).values(m)),
        send: async () => undefined,
      },
      brandName: "Northlight Vision",
      siteOrigin: "https://www.example.com",
    };
    void config;
    const email = `reminded-${Date.now()}@integrator.example`;
    await db.insert(certificates).values({
      number: `NLV-CSP-2026-R${Date.now().toString(36).slice(-5).toUpperCase()}`,
      holderName: "Rema Holder",
      company: "Reminded Ltd",
      email,
      language: "tur",
      issuedOn: "2026-03-01",
      expiresOn: "2028-03-01",
    });
    const at = (day: string) => new Date(`${day}T09:00:00Z`);
    await sendCertificateReminders(deps as never, at("2027-12-31")); // 61 days before
    expect(await mailsTo(email)).toHaveLength(0);
    await sendCertificateReminders(deps as never, at("2028-01-01")); // 60 days before
    await sendCertificateReminders(deps as never, at("2028-01-02"));
    let mails = await mailsTo(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain("https://www.example.com/tur/learn-register");
    expect(mails[0]!.text).toContain("1 Mart 2028");
    await sendCertificateReminders(deps as never, at("2028-02-15")); // 15 days before
    expect(await mailsTo(email)).toHaveLength(1);
    await sendCertificateReminders(deps as never, at("2028-02-16")); // 14 days before
    await sendCertificateReminders(deps as never, at("2028-02-20"));
    mails = await mailsTo(email);
    expect(mails).toHaveLength(2);
  });

  it("the directory mark and the verification end after the expiry day", async () => {
    const { db } = ctx.backend;
    const { markCertifiedCompany, verifyCertificate } = await import("./service");
    const applicant = await partner();
    const number = `NLV-CSP-2024-E${Date.now().toString(36).slice(-5).toUpperCase()}`;
    await db.insert(certificates).values({
      number,
      userId: applicant.user.id,
      companyId: applicant.user.companyId,
      holderName: "Test User",
      company: "Test Integrators Ltd",
      email: applicant.account,
      issuedOn: "2024-05-10",
      expiresOn: "2026-05-10",
    });
    await markCertifiedCompany(db, applicant.user.companyId!, new Date("2026-05-01T00:00:00Z"));
    const { isCertified } = await import("../partners/service");
    const [row] = await db
      .select()
      .from(partners)
      .where(eq(partners.companyId, applicant.user.companyId!));
    expect(isCertified(row!, "2026-05-10")).toBe(true);
    expect(isCertified(row!, "2026-05-11")).toBe(false);
    const on = await verifyCertificate(db, number, new Date("2026-05-10T23:00:00Z"));
    expect(on.certificate.valid).toBe(true);
    const after = await verifyCertificate(db, number, new Date("2026-05-11T00:00:00Z"));
    expect(after.certificate.valid).toBe(false);
  });
});
