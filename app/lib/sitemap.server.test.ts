import { describe, expect, it } from "vitest";
import { sitemapXml } from "./sitemap.server";

describe("sitemap.xml", () => {
  const xml = sitemapXml("https://www.example.com", [
    { kind: "product", id: "nv-b580-ai", type: "bullet" },
    { kind: "solution", id: "retail-analytics" },
    { kind: "case", id: "marisol-supermercados" },
    { kind: "algorithm", id: "people-counting" },
  ]);

  it("lists each detail page in every language with its alternates", () => {
    for (const path of [
      "/product-center/detail/bullet/nv-b580-ai",
      "/solution-details/retail-analytics/solution",
      "/case/marisol-supermercados/detail",
      "/algorithm-details-page/people-counting",
      "/instructions/nv-b580-ai",
      "/cameraapp",
      "/nvrapp",
    ]) {
      expect(xml).toContain(`<loc>https://www.example.com${path}</loc>`);
      expect(xml).toContain(`<loc>https://www.example.com/jp${path}</loc>`);
      expect(xml).toContain(
        `<xhtml:link rel="alternate" hreflang="ar" href="https://www.example.com/ksa${path}"/>`,
      );
      expect(xml).toContain(
        `<xhtml:link rel="alternate" hreflang="x-default" href="https://www.example.com${path}"/>`,
      );
    }
  });

  it("keeps the site's own pages and lists each address once", () => {
    expect(xml).toContain("<loc>https://www.example.com/ksa/about</loc>");
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(new Set(locs).size).toBe(locs.length);
  });
});
