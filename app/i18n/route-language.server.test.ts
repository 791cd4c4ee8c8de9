import { describe, expect, it } from "vitest";
import { routeLanguage } from "./route-language.server";

/** The Response routeLanguage throws for a URL under the `en` prefix. */
function thrownFor(url: string): Response {
  try {
    routeLanguage({ lang: "en" }, new Request(url));
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
