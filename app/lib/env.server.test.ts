import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError } from "#shared/env";
import { readSiteConfig } from "./env.server";

describe("the site's settings", () => {
  it("has the embedded defaults of npm start", () => {
    const config = readSiteConfig({});
    expect(config.apiClientId).toBe("partner-portal");
    expect(config.brandTenant).toBe("northlight");
    expect(config.siteOrigin).toBeNull();
    expect(config.sessionSecret).toBeUndefined();
    expect(config.brand.name).toBe("Northlight Vision");
    expect(config.keptMarkup).toBe(true);
    expect(config.brand.social.map((s) => s.name)).toEqual([
      "LinkedIn",
      "YouTube",
      "X",
      "Facebook",
    ]);
  });

  it("keeps only the origin of SITE_URL", () => {
    expect(readSiteConfig({ SITE_URL: "https://www.example.com/some/path" }).siteOrigin).toBe(
      "https://www.example.com",
    );
  });

  it("hides a social link set to an empty string and accepts a logo on this site", () => {
    const { brand } = readSiteConfig({ SOCIAL_X_URL: "", BRAND_LOGO_URL: "/logo.svg" });
    expect(brand.social.map((s) => s.name)).not.toContain("X");
    expect(brand.logoUrl).toBe("/logo.svg");
  });

  it("reads the security contact and its OpenPGP key file, and refuses a file that holds no key", () => {
    expect(readSiteConfig({}).security).toEqual({
      email: "security@northlight-vision.example",
      pgpKey: null,
    });
    const folder = mkdtempSync(path.join(tmpdir(), "pgp-"));
    const key = path.join(folder, "key.asc");
    const armoured =
      "-----BEGIN PGP PUBLIC KEY BLOCK-----\n\nmQENBF\n-----END PGP PUBLIC KEY BLOCK-----\n";
    writeFileSync(key, armoured);
    expect(
      readSiteConfig({ SECURITY_EMAIL: "psirt@example.com", SECURITY_PGP_KEY_FILE: key }).security,
    ).toEqual({ email: "psirt@example.com", pgpKey: armoured });
    const secret = path.join(folder, "secret.asc");
    writeFileSync(
      secret,
      "-----BEGIN PGP PRIVATE KEY BLOCK-----\n\nx\n-----END PGP PRIVATE KEY BLOCK-----\n",
    );
    expect(() => readSiteConfig({ SECURITY_PGP_KEY_FILE: secret })).toThrow(ConfigError);
    expect(() => readSiteConfig({ SECURITY_PGP_KEY_FILE: path.join(folder, "none") })).toThrow(
      ConfigError,
    );
  });

  it("renders every part on each page with KEPT_MARKUP=0", () => {
    expect(readSiteConfig({ KEPT_MARKUP: "0" }).keptMarkup).toBe(false);
  });

  it.each([
    ["KEPT_MARKUP", "off"],
    ["SITE_URL", "www.example.com"],
    ["SITE_URL", "ftp://example.com"],
    ["APP_DOWNLOAD_URL", "not a url"],
    ["SOCIAL_YOUTUBE_URL", "javascript:alert(1)"],
    ["BRAND_LOGO_URL", "//evil.example/logo.png"],
    ["SESSION_SECRET", "short"],
  ])("stops the start on a bad %s, naming it", (name, value) => {
    let error: unknown;
    try {
      readSiteConfig({ [name]: value });
    } catch (thrown) {
      error = thrown;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as Error).message).toContain(name);
  });
});
