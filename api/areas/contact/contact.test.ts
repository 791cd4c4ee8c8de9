import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { contactRequests } from "../../db/schema";
import { FORM_SUBMISSIONS } from "../../infra/form-limit";
import { addUser, backendForFile, client, mailsTo } from "../../test/support";

const ctx = backendForFile({ seed: true, env: { BRAND_EMAIL: "sales@brand.example" } });

const enquiry = {
  name: "Ana Souza",
  email: "ana@integrator.example",
  subject: "Warehouse project",
  message: "We need 40 cameras for a warehouse.",
  privacy: true,
};

const pricing = {
  firstName: "Kemal",
  lastName: "Yılmaz",
  area: "europe",
  email: "kemal@integrator.example",
  telephone: "0090-2125550100",
  country: "TR",
  partner: "no",
  preferredLanguage: "tur",
  company: "Boğaz Güvenlik",
  industry: "retail",
  jobTitle: "Project manager",
  products: ["Pro AI", "Thermal"],
  budget: "10k-50k",
  description: "Twelve stores.",
  marketing: "yes",
  privacy: true,
};

const outboxTo = (to: string) => mailsTo(ctx.backend, to);

describe("contact forms", () => {
  it("stores an enquiry and puts the brand's e-mail and the sender's acknowledgement in the outbox", async () => {
    const api = client(ctx.backend);
    const reply = await api.call("POST", "/contact/enquiry", {
      json: enquiry,
      headers: { language: "br" },
    });
    expect(reply.status).toBe(200);
    const id = reply.body.data.id as number;
    const [row] = await ctx.backend.db
      .select()
      .from(contactRequests)
      .where(eq(contactRequests.id, id));
    expect(row).toMatchObject({ kind: "enquiry", email: enquiry.email, language: "br" });
    expect(row!.data).toMatchObject({ subject: "Warehouse project" });
    const [brand] = await outboxTo("sales@brand.example");
    expect(brand!.subject).toContain(`#${id}`);
    expect(brand!.text).toContain("message: We need 40 cameras for a warehouse.");
    const [ack] = await outboxTo(enquiry.email);
    expect(ack).toMatchObject({ language: "br" });
    expect(ack!.subject).toContain("Recebemos sua mensagem");
  });

  it("stores a pricing request with every field, from a form body too", async () => {
    const api = client(ctx.backend);
    const form: Record<string, string> = {
      ...Object.fromEntries(Object.entries(pricing).map(([k, v]) => [k, String(v)])),
      products: "Pro AI",
      privacy: "on",
    };
    const reply = await api.call("POST", "/contact/pricing", { form });
    expect(reply.status).toBe(200);
    const [row] = await ctx.backend.db
      .select()
      .from(contactRequests)
      .where(eq(contactRequests.id, reply.body.data.id));
    expect(row).toMatchObject({ kind: "pricing", email: pricing.email });
    expect(row!.data).toMatchObject({ telephone: "0090-2125550100", products: ["Pro AI"] });
    const [ack] = await outboxTo(pricing.email);
    expect(ack!.language).toBe("en");
  });

  it("stores a telephone written the international way in the spec's form", async () => {
    const api = client(ctx.backend);
    const reply = await api.call("POST", "/contact/pricing", {
      json: { ...pricing, telephone: "+44 (0)20 7946 0958" },
    });
    expect(reply.status).toBe(200);
    const [row] = await ctx.backend.db
      .select()
      .from(contactRequests)
      .where(eq(contactRequests.id, reply.body.data.id));
    expect(row!.data).toMatchObject({ telephone: "0044-2079460958" });
  });

  it("refuses bad fields with 400", async () => {
    const api = client(ctx.backend);
    for (const bad of [
      { ...pricing, telephone: "12-345" },
      { ...pricing, telephone: "0066 12" },
      { ...pricing, telephone: "+44 20 7946 0958 ext. 12" },
      { ...pricing, email: "a..b@example.com" },
      { ...pricing, privacy: false },
      { ...pricing, country: "XX" },
      { ...pricing, firstName: " " },
    ]) {
      const reply = await api.call("POST", "/contact/pricing", { json: bad });
      expect(reply.status, JSON.stringify(bad)).toBe(400);
    }
    expect((await api.call("POST", "/contact/enquiry", { json: {} })).status).toBe(400);
  });

  it("allows five submissions per address and form in ten minutes, then answers 429", async () => {
    const api = client(ctx.backend);
    for (let i = 0; i < FORM_SUBMISSIONS.max; i++)
      expect((await api.call("POST", "/contact/enquiry", { json: enquiry })).status).toBe(200);
    const refused = await api.call("POST", "/contact/enquiry", { json: enquiry });
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe(40013);
    // Another form, and another address, still go through.
    expect((await api.call("POST", "/contact/pricing", { json: pricing })).status).toBe(200);
    expect(
      (await client(ctx.backend).call("POST", "/contact/enquiry", { json: enquiry })).status,
    ).toBe(200);
  });

  it("lists the product series of the catalogue", async () => {
    const series = (await client(ctx.backend).call("GET", "/contact/product-series")).body.data;
    expect(series).toContain("Pro AI");
  });

  it("shows the messages to administrators only", async () => {
    const api = client(ctx.backend);
    await addUser(ctx.backend, "chief@northlight-vision.example", "admin password 1", ["admin"]);
    await addUser(ctx.backend, "seller@integrator.example", "partner password 1", ["partner"]);
    const admin = (await api.login("chief@northlight-vision.example", "admin password 1")).body.data
      .token;
    const partner = (await api.login("seller@integrator.example", "partner password 1")).body.data
      .token;
    const { id } = (await api.call("POST", "/contact/enquiry", { json: enquiry })).body.data;
    expect((await api.call("GET", "/admin/contact-requests")).status).toBe(401);
    expect((await api.call("GET", `/admin/contact-requests/${id}`)).status).toBe(401);
    expect((await api.call("GET", "/admin/contact-requests", { token: partner })).status).toBe(403);
    expect(
      (await api.call("GET", `/admin/contact-requests/${id}`, { token: partner })).status,
    ).toBe(403);
    const list = (await api.call("GET", "/admin/contact-requests", { token: admin })).body.data;
    expect(list.items[0]).toMatchObject({ id, kind: "enquiry", email: enquiry.email });
    const one = await api.call("GET", `/admin/contact-requests/${id}`, { token: admin });
    expect(one.body.data.data).toMatchObject({ name: "Ana Souza" });
    expect((await api.call("GET", "/admin/contact-requests/999999", { token: admin })).status).toBe(
      404,
    );
    expect((await api.call("GET", "/admin/contact-requests/abc", { token: admin })).status).toBe(
      404,
    );
  });
});
