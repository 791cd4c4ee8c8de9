import { desc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { addUser, backendForFile } from "../../test/support";
import {
  applicants,
  contactRequests,
  errorReports,
  mailOutbox,
  userRoles,
  users,
} from "../../db/schema";
import { completeDeal } from "../deals/test-deal";

const ctx = backendForFile({ seed: true });
const PASSWORD = "Test-Password-123!";
const tokens: Record<string, string> = {};

const deal = (project: string, channelManagerEmail: string) =>
  completeDeal(project, { customer: `Customer of ${project}`, channelManagerEmail });

const as = (who: string, method: string, path: string, json?: unknown) =>
  ctx.api.call(method, path, { token: tokens[who], json });

/** An applicant registration as /register leaves it: the account (no role yet) and the record. */
async function registration(email: string, language: string) {
  const db = ctx.backend.db;
  const [user] = await db
    .insert(users)
    .values({ account: email, name: "Eleni Papadopoulou", language, passwordHash: "x" })
    .returning();
  const [row] = await db
    .insert(applicants)
    .values({
      email,
      companyName: "Aegean Security",
      name: "Eleni Papadopoulou",
      country: "Greece",
      description: "System integrator",
      userId: user!.id,
    })
    .returning();
  return { userId: user!.id, id: row!.id };
}

beforeAll(async () => {
  const accounts: [string, string, Parameters<typeof addUser>[3]][] = [
    ["partner", "p@queue-partner.example", ["partner"]],
    ["cm", "cm@queue-vendor.example", ["channel_manager"]],
    ["cm2", "cm2@queue-vendor.example", ["channel_manager"]],
    ["admin", "admin@queue-vendor.example", ["admin"]],
  ];
  for (const [key, account, roles] of accounts) {
    await addUser(ctx.backend, account, PASSWORD, roles);
    tokens[key] = (await ctx.api.login(account, PASSWORD)).body.data.token;
  }
  for (const [project, cm] of [
    ["Harbour cameras", "cm@queue-vendor.example"],
    ["Depot cameras", "cm@queue-vendor.example"],
    ["Airport cameras", "cm2@queue-vendor.example"],
  ] as const)
    expect((await as("partner", "POST", "/deals?submit=1", deal(project, cm))).status).toBe(200);
  await as("partner", "POST", "/deals", deal("Draft cameras", "cm@queue-vendor.example"));
}, 120_000);

describe("the deals review queue", () => {
  it("shows a channel manager only the submitted deals naming them", async () => {
    const mine = (await as("cm", "GET", "/admin/deals")).body.data;
    expect(mine.items.map((d: { projectName: string }) => d.projectName).sort()).toEqual([
      "Depot cameras",
      "Harbour cameras",
    ]);
    expect(mine.counts).toEqual({ "To be Approved": 2, Approved: 0, Disapproved: 0 });
    const other = (await as("cm2", "GET", "/admin/deals")).body.data;
    expect(other.total).toBe(1);
  });

  it("shows an administrator every submitted deal, filtered", async () => {
    const all = (await as("admin", "GET", "/admin/deals")).body.data;
    expect(all.total).toBeGreaterThanOrEqual(3);
    const ours = (await as("admin", "GET", "/admin/deals?q=Customer+of")).body.data;
    expect(ours.total).toBe(3);
    const text = (await as("admin", "GET", "/admin/deals?q=airport")).body.data;
    expect(text.items).toHaveLength(1);
    expect(text.items[0]).toMatchObject({ projectName: "Airport cameras", conflict: false });
    const count = async (query: string) =>
      (await as("admin", "GET", `/admin/deals?q=Customer+of&${query}`)).body.data.total;
    expect(await count("approval=Approved")).toBe(0);
    expect(await count("approval=To+be+Approved")).toBe(3);
    expect(await count("conflict=yes")).toBe(0);
    expect(await count("status=Pending")).toBe(3);
  });

  it("refuses partners and anonymous callers", async () => {
    expect((await as("partner", "GET", "/admin/deals")).status).toBe(403);
    expect((await as("partner", "GET", "/admin/summary")).status).toBe(403);
    expect((await ctx.api.call("GET", "/admin/deals")).status).toBe(401);
    expect((await as("cm", "GET", "/admin/applicants")).status).toBe(403);
  });

  it("counts for a channel manager only their deals", async () => {
    const cm = (await as("cm", "GET", "/admin/summary")).body.data;
    expect(cm).toEqual({ deals: { pending: 2, total: 2 } });
    const admin = (await as("admin", "GET", "/admin/summary")).body.data;
    const all = (await as("admin", "GET", "/admin/deals")).body.data;
    expect(admin.deals.total).toBe(all.total);
    expect(Object.keys(admin).sort()).toEqual([
      "applicants",
      "contactRequests",
      "deals",
      "errorReports",
      "examRegistrations",
      "feedback",
      "partnerApplications",
    ]);
  });
});

describe("the applicant registrations queue", () => {
  it("approves: the account becomes a partner, the applicant is mailed in their language", async () => {
    const { id, userId } = await registration("eleni@aegean.example", "el");
    const list = (await as("admin", "GET", "/admin/applicants?status=submitted")).body.data;
    expect(list.items.map((a: { id: number }) => a.id)).toContain(id);
    expect(list.counts.submitted).toBeGreaterThanOrEqual(1);
    const decided = await as("admin", "POST", `/admin/applicants/${id}/decision`, {
      decision: "approve",
    });
    expect(decided.body.data).toMatchObject({
      status: "approved",
      decidedBy: "admin@queue-vendor.example",
    });
    expect(decided.body.data.decidedAt).toBeTruthy();
    const roles = await ctx.backend.db.select().from(userRoles).where(eq(userRoles.userId, userId));
    expect(roles.map((r) => r.role)).toEqual(["partner"]);
    const [mail] = await ctx.backend.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, "eleni@aegean.example"))
      .orderBy(desc(mailOutbox.id));
    expect(mail).toMatchObject({ language: "el" });
    expect(mail!.subject).toContain("εγκρίθηκε");
    const again = await as("admin", "POST", `/admin/applicants/${id}/decision`, {
      decision: "reject",
      reason: "Late",
    });
    expect(again.status).toBe(409);
  });

  it("disapproves only with a reason, which is recorded and mailed", async () => {
    const { id, userId } = await registration("kemal@anatolia.example", "tur");
    const bare = await as("admin", "POST", `/admin/applicants/${id}/decision`, {
      decision: "reject",
    });
    expect(bare.status).toBe(400);
    const decided = await as("admin", "POST", `/admin/applicants/${id}/decision`, {
      decision: "reject",
      reason: "Unknown company",
    });
    expect(decided.body.data).toMatchObject({ status: "rejected", reason: "Unknown company" });
    const roles = await ctx.backend.db.select().from(userRoles).where(eq(userRoles.userId, userId));
    expect(roles).toEqual([]);
    const [mail] = await ctx.backend.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, "kemal@anatolia.example"));
    expect(mail).toMatchObject({ language: "tur" });
    expect(mail!.text).toContain("Gerekçe: Unknown company");
    const filtered = (await as("admin", "GET", "/admin/applicants?status=rejected&q=anatolia")).body
      .data;
    expect(filtered.items.map((a: { id: number }) => a.id)).toEqual([id]);
    expect((await as("admin", "GET", "/admin/applicants/99999999")).status).toBe(404);
  });
});

describe("the contact and error report queues", () => {
  it("filters contact requests and records who handled one, with the note", async () => {
    const db = ctx.backend.db;
    const [enquiry] = await db
      .insert(contactRequests)
      .values({ kind: "enquiry", email: "a@b.example", data: { name: "A" }, language: "en" })
      .returning();
    await db
      .insert(contactRequests)
      .values({ kind: "pricing", email: "c@d.example", data: { firstName: "C" }, language: "es" });
    const pricing = (await as("admin", "GET", "/admin/contact-requests?kind=pricing")).body.data;
    expect(pricing.items.every((r: { kind: string }) => r.kind === "pricing")).toBe(true);
    expect(pricing.counts.unhandled).toBeGreaterThanOrEqual(2);
    const handled = await as("admin", "POST", `/admin/contact-requests/${enquiry!.id}/handled`, {
      note: "Called back",
    });
    expect(handled.body.data).toMatchObject({
      handled: true,
      note: "Called back",
      handledBy: "admin@queue-vendor.example",
    });
    const done = (await as("admin", "GET", "/admin/contact-requests?handled=handled")).body.data;
    expect(done.items.map((r: { id: number }) => r.id)).toEqual([enquiry!.id]);
    expect(
      (await as("partner", "POST", `/admin/contact-requests/${enquiry!.id}/handled`, {})).status,
    ).toBe(403);
  });

  it("filters error reports by product, state and anonymity and marks one handled", async () => {
    const db = ctx.backend.db;
    const [named] = await db
      .insert(errorReports)
      .values({ productId: "nv-b580-ai", description: "Night image is dark" })
      .returning();
    await db
      .insert(errorReports)
      .values({ productId: "nv-b580-ai", description: "Hidden", anonymous: true });
    const anonymous = (
      await as("admin", "GET", "/admin/error-reports?product=NV-B580-AI&anonymous=yes")
    ).body.data;
    expect(anonymous.items.map((r: { description: string }) => r.description)).toEqual(["Hidden"]);
    const handled = await as("admin", "POST", `/admin/error-reports/${named!.id}/handled`, {
      note: "Firmware 2.1 fixes it",
    });
    expect(handled.body.data).toMatchObject({
      handled: true,
      note: "Firmware 2.1 fixes it",
      handledBy: "admin@queue-vendor.example",
    });
    const open = (await as("admin", "GET", "/admin/error-reports?handled=unhandled")).body.data;
    expect(open.items.map((r: { id: number }) => r.id)).not.toContain(named!.id);
    expect(open.counts.handled).toBe(1);
    expect((await as("admin", "GET", "/admin/error-reports/99999999")).status).toBe(404);
    const tooLong = await as("admin", "POST", `/admin/error-reports/${named!.id}/handled`, {
      note: "x".repeat(1001),
    });
    expect(tooLong.status).toBe(400);
  });
});
