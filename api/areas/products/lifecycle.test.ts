import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { onContentChanged } from "#shared/content-events";
import { auditLog, products } from "../../db/schema";
import { addUser, backendForFile } from "../../test/support";

const ctx = backendForFile({ seed: true });
const PASSWORD = "lifecycle password 1";
const tokens: Record<string, string> = {};

const as = (who: string, method: string, path: string, json?: unknown) =>
  ctx.api.call(method, path, { token: tokens[who], json });

const onSale = {
  lifecycle: "on_sale",
  discontinuedOn: null,
  supportEndsOn: null,
  replacementId: null,
  ndaa889: true,
  taa: false,
  countryOfOrigin: "VN",
};

beforeAll(async () => {
  for (const [key, roles] of [
    ["editor", ["editor"]],
    ["admin", ["admin"]],
    ["manager", ["channel_manager"]],
    ["partner", ["partner"]],
  ] as const) {
    const account = `${key}@lifecycle.example`;
    await addUser(ctx.backend, account, PASSWORD, [...roles]);
    tokens[key] = (await ctx.api.login(account, PASSWORD)).body.data.token;
  }
}, 60_000);

describe("the seed catalogue's lifecycle", () => {
  it("has most models on sale and each retired one with its date and a replacement of its line", async () => {
    const rows = await ctx.backend.db.select().from(products);
    const retired = rows.filter((p) => p.lifecycle !== "on_sale");
    expect(retired.length).toBeGreaterThanOrEqual(4);
    expect(retired.length).toBeLessThan(rows.length / 4);
    expect(retired.some((p) => p.lifecycle === "end_of_support")).toBe(true);
    for (const p of retired) {
      expect(p.discontinuedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      const replacement = rows.find((r) => r.id === p.replacementId);
      expect(replacement?.type).toBe(p.type);
    }
    expect(rows.every((p) => /^[A-Z]{2}$/.test(p.countryOfOrigin ?? ""))).toBe(true);
    expect(rows.some((p) => p.ndaa889 && p.taa)).toBe(true);
    expect(rows.some((p) => !p.ndaa889)).toBe(true);
  });
});

describe("the console's product lifecycle", () => {
  it("is open to editors and administrators, refused to channel managers and partners", async () => {
    for (const who of ["editor", "admin"]) {
      const list = await as(who, "GET", "/admin/products?lifecycle=discontinued");
      expect(list.status).toBe(200);
      expect(list.body.data.items.length).toBeGreaterThan(0);
      expect(
        list.body.data.items.every((p: { lifecycle: string }) => p.lifecycle === "discontinued"),
      ).toBe(true);
      expect(list.body.data.counts.on_sale).toBeGreaterThan(30);
    }
    for (const who of ["manager", "partner"]) {
      expect((await as(who, "GET", "/admin/products")).status).toBe(403);
      expect((await as(who, "PUT", "/admin/products/nv-t250", onSale)).status).toBe(403);
    }
    expect((await ctx.api.call("GET", "/admin/products")).status).toBe(401);
  });

  it("saves a discontinuation with its replacement, records it once and clears the caches", async () => {
    const heard: string[] = [];
    const stop = onContentChanged((change) => heard.push(change.reason));
    const input = {
      ...onSale,
      lifecycle: "discontinued",
      discontinuedOn: "2026-10-31",
      supportEndsOn: "2029-10-31",
      replacementId: "nv-t480-ai",
    };
    const saved = await as("editor", "PUT", "/admin/products/nv-t250", input);
    stop();
    expect(saved.status).toBe(200);
    expect(saved.body.data.changed).toEqual(
      expect.arrayContaining(["lifecycle", "discontinuedOn", "replacementId"]),
    );
    expect(heard).toContain("products");
    const detail = (await as("admin", "GET", "/admin/products/nv-t250")).body.data;
    expect(detail).toMatchObject({ lifecycle: "discontinued", replacementId: "nv-t480-ai" });
    expect(detail.replacements.some((r: { id: string }) => r.id === "nv-t250")).toBe(false);
    const entries = await ctx.backend.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.subjectId, "nv-t250"));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      action: "update",
      subjectKind: "product",
      actorEmail: "editor@lifecycle.example",
    });
    expect(entries[0]!.changes).toMatchObject({
      lifecycle: { from: "on_sale", to: "discontinued" },
      replacementId: { from: null, to: "nv-t480-ai" },
    });
    // The same values again change nothing and record nothing.
    await as("editor", "PUT", "/admin/products/nv-t250", input);
    const again = await ctx.backend.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.subjectId, "nv-t250"));
    expect(again).toHaveLength(1);
  });

  it("shows the public list without retired models only when asked, and filters compliance", async () => {
    const all = (await ctx.api.call("GET", "/product/list", { query: { pageSize: "60" } })).body
      .data;
    const current = (
      await ctx.api.call("GET", "/product/list", { query: { pageSize: "60", onSale: "true" } })
    ).body.data;
    expect(current.total).toBeLessThan(all.total);
    const rows = await ctx.backend.db.select().from(products);
    expect(current.total).toBe(rows.filter((p) => p.lifecycle === "on_sale").length);
    const compliant = (
      await ctx.api.call("GET", "/product/list", {
        query: { pageSize: "60", ndaa889: "true", taa: "true" },
      })
    ).body.data;
    expect(compliant.total).toBe(rows.filter((p) => p.ndaa889 && p.taa).length);
    expect(compliant.total).toBeGreaterThan(0);
  });

  it("refuses bad input with 400 and changes nothing", async () => {
    const bad = [
      { ...onSale, lifecycle: "discontinued" },
      { ...onSale, discontinuedOn: "2026-01-01" },
      { ...onSale, lifecycle: "end_of_support", discontinuedOn: "2024-01-01" },
      {
        ...onSale,
        lifecycle: "discontinued",
        discontinuedOn: "2026-05-01",
        supportEndsOn: "2026-04-30",
      },
      { ...onSale, lifecycle: "discontinued", discontinuedOn: "2026-02-30" },
      { ...onSale, lifecycle: "retired" },
      { ...onSale, countryOfOrigin: "XX" },
      { ...onSale, countryOfOrigin: "Sweden" },
      {
        ...onSale,
        lifecycle: "discontinued",
        discontinuedOn: "2026-05-01",
        replacementId: "nv-nothing",
      },
      {
        ...onSale,
        lifecycle: "discontinued",
        discontinuedOn: "2026-05-01",
        replacementId: "nv-f350",
      },
    ];
    const before = await ctx.backend.db.select().from(products).where(eq(products.id, "nv-f350"));
    for (const input of bad) {
      const answer = await as("editor", "PUT", "/admin/products/nv-f350", input);
      expect(answer.status, JSON.stringify(input)).toBe(400);
    }
    const after = await ctx.backend.db.select().from(products).where(eq(products.id, "nv-f350"));
    expect(after).toEqual(before);
    expect((await as("editor", "PUT", "/admin/products/nv-nothing", onSale)).status).toBe(404);
    expect((await as("editor", "GET", "/admin/products/nv-nothing")).status).toBe(404);
  });

  it("accepts a country code in lower case, stored in capitals", async () => {
    const saved = await as("admin", "PUT", "/admin/products/nv-f350", {
      ...onSale,
      countryOfOrigin: "se",
      taa: "true",
    });
    expect(saved.status).toBe(200);
    const [row] = await ctx.backend.db.select().from(products).where(eq(products.id, "nv-f350"));
    expect(row).toMatchObject({ countryOfOrigin: "SE", taa: true });
  });
});

describe("the audit log", () => {
  const article = (title: string) => ({
    date: "2026-11-20",
    category: "technology",
    title: { en: title },
    summary: { en: `${title} summary` },
    body: { en: `${title} body.` },
  });

  it("records an editor's news saves and deletions, newest first, for administrators only", async () => {
    const created = await as("editor", "POST", "/admin/news", article("Audit story"));
    expect(created.status).toBe(200);
    const id = created.body.data.id as string;
    const changed = { ...article("Audit story"), body: { en: "Another body." } };
    expect((await as("editor", "PUT", `/admin/news/${id}`, changed)).status).toBe(200);
    expect((await as("editor", "DELETE", `/admin/news/${id}`)).status).toBe(200);
    const log = (await as("admin", "GET", "/admin/audit?kind=news")).body.data;
    const ours = log.items.filter((e: { subjectId: string }) => e.subjectId === id);
    expect(ours.map((e: { action: string }) => e.action)).toEqual(["delete", "update", "create"]);
    expect(ours[1].changes).toEqual({ title: "Audit story", fields: ["body"] });
    expect(ours[0].actorEmail).toBe("editor@lifecycle.example");
    expect(log.items.every((e: { subjectKind: string }) => e.subjectKind === "news")).toBe(true);
    expect((await as("editor", "GET", "/admin/audit")).status).toBe(403);
    expect((await as("manager", "GET", "/admin/audit")).status).toBe(403);
  });

  it("records event saves; the registrations stay refused to editors", async () => {
    const events = (await as("editor", "GET", "/admin/events")).body.data.items as { id: string }[];
    expect(events.length).toBeGreaterThan(0);
    const event = (await as("editor", "GET", `/admin/events/${events[0]!.id}`)).body.data;
    const saved = await as("editor", "PUT", `/admin/events/${event.id}`, {
      ...event,
      capacity: (event.capacity ?? 100) + 1,
    });
    expect(saved.status).toBe(200);
    const log = (await as("admin", "GET", "/admin/audit?kind=event")).body.data;
    expect(log.items[0]).toMatchObject({ action: "update", subjectId: event.id });
    expect(log.items[0].changes.fields).toEqual(["capacity"]);
    const registrations = await as("editor", "GET", `/admin/events/${event.id}/registrations`);
    expect(registrations.status).toBe(403);
  });

  it("keeps the queues and the outbox refused to editors", async () => {
    for (const path of ["/admin/summary", "/admin/deals", "/admin/applicants", "/admin/outbox"])
      expect((await as("editor", "GET", path)).status, path).toBe(403);
  });
});
