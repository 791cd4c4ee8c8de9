import { describe, expect, it } from "vitest";
import en from "../../locales/en/common.json";
import { errorMeta, errorPageKeys, errorStatus } from "./ErrorBoundary";

const response = (status: number) => ({ status, statusText: "", internal: false, data: "" });
const matches = [
  { id: "root", data: { brand: { name: "Brand" }, strings: JSON.stringify({ common: en }) } },
];

describe("errorPageKeys", () => {
  it.each([
    [403, "error.forbiddenTitle", "error.forbiddenText", "signIn"],
    [404, "notFound.title", "notFound.text", "sitemap"],
    [500, "error.title", "error.text", null],
    [502, "error.title", "error.text", null],
    [503, "error.unavailableTitle", "error.unavailableText", null],
  ])("gives status %i its texts and action", (status, title, text, action) => {
    expect(errorPageKeys(status)).toEqual({ title, text, action });
  });

  it("uses the area's own text for the status it names, and only for that one", () => {
    const handlers = { 404: { text: "notFound.product" } };
    expect(errorPageKeys(404, handlers)).toEqual({
      title: "notFound.title",
      text: "notFound.product",
      action: "sitemap",
    });
    expect(errorPageKeys(503, handlers).text).toBe("error.unavailableText");
  });

  it("names only keys that exist in the translations", () => {
    const common = en as unknown as Record<string, Record<string, string>>;
    const has = (key: string) => {
      const [group, name] = key.split(".") as [string, string];
      return typeof common[group]?.[name] === "string";
    };
    for (const status of [403, 404, 500, 503]) {
      const { title, text } = errorPageKeys(status);
      expect(has(title) && has(text), String(status)).toBe(true);
    }
    for (const area of ["product", "solution", "case", "algorithm"]) {
      expect(has(`notFound.${area}`), area).toBe(true);
    }
  });
});

describe("errorStatus", () => {
  it("is the thrown response's status, 500 for anything else", () => {
    expect(errorStatus(response(403))).toBe(403);
    expect(errorStatus(new Error("boom"))).toBe(500);
  });
});

describe("errorMeta", () => {
  it("titles the error page by its status and keeps it out of search engines", () => {
    expect(errorMeta({ error: response(404), matches })).toEqual([
      { title: "Page not found | Brand" },
      { name: "robots", content: "noindex" },
    ]);
    expect(errorMeta({ error: response(403), matches })[0]).toEqual({
      title: `${en.error.forbiddenTitle} | Brand`,
    });
    expect(errorMeta({ error: new Error("boom"), matches })[0]).toEqual({
      title: `${en.error.title} | Brand`,
    });
  });
});
