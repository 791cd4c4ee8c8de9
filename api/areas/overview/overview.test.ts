import { describe, expect, it } from "vitest";
import { applicants, applications, certificates, examResults } from "../../db/schema";
import { addUser, backendForFile } from "../../test/support";
import { addDays, isoDay } from "../certification/dates";

const ctx = backendForFile();
const PASSWORD = "overview password 1";

let n = 0;
async function person(roles: ("partner" | "admin")[] = ["partner"]) {
  n++;
  const account = `overview-${n}-${Date.now()}@integrator.example`;
  const user = await addUser(ctx.backend, account, PASSWORD, roles);
  const token = (await ctx.api.login(account, PASSWORD)).body.data.token as string;
  return { account, token, user };
}

const overview = (token?: string) => ctx.api.call("GET", "/account/overview", { token });

async function certificate(userId: number, number: string, expiresOn: string) {
  await ctx.backend.db.insert(certificates).values({
    number,
    userId,
    holderName: "Test User",
    company: "Test Integrators Ltd",
    email: "holder@integrator.example",
    issuedOn: addDays(expiresOn, -730),
    expiresOn,
  });
}

describe("account overview", () => {
  it("refuses an anonymous visitor", async () => {
    expect((await overview()).status).toBe(401);
  });

  it("shows an empty account nothing but itself", async () => {
    const { token, account } = await person([]);
    const { status, body } = await overview(token);
    expect(status).toBe(200);
    expect(body.data.account.account).toBe(account);
    expect(body.data.deals).toBeNull();
    expect(body.data.submissions).toEqual([]);
    expect(body.data.certificates).toEqual([]);
    expect(body.data.favorites).toEqual([]);
  });

  it("shows each user only their own deals, submissions and certificates", async () => {
    const a = await person();
    const b = await person();
    for (let i = 1; i <= 6; i++)
      await ctx.api.call("POST", "/deals", { token: a.token, json: { projectName: `A ${i}` } });
    await ctx.api.call("POST", "/deals", { token: b.token, json: { projectName: "B only" } });
    const db = ctx.backend.db;
    await db.insert(applications).values([
      {
        kind: "reseller",
        email: a.account.toUpperCase(),
        data: { companyName: "A Integrators" },
        status: "rejected",
        reason: "The business license is unreadable.",
      },
      { kind: "reseller", email: b.account, data: { companyName: "B Integrators" } },
    ]);
    const [exam] = await db
      .insert(applications)
      .values({ kind: "exam", userId: a.user.id, email: a.account, data: {}, status: "approved" })
      .returning();
    await db
      .insert(examResults)
      .values({ applicationId: exam!.id, examDate: "2026-03-02", score: 91, passed: true });
    await db.insert(applicants).values({
      email: a.account,
      companyName: "A Integrators",
      name: "A",
      country: "Portugal",
      description: "Retail installs",
      userId: a.user.id,
    });
    const today = isoDay(new Date());
    await certificate(a.user.id, `NLV-CSP-2026-A${n}VAL`, addDays(today, 400));
    await certificate(a.user.id, `NLV-CSP-2026-A${n}SON`, addDays(today, 30));
    await certificate(a.user.id, `NLV-CSP-2026-A${n}OLD`, addDays(today, -1));
    await certificate(b.user.id, `NLV-CSP-2026-B${n}VAL`, addDays(today, 400));

    const { body } = await overview(a.token);
    const data = body.data;
    expect(data.deals.total).toBe(6);
    expect(data.deals.items).toHaveLength(5);
    expect(data.deals.canRegister).toBe(true);
    expect(data.deals.items.map((d: { projectName: string }) => d.projectName)).not.toContain(
      "B only",
    );
    const kinds = data.submissions.map((s: { kind: string }) => s.kind).sort();
    expect(kinds).toEqual(["exam", "registration", "reseller"]);
    const reseller = data.submissions.find((s: { kind: string }) => s.kind === "reseller");
    expect(reseller).toMatchObject({
      title: "A Integrators",
      status: "rejected",
      reason: "The business license is unreadable.",
    });
    const examItem = data.submissions.find((s: { kind: string }) => s.kind === "exam");
    expect(examItem.exam).toEqual({ date: "2026-03-02", score: 91, passed: true });
    const states = Object.fromEntries(
      data.certificates.map((c: { number: string; state: string }) => [
        c.number.slice(-3),
        c.state,
      ]),
    );
    expect(states).toEqual({ VAL: "valid", SON: "expiresSoon", OLD: "expired" });

    const other = (await overview(b.token)).body.data;
    expect(other.deals.total).toBe(1);
    expect(other.submissions).toHaveLength(1);
    expect(other.submissions[0].title).toBe("B Integrators");
    expect(other.certificates).toHaveLength(1);
  });
});
