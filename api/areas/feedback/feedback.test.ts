import { describe, expect, it } from "vitest";
import { addUser, backendForFile, client } from "../../test/support";
import { FORM_SUBMISSIONS } from "../../infra/form-limit";

const ctx = backendForFile({ seed: true });

const valid = {
  rating: 4,
  productId: "nv-b580-ai",
  message: "The night image is very clear.",
  contactConsent: "no",
};

async function tokenOf(account: string, roles: ("admin" | "partner")[]) {
  await addUser(ctx.backend, account, "a long password 1", roles);
  return (await ctx.api.login(account, "a long password 1")).body.data.token as string;
}

describe("customer feedback", () => {
  it("lists the products a visitor can name", async () => {
    const reply = await ctx.api.call("GET", "/feedback/products", { query: { language: "ksa" } });
    expect(reply.status).toBe(200);
    expect(reply.body.data.length).toBeGreaterThan(5);
    expect(Object.keys(reply.body.data[0]).sort()).toEqual(["id", "model", "name"]);
  });

  it("refuses what breaks the rules: rating, message length, unknown product, consent without contact", async () => {
    const api = client(ctx.backend);
    const send = (json: Record<string, unknown>) => api.call("POST", "/feedback", { json });
    for (const bad of [
      { ...valid, rating: 0 },
      { ...valid, rating: 6 },
      { ...valid, rating: 2.5 },
      { ...valid, message: "too short" },
      { ...valid, message: "x".repeat(2001) },
      { ...valid, productId: "no-such-product" },
      { ...valid, contactConsent: "maybe" },
      { ...valid, contactConsent: "yes" },
      { ...valid, contactConsent: "yes", name: "Ana" },
      { ...valid, contactConsent: "yes", name: "Ana", email: "not-an-address" },
      { ...valid, contactConsent: "yes", name: " ", email: "ana@example.com" },
    ]) {
      const reply = await send(bad);
      expect(reply.status, JSON.stringify(bad)).toBe(400);
      expect(reply.body.code).toBe(40010);
    }
    expect((await send({ ...valid, message: "x".repeat(2000) })).status).toBe(200);
  });

  it("keeps name and e-mail only with consent, and limits each address", async () => {
    const api = client(ctx.backend);
    const admin = await tokenOf("queue@feedback.example", ["admin"]);
    const noConsent = await api.call("POST", "/feedback", {
      json: { ...valid, name: "Hidden Name", email: "hidden@example.com" },
    });
    expect(noConsent.status).toBe(200);
    const stored = await api.call("GET", `/feedback/admin/${noConsent.body.data.id}`, {
      token: admin,
    });
    expect(stored.body.data.name).toBeNull();
    expect(stored.body.data.email).toBeNull();
    const consent = await api.call("POST", "/feedback", {
      json: { ...valid, contactConsent: "yes", name: "Ana Ribeiro", email: "ana@example.com" },
      query: { language: "br" },
    });
    const detail = await api.call("GET", `/feedback/admin/${consent.body.data.id}`, {
      token: admin,
    });
    expect(detail.body.data).toMatchObject({
      name: "Ana Ribeiro",
      email: "ana@example.com",
      language: "br",
      rating: 4,
      productModel: "NV-B580-AI",
    });
    for (let i = 2; i < FORM_SUBMISSIONS.max; i++)
      expect((await api.call("POST", "/feedback", { json: valid })).status).toBe(200);
    const refused = await api.call("POST", "/feedback", { json: valid });
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe(40013);
    // another address is not refused
    expect((await client(ctx.backend).call("POST", "/feedback", { json: valid })).status).toBe(200);
  });

  it("gives administrators a filtered queue, newest first, and records who handled what", async () => {
    const api = client(ctx.backend);
    const admin = await tokenOf("handler@feedback.example", ["admin"]);
    const first = await api.call("POST", "/feedback", {
      json: { ...valid, rating: 1, productId: "", message: "General feedback, rating one." },
    });
    const second = await api.call("POST", "/feedback", {
      json: { ...valid, rating: 1, message: "Product feedback, rating one." },
    });
    const list = (query: Record<string, string>) =>
      api.call("GET", "/feedback/admin/list", { token: admin, query });
    const ones = await list({ rating: "1" });
    expect(ones.body.data.total).toBe(2);
    expect(ones.body.data.items.map((i: { id: number }) => i.id)).toEqual([
      second.body.data.id,
      first.body.data.id,
    ]);
    expect((await list({ rating: "1", product: "general" })).body.data.total).toBe(1);
    expect((await list({ rating: "1", product: "nv-b580-ai" })).body.data.total).toBe(1);
    expect((await list({ rating: "9" })).body.data.total).toBe(0);
    expect((await list({ status: "bogus" })).body.data.total).toBe(0);
    const handled = await api.call("POST", `/feedback/admin/${first.body.data.id}/handled`, {
      token: admin,
    });
    expect(handled.status).toBe(200);
    const detail = (
      await api.call("GET", `/feedback/admin/${first.body.data.id}`, { token: admin })
    ).body.data;
    expect(detail.handledByAccount).toBe("handler@feedback.example");
    expect(detail.handledAt).toBeTruthy();
    expect((await list({ rating: "1", status: "handled" })).body.data.total).toBe(1);
    expect((await list({ rating: "1", status: "unhandled" })).body.data.total).toBe(1);
    expect((await api.call("GET", "/feedback/admin/999999", { token: admin })).status).toBe(404);
    expect((await api.call("GET", "/feedback/admin/abc", { token: admin })).status).toBe(404);
    expect(
      (await api.call("POST", "/feedback/admin/999999/handled", { token: admin })).status,
    ).toBe(404);
  });

  it("refuses the queue to partners (403) and to anonymous visitors (401)", async () => {
    const partner = await tokenOf("partner@feedback.example", ["partner"]);
    for (const [method, path] of [
      ["GET", "/feedback/admin/list"],
      ["GET", "/feedback/admin/1"],
      ["POST", "/feedback/admin/1/handled"],
    ] as const) {
      expect((await ctx.api.call(method, path)).status).toBe(401);
      expect((await ctx.api.call(method, path, { token: partner })).status).toBe(403);
    }
  });
});
