import { describe, expect, it } from "vitest";
import { pageLanguage, resolveLanguage } from "./route-language.server";

/** The Response pageLanguage throws for a URL under the `en` prefix. */
function thrownFor(url: string): Response {
  try {
    pageLanguage({ params: { lang: "en" }, request: new Request(url) });
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
  throw new Error(`no response for ${url}`);
}

describe("the /en/ prefix", () => {
  it("redirects to the unprefixed page with its query", () => {
    const response = thrownFor("http://site.test/en/product-center?q=camera");
    expect(response.status).toBe(301);
    expect(response.headers.get("Location")).toBe("/product-center?q=camera");
    expect(thrownFor("http://site.test/en").headers.get("Location")).toBe("/home");
  });

  it("never redirects off the site", () => {
    expect(thrownFor("http://site.test/en//evil.example").headers.get("Location")).toBe(
      "/evil.example",
    );
    expect(thrownFor("http://site.test/en/%5Cevil.example").status).toBe(404);
  });

  it("leaves a query too long for a Location header behind", () => {
    const response = thrownFor(`http://site.test/en/login?redirectTo=${"a".repeat(5000)}`);
    expect(response.status).toBe(301);
    expect(response.headers.get("Location")).toBe("/login");
    expect(thrownFor(`http://site.test/en/${"a".repeat(3000)}`).status).toBe(404);
  });
});

describe("the language resolved once per request", () => {
  const at = (url: string) => resolveLanguage(new URL(url, "http://site.test"));

  it("reads a prefix, the default language, or the /en/ redirect from the URL", () => {
    expect(at("/ksa/home")).toMatchObject({
      kind: "page",
      prefix: "ksa",
      language: { lang: "ar" },
    });
    expect(at("/home")).toMatchObject({
      kind: "page",
      prefix: undefined,
      language: { lang: "en" },
    });
    expect(at("/en/home?x=1")).toEqual({ kind: "redirect", location: "/home?x=1" });
    expect(at("/en/%5Cevil.example")).toEqual({ kind: "not-found" });
  });

  it("lets a page through only when its language segment is the URL's prefix", () => {
    const context = { language: at("/jp/about") };
    const request = new Request("http://site.test/jp/about");
    expect(pageLanguage({ params: { lang: "jp" }, request, context }).lang).toBe("ja");
    expect(pageLanguage({ params: {}, request: new Request("http://site.test/about") }).lang).toBe(
      "en",
    );
    // `/xx/about` and `/about/jp` reach a ($lang) route with a segment that is not a language.
    for (const [url, lang] of [
      ["/xx/about", "xx"],
      ["/about/jp", "about"],
    ] as const) {
      const thrown = (() => {
        try {
          pageLanguage({ params: { lang }, request: new Request(`http://site.test${url}`) });
        } catch (response) {
          return response as Response;
        }
      })();
      expect(thrown?.status).toBe(404);
    }
  });
});
