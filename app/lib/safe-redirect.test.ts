import { describe, expect, it } from "vitest";
import { isOffSitePath, MAX_REDIRECT_LENGTH, safeRedirect } from "./safe-redirect";

const origin = "https://www.northlight.example";

/** Where a browser goes when the site answers `Location: target` to a page of the site. */
const browserTarget = (target: string) => new URL(target, `${origin}/login`);

describe("safeRedirect", () => {
  it("keeps paths of this site", () => {
    expect(safeRedirect("/br/personal-center?tab=deals", origin, "/home")).toBe(
      "/br/personal-center?tab=deals",
    );
    expect(safeRedirect(`${origin}/about`, origin, "/home")).toBe("/about");
    expect(safeRedirect("/product-center?q=a%2Fb#top", origin, "/home")).toBe(
      "/product-center?q=a%2Fb#top",
    );
    expect(safeRedirect("/x/../about", origin, "/home")).toBe("/about");
    expect(safeRedirect("/about?next=//evil.example", origin, "/home")).toBe(
      "/about?next=//evil.example",
    );
  });

  const hostile = [
    "//evil.example",
    "///evil.example",
    "////evil.example/x",
    "/\t/evil.example",
    "/\n/evil.example",
    "/\r\n/evil.example",
    "\t//evil.example",
    " //evil.example",
    "/\\evil.example",
    "\\\\evil.example",
    "/\\/evil.example",
    "https://evil.example/x",
    "http:evil.example",
    "https:/evil.example",
    "HTTPS://evil.example",
    "javascript:alert(1)",
    "JaVaScRiPt:alert(1)",
    "data:text/html,<script>alert(1)</script>",
    "/.//evil.example",
    "/./\\evil.example",
    "/x/..//evil.example",
    "/home/..//evil.example",
    "/home/../..//evil.example",
    "/%2e/%2e%2e//evil.example",
    "/%2E%2E//evil.example",
    "%2F%2Fevil.example",
    "/%2F%2Fevil.example",
    "/%2fevil.example",
    "/%5Cevil.example",
    "/%5cevil.example",
    "/%252F%252Fevil.example",
    "/%09/evil.example",
    "/\u0000/evil.example",
    "/\u007f/evil.example",
    `${origin}//evil.example`,
    `${origin}/.//evil.example`,
    `${origin}.evil.example/`,
    `${origin}@evil.example/`,
    "https://www.northlight.example:444/x",
    "http://www.northlight.example/x",
    "evil.example",
    "about",
    `/${"a".repeat(MAX_REDIRECT_LENGTH)}`,
    `/home?${"x".repeat(1024 * 1024)}`,
    "",
  ];

  it.each(hostile)("refuses %j", (to) => {
    expect(safeRedirect(to, origin, "/home")).toBe("/home");
  });

  it("never answers a target that a browser resolves off the site", () => {
    for (const to of hostile) {
      const target = safeRedirect(to, origin, "/fallback");
      expect(browserTarget(target).origin, JSON.stringify(to)).toBe(origin);
      expect(isOffSitePath(browserTarget(target).pathname), JSON.stringify(to)).toBe(false);
    }
  });

  it("refuses non-strings", () => {
    expect(safeRedirect(null, origin, "/home")).toBe("/home");
    expect(safeRedirect(undefined, origin, "/home")).toBe("/home");
    expect(safeRedirect(new File(["x"], "x.txt"), origin, "/home")).toBe("/home");
  });
});

describe("isOffSitePath", () => {
  it.each([
    ["/home", false],
    ["/a%2Fb", false],
    ["//evil.example", true],
    ["/\\evil.example", true],
    ["/%2F%2Fevil.example", true],
    ["/%5Cevil.example", true],
    ["/%E0%A4%A", true],
  ])("%j → %s", (path, offSite) => expect(isOffSitePath(path)).toBe(offSite));
});
