import { createHash } from "node:crypto";
import * as basic from "@secvisogram/csaf-validator-lib/basic.js";
import validate from "@secvisogram/csaf-validator-lib/validate.js";
import { describe, expect, it } from "vitest";
import { backendForFile, TEST_ORIGIN } from "../../test/support";

const ctx = backendForFile({ seed: true });

const get = (path: string, language = "en") =>
  ctx.api.call("GET", `/security${path}`, { headers: { language } });

/** A firmware release's id by its model and version, from the public firmware list. */
async function releaseId(model: string, version: string) {
  const reply = await ctx.api.call("GET", `/downloads/firmware/model/${model}`);
  const found = (reply.body.data.releases as { id: number; version: string }[]).find(
    (r) => r.version === version,
  );
  expect(found, `${model} ${version}`).toBeDefined();
  return found!.id;
}

describe("the advisories list", () => {
  it("lists the published advisories, newest update first, with what the filters offer", async () => {
    const { status, body } = await get("/advisories");
    expect(status).toBe(200);
    const ids = body.data.items.map((a: { trackingId: string }) => a.trackingId);
    expect(ids[0]).toBe("NV-SA-2026-005");
    expect(ids).toHaveLength(6);
    expect(body.data.severities).toEqual(["critical", "high", "medium", "low"]);
    expect(body.data.products.map((p: { model: string }) => p.model)).toContain("NV-N3216");
    const onvif = body.data.items.find(
      (a: { trackingId: string }) => a.trackingId === "NV-SA-2026-001",
    );
    expect(onvif).toMatchObject({
      severity: "critical",
      cvssScore: 9.8,
      cves: ["CVE-2026-21407"],
      revision: 2,
      firstPublishedAt: "2026-02-11T08:00:00.000Z",
      lastPublishedAt: "2026-03-03T08:00:00.000Z",
    });
  });

  it("filters by product and by severity, and lists nothing for a value that cannot match", async () => {
    const byProduct = await get("/advisories?product=nv-n3216");
    expect(byProduct.body.data.items.map((a: { trackingId: string }) => a.trackingId)).toEqual([
      "NV-SA-2026-005",
      "NV-SA-2026-002",
    ]);
    const medium = await get("/advisories?severity=medium");
    expect(medium.body.data.items.every((a: { severity: string }) => a.severity === "medium")).toBe(
      true,
    );
    expect(medium.body.data.total).toBe(3);
    const nothing = await get("/advisories?severity=urgent");
    expect(nothing.status).toBe(200);
    expect(nothing.body.data.items).toEqual([]);
    expect(nothing.body.data.severities.length).toBeGreaterThan(0);
  });

  it("writes each advisory in the visitor's language", async () => {
    const { body } = await get("/advisories", "jp");
    const titles = body.data.items.map((a: { title: string }) => a.title);
    expect(titles).toContain("ONVIF サービスにおける認証回避");
  });
});

describe("one advisory", () => {
  it("gives its texts, score, products with their fixes and its revisions", async () => {
    const { status, body } = await get("/advisories/NV-SA-2026-001", "ksa");
    expect(status).toBe(200);
    const advisory = body.data;
    expect(advisory.title).toBe("تجاوز المصادقة في خدمة ONVIF");
    expect(advisory.summaryHtml).toContain("<p>");
    expect(advisory.cvssVector).toBe("CVSS:3.1/AV:N/AC:L/PR:N/UI:N/S:U/C:H/I:H/A:H");
    expect(advisory.revisions.map((r: { number: number }) => r.number)).toEqual([2, 1]);
    expect(advisory.csafPath).toBe("2026/nv-sa-2026-001.json");
    const bullet = advisory.products.find(
      (p: { productId: string }) => p.productId === "nv-b580-ai",
    );
    expect(bullet).toMatchObject({ introducedIn: "5.2.0", fixedIn: "5.4.0" });
    expect(bullet.fixReleaseId).toBe(await releaseId("nv-b580-ai", "5.4.0"));
  });

  it("answers 404 for an unknown or malformed id", async () => {
    expect((await get("/advisories/NV-SA-2099-999")).status).toBe(404);
    expect((await get("/advisories/..%2Fetc")).status).toBe(404);
  });
});

describe("advisories tied to firmware", () => {
  it("tells a product which advisories concern it and which version fixes each", async () => {
    const { body } = await get("/products/nv-pt760-ai/advisories");
    expect(body.data.items).toHaveLength(1);
    expect(body.data.items[0]).toMatchObject({
      trackingId: "NV-SA-2026-003",
      introducedIn: "3.2.0",
      fixedIn: "3.4.0",
      fixReleaseId: await releaseId("nv-pt760-ai", "3.4.0"),
    });
  });

  it("tells a release what it fixes and what affects it", async () => {
    const fixed = await get(`/firmware/${await releaseId("nv-b580-ai", "5.4.0")}/advisories`);
    expect(fixed.body.data.fixes.map((a: { trackingId: string }) => a.trackingId)).toEqual([
      "NV-SA-2026-001",
    ]);
    expect(fixed.body.data.affectedBy).toEqual([]);
    const older = await get(`/firmware/${await releaseId("nv-b580-ai", "5.3.1")}/advisories`);
    expect(older.body.data.fixes.map((a: { trackingId: string }) => a.trackingId)).toEqual([
      "NV-SA-2025-001",
    ]);
    expect(older.body.data.affectedBy).toMatchObject([
      { trackingId: "NV-SA-2026-001", fixedIn: "5.4.0" },
    ]);
    const recorder = await get(`/firmware/${await releaseId("nv-n3216", "6.2.3")}/advisories`);
    expect(recorder.body.data.affectedBy).toMatchObject([
      { trackingId: "NV-SA-2026-005", fixedIn: null, fixReleaseId: null },
    ]);
  });
});

describe("the CSAF distribution", () => {
  it("lists every published document with the hashes of the bytes it serves", async () => {
    const { body } = await get("/csaf");
    expect(body.data.items).toHaveLength(6);
    for (const item of body.data.items) {
      const one = await ctx.api.call("GET", "/security/csaf", { query: { path: item.path } });
      expect(one.status).toBe(200);
      const text: string = one.body.data.text;
      expect(createHash("sha256").update(text).digest("hex")).toBe(item.sha256);
      expect(createHash("sha512").update(text).digest("hex")).toBe(item.sha512);
    }
    expect(body.data.items[0].path).toBe("2026/nv-sa-2026-005.json");
  });

  it("serves documents that pass the BSI validator's schema and mandatory tests", async () => {
    const { body } = await get("/csaf");
    for (const item of body.data.items) {
      const one = await ctx.api.call("GET", "/security/csaf", { query: { path: item.path } });
      const document = JSON.parse(one.body.data.text);
      expect(document.document.publisher).toMatchObject({
        name: "Northlight Vision",
        namespace: TEST_ORIGIN,
      });
      const result = await validate(Object.values(basic), document);
      expect(
        result.tests.filter((t) => !t.isValid).map((t) => ({ name: t.name, errors: t.errors })),
        item.path,
      ).toEqual([]);
    }
  });

  it("answers 404 for a path it does not publish", async () => {
    const reply = await ctx.api.call("GET", "/security/csaf", {
      query: { path: "2026/nv-sa-2026-999.json" },
    });
    expect(reply.status).toBe(404);
  });
});
