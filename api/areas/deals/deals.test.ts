import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { addUser, backendForFile } from "../../test/support";
import { companies, deals, mailOutbox, users } from "../../db/schema";
import { sendExpiryReminders } from "./service";
import { completeDeal } from "./test-deal";

const ctx = backendForFile();
const PASSWORD = "Test-Password-123!";
const tokens: Record<string, string> = {};

const complete = (project: string, customer?: string, country?: string) =>
  completeDeal(project, { customer, country });

async function as(who: string, method: string, path: string, json?: unknown) {
  return ctx.api.call(method, path, { token: tokens[who], json });
}

beforeAll(async () => {
  const accounts: [string, string, Parameters<typeof addUser>[3]][] = [
    ["partnerA", "a@partner-a.example", ["partner"]],
    ["partnerA2", "a2@partner-a.example", ["partner"]],
    ["partnerB", "b@partner-b.example", ["partner"]],
    ["cm", "cm@vendor.example", ["channel_manager"]],
    ["cm2", "other-cm@vendor.example", ["channel_manager"]],
    ["dist", "d@dist.example", ["distributor"]],
    ["admin", "admin@vendor.example", ["admin"]],
  ];
  const made: Record<string, { id: number; companyId: number | null }> = {};
  for (const [key, account, roles] of accounts)
    made[key] = await addUser(ctx.backend, account, PASSWORD, roles);
  const db = ctx.backend.db;
  // Both partner A users share one company; the distributor's company is the one deals name.
  await db
    .update(users)
    .set({ companyId: made.partnerA!.companyId })
    .where(eq(users.id, made.partnerA2!.id));
  await db
    .update(companies)
    .set({ name: "Dist Co" })
    .where(eq(companies.id, made.dist!.companyId!));
  for (const [key, account] of accounts) {
    const login = await ctx.api.login(account, PASSWORD);
    tokens[key] = login.body.data.token;
  }
}, 120_000);

describe("deals", () => {
  it("saves an incomplete draft, refuses an incomplete submission with the missing fields", async () => {
    const draft = await as("partnerA", "POST", "/deals", { projectName: "Draft only" });
    expect(draft.status).toBe(200);
    const refused = await as("partnerA", "PUT", `/deals/${draft.body.data.id}?submit=1`, {
      projectName: "Draft only",
    });
    expect(refused.status).toBe(400);
    expect(refused.body.data.fields).toContain("endCustomer.name");
    expect(refused.body.data.fields).toContain("products");
  });

  it("shows each role its own deals", async () => {
    const a = await as("partnerA", "POST", "/deals?submit=1", complete("Visible A"));
    expect(a.status).toBe(200);
    const b = await as("partnerB", "POST", "/deals?submit=1", {
      ...complete("Visible B", "Other Customer"),
      channelManagerEmail: "other-cm@vendor.example",
      distributor: { companyName: "Elsewhere", city: "X" },
    });
    expect(b.status).toBe(200);
    const names = async (who: string) =>
      (
        (await as(who, "GET", "/deals?pageSize=100")).body.data.items as { projectName: string }[]
      ).map((d) => d.projectName);
    expect(await names("partnerA")).toContain("Visible A");
    expect(await names("partnerA2")).toContain("Visible A");
    expect(await names("partnerA")).not.toContain("Visible B");
    expect(await names("partnerB")).toEqual(["Visible B"]);
    expect(await names("cm")).toContain("Visible A");
    expect(await names("cm")).not.toContain("Visible B");
    expect(await names("cm")).not.toContain("Draft only");
    expect(await names("cm2")).toEqual(["Visible B"]);
    expect(await names("dist")).toContain("Visible A");
    expect(await names("dist")).not.toContain("Visible B");
    expect(await names("admin")).toEqual(
      expect.arrayContaining(["Visible A", "Visible B", "Draft only"]),
    );
    expect((await as("partnerB", "GET", `/deals/${a.body.data.id}`)).status).toBe(404);
    expect((await as("dist", "GET", `/deals/${a.body.data.id}`)).body.data.actions).toEqual([]);
  });

  it("filters, and exports CSV with a byte-order mark", async () => {
    const list = await as("admin", "GET", "/deals?q=visible%20a&approval=To%20be%20Approved");
    expect(list.body.data.items.map((d: { projectName: string }) => d.projectName)).toEqual([
      "Visible A",
    ]);
    const response = await ctx.backend.fetch(
      new Request("http://site.test/api/deals/export.csv?q=Visible", {
        headers: {
          token: `Bearer ${tokens.admin}`,
          tenant: ctx.backend.config.partnerTenant,
          authorization: ctx.api.basic,
        },
      }),
    );
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes)).toContain("Visible A");
  });

  it("lets the named channel manager approve and writes to the applicant and the channel manager", async () => {
    const { body } = await as(
      "partnerA",
      "POST",
      "/deals?submit=1",
      complete("Approve me", "Solo Customer"),
    );
    const id = body.data.id;
    const db = ctx.backend.db;
    const toCm = await db.select().from(mailOutbox).where(eq(mailOutbox.to, "cm@vendor.example"));
    expect(toCm.some((m) => m.subject.includes("Approve me"))).toBe(true);
    expect((await as("cm2", "POST", `/deals/${id}/actions`, { action: "approve" })).status).toBe(
      404,
    );
    expect(
      (await as("partnerA", "POST", `/deals/${id}/actions`, { action: "approve" })).status,
    ).toBe(403);
    const approved = await as("cm", "POST", `/deals/${id}/actions`, { action: "approve" });
    expect(approved.body.data.stage).toBe("approved");
    const [row] = await db.select().from(deals).where(eq(deals.id, id));
    expect(row!.expirationDate).not.toBeNull();
    const toApplicant = await db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, "a@partner-a.example"));
    expect(toApplicant.some((m) => m.subject.includes("approved"))).toBe(true);
    const view = await as("partnerA", "GET", `/deals/${id}`);
    expect(view.body.data.history.map((h: { action: string }) => h.action)).toEqual([
      "create",
      "submit",
      "approve",
    ]);
  });

  it("needs a reason to disapprove and mails it", async () => {
    const { body } = await as(
      "partnerA",
      "POST",
      "/deals?submit=1",
      complete("Disapprove me", "Lone Customer"),
    );
    expect(
      (await as("cm", "POST", `/deals/${body.data.id}/actions`, { action: "disapprove" })).status,
    ).toBe(400);
    await as("cm", "POST", `/deals/${body.data.id}/actions`, {
      action: "disapprove",
      reason: "Out of area",
    });
    const mails = await ctx.backend.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, "a@partner-a.example"));
    expect(mails.some((m) => m.text.includes("Out of area"))).toBe(true);
  });

  it("locks a deal closed on request: 409 and nothing changed, but an administrator may", async () => {
    const { body } = await as(
      "partnerA",
      "POST",
      "/deals?submit=1",
      complete("Close me", "Closing Customer"),
    );
    const id = body.data.id;
    expect(
      (await as("partnerA", "POST", `/deals/${id}/actions`, { action: "requestClose" })).status,
    ).toBe(200);
    const edit = await as(
      "partnerA",
      "PUT",
      `/deals/${id}`,
      complete("Changed name", "Closing Customer"),
    );
    expect(edit.status).toBe(409);
    expect(edit.body.data.reason).toBe("locked");
    expect((await as("cm", "POST", `/deals/${id}/actions`, { action: "approve" })).status).toBe(
      409,
    );
    const [row] = await ctx.backend.db.select().from(deals).where(eq(deals.id, id));
    expect(row!.projectName).toBe("Close me");
    expect(
      (await as("admin", "PUT", `/deals/${id}`, complete("Admin fixed", "Closing Customer")))
        .status,
    ).toBe(200);
  });

  it("flags a deal whose end customer matches another partner's open deal", async () => {
    const first = await as(
      "partnerA",
      "POST",
      "/deals?submit=1",
      complete("First claim", "Contoso Corp.", "Spain"),
    );
    expect(first.body.data.flagged).toBe(false);
    const second = await as(
      "partnerB",
      "POST",
      "/deals?submit=1",
      complete("Second claim", "CONTOSO, corp", "spain"),
    );
    expect(second.body.data.flagged).toBe(true);
    const view = await as("cm", "GET", `/deals/${second.body.data.id}`);
    expect(view.body.data.conflict.id).toBe(first.body.data.id);
    // The same end customer in another country is no conflict.
    const elsewhere = await as(
      "partnerB",
      "POST",
      "/deals?submit=1",
      complete("Elsewhere", "Contoso", "Chile"),
    );
    expect(elsewhere.body.data.flagged).toBe(false);
  });

  it("reminds the applicant once, 14 days before expiry", async () => {
    const { body } = await as("partnerA", "POST", "/deals?submit=1", {
      ...complete("Expiring", "Expiring Customer"),
      expirationDate: "2030-01-10",
    });
    await as("cm", "POST", `/deals/${body.data.id}/actions`, { action: "approve" });
    const deps = {
      db: ctx.backend.db,
      mailer: {
        send: async () => {},
        queue: async (_db: never, m: never) =>
          void (await ctx.backend.db.insert(mailOutbox).values(m)),
      },
      brandName: "B",
      siteOrigin: "",
    };
    expect(await sendExpiryReminders(deps as never, new Date("2029-12-20T00:00:00Z"))).toBe(0);
    expect(
      await sendExpiryReminders(deps as never, new Date("2029-12-27T00:00:00Z")),
    ).toBeGreaterThanOrEqual(1);
    expect(await sendExpiryReminders(deps as never, new Date("2029-12-28T00:00:00Z"))).toBe(0);
  });
});
