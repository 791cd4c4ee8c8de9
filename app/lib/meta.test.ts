import { describe, expect, it } from "vitest";
import common from "../../locales/es/common.json";
import marketing from "../../locales/es/marketing.json";
import products from "../../locales/es/products.json";
import { metaT, pageMeta, sectionMeta } from "./meta";

const matches = [
  {
    id: "root",
    data: {
      language: { code: "es", lang: "es" },
      brand: { name: "Marca" },
      strings: JSON.stringify({ common, marketing, products }),
    },
  },
  { id: "routes/page", data: null },
];

describe("metaT", () => {
  it("translates with the page's embedded strings, namespace and brand", () => {
    expect(metaT(matches)("notFound.title")).toBe(common.notFound.title);
    expect(metaT(matches, "products")("center.title")).toBe(products.center.title);
    expect(metaT(matches)("brand.home")).toBe(common.brand.home.replace("{{brand}}", "Marca"));
  });

  it("reads a missing key as empty text (the specification), or as the default it is given", () => {
    expect(metaT(matches, "products")("no.such.key")).toBe("");
    expect(metaT(matches, "admin")("title", { defaultValue: "" })).toBe("");
  });

  it("answers the default (or nothing) without root data", () => {
    expect(metaT([])("notFound.title")).toBe("");
    expect(metaT([])("notFound.title", { defaultValue: "Error" })).toBe("Error");
  });
});

describe("sectionMeta", () => {
  it("is the page tags of a section's title and intro, not indexed when asked", () => {
    expect(sectionMeta(matches, "products:center")).toEqual(
      pageMeta(products.center.title, products.center.intro, "Marca"),
    );
    expect(sectionMeta(matches, "marketing:sitemap", { noindex: true })).toEqual([
      ...pageMeta(
        marketing.sitemap.title,
        marketing.sitemap.intro.replace("{{brand}}", "Marca"),
        "Marca",
      ),
      { name: "robots", content: "noindex" },
    ]);
    expect(sectionMeta(matches, "notFound", { description: "text" })).toEqual(
      pageMeta(common.notFound.title, common.notFound.text, "Marca"),
    );
  });

  it("reads another description key when told", () => {
    expect(sectionMeta(matches, "products:center", { description: "title" })[1]).toEqual({
      name: "description",
      content: products.center.title,
    });
  });
});
