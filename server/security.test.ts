import { describe, expect, it } from "vitest";
import {
  loggedTarget,
  contentSecurityPolicy,
  cspNonce,
  isAllowedHost,
  isCrossSiteWrite,
  lastForwarded,
  NON_HTML_CSP,
  nonHtmlPolicy,
  normalizeHost,
  targetProblem,
} from "./security";
import { chooseEncoding, isCompressible } from "./compression";
import { resolvePublicPath } from "./static-files";

describe("cross-site write check", () => {
  const own = "http://localhost:3000";
  it("lets reads through whatever their origin", () => {
    expect(isCrossSiteWrite("GET", { origin: "https://evil.example" }, own)).toBe(false);
  });
  it("refuses writes from another origin or marked cross-site", () => {
    expect(isCrossSiteWrite("POST", { origin: "https://evil.example" }, own)).toBe(true);
    expect(isCrossSiteWrite("POST", { origin: "null" }, own)).toBe(true);
    expect(isCrossSiteWrite("DELETE", { "sec-fetch-site": "cross-site" }, own)).toBe(true);
  });
  it("accepts same-origin writes and clients that send no Origin", () => {
    expect(isCrossSiteWrite("POST", { origin: own, "sec-fetch-site": "same-origin" }, own)).toBe(
      false,
    );
    expect(isCrossSiteWrite("POST", {}, own)).toBe(false);
  });
});

describe("content security policy", () => {
  it("allows only scripts with the nonce and forbids plugins, base and framing", () => {
    const csp = contentSecurityPolicy("abc", false);
    expect(csp).toContain("script-src 'self' 'nonce-abc'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain("unsafe-inline");
  });
});

describe("compression choice", () => {
  it("compresses text, not images or archives", () => {
    expect(isCompressible("text/html; charset=utf-8")).toBe(true);
    expect(isCompressible("application/json")).toBe(true);
    expect(isCompressible("image/svg+xml")).toBe(true);
    expect(isCompressible("image/jpeg")).toBe(false);
    expect(isCompressible("application/zip")).toBe(false);
  });
  it("prefers brotli, honours q=0", () => {
    expect(chooseEncoding("gzip, deflate, br")).toBe("br");
    expect(chooseEncoding("gzip, br;q=0")).toBe("gzip");
    expect(chooseEncoding("identity")).toBe(null);
    expect(chooseEncoding(undefined)).toBe(null);
  });
});

describe("public paths", () => {
  it("stays inside the public folder", () => {
    expect(resolvePublicPath("/srv/public", "/build/a.js")).toBe("/srv/public/build/a.js");
    expect(resolvePublicPath("/srv/public", "/../secret")).toBe(null);
    expect(resolvePublicPath("/srv/public", "/%2e%2e/secret")).toBe(null);
    expect(resolvePublicPath("/srv/public", "/.env")).toBe(null);
    expect(resolvePublicPath("/srv/public", "/%E0%A4%A")).toBe(null);
  });
});

describe("hosts, forwarding headers and request targets", () => {
  it("accepts host names, addresses and ports; refuses anything else", () => {
    expect(normalizeHost("Shop.Example.:8080")).toBe("shop.example:8080");
    expect(normalizeHost("[::1]:3000")).toBe("[::1]:3000");
    expect(normalizeHost("127.0.0.1")).toBe("127.0.0.1");
    for (const bad of ["a b", "evil.example/x", "x:99999", "[::1", "user@host", ""])
      expect(normalizeHost(bad), bad).toBe(null);
  });
  it("matches the allow-list, a bare entry on every port", () => {
    expect(isAllowedHost("localhost:3000", ["localhost"])).toBe(true);
    expect(isAllowedHost("admin.example:8443", ["admin.example:8443"])).toBe(true);
    expect(isAllowedHost("admin.example:8080", ["admin.example:8443"])).toBe(false);
    expect(isAllowedHost("evil.example", ["localhost", "127.0.0.1"])).toBe(false);
  });
  it("takes the last forwarded entry, the one the trusted proxy added", () => {
    expect(lastForwarded("203.0.113.66, 198.51.100.7")).toBe("198.51.100.7");
    expect(lastForwarded(["https", "http"])).toBe("http");
    expect(lastForwarded(undefined)).toBe("");
  });
  it("finds bad percent-encoding and control characters in the path and the query", () => {
    expect(targetProblem("/caf%C3%A9?q=50%25&r=a+b")).toBe(null);
    for (const bad of ["/%C0%AF", "/x/%zz", "/x/%00", "/x?q=%1F", "/x?%7F=1", "x"])
      expect(targetProblem(bad), bad).not.toBe(null);
  });
});

describe("request log", () => {
  it("hides secret query values and cuts long targets", () => {
    expect(loggedTarget("/resetPassword?token=abc123&lang=br")).toBe(
      "/resetPassword?token=…&lang=br",
    );
    expect(loggedTarget("/x?Code=9&q=a")).toBe("/x?Code=…&q=a");
    expect(loggedTarget("/product-center?q=camera")).toBe("/product-center?q=camera");
    expect(loggedTarget(`/a?q=${"x".repeat(2000)}`).length).toBeLessThanOrEqual(513);
  });
});

describe("nonHtmlPolicy", () => {
  it("lets only this origin frame a file that says SAMEORIGIN; everything else stays unframable", () => {
    expect(nonHtmlPolicy("SAMEORIGIN")).toBe("default-src 'none'; frame-ancestors 'self'");
    expect(nonHtmlPolicy(null)).toBe(NON_HTML_CSP);
    expect(nonHtmlPolicy("DENY")).toBe(NON_HTML_CSP);
  });
});

describe("CSP nonces", () => {
  it("are 16 random bytes in base64, never the same twice, across refills of the pool", () => {
    const nonces = Array.from({ length: 2000 }, () => cspNonce());
    expect(new Set(nonces).size).toBe(nonces.length);
    for (const nonce of nonces) expect(Buffer.from(nonce, "base64")).toHaveLength(16);
  });
});
