import { describe, expect, it } from "vitest";
import { PGP_KEY_PATH, SECURITY_TXT_DAYS, securityTxt } from "./security-txt.server";

const KEY = "-----BEGIN PGP PUBLIC KEY BLOCK-----\n\nmQENBF\n-----END PGP PUBLIC KEY BLOCK-----\n";

describe("securityTxt", () => {
  it("writes the fields of RFC 9116 with an expiry SECURITY_TXT_DAYS ahead, at the start of a day", () => {
    const text = securityTxt(
      "https://www.example.com",
      { email: "psirt@example.com", pgpKey: null },
      new Date("2026-11-29T17:45:00Z"),
    );
    expect(text).toBe(
      [
        "Contact: mailto:psirt@example.com",
        `Expires: ${new Date(Date.UTC(2026, 10, 29 + SECURITY_TXT_DAYS)).toISOString()}`,
        "Preferred-Languages: en, pt-BR, ar, tr, el, es, ja, zh-CN",
        "Canonical: https://www.example.com/.well-known/security.txt",
        "CSAF: https://www.example.com/.well-known/csaf/provider-metadata.json",
        "Policy: https://www.example.com/security",
        "",
      ].join("\n"),
    );
    expect(text).toContain("Expires: 2027-05-28T00:00:00.000Z");
  });

  it("points to the key when one is configured", () => {
    const text = securityTxt("https://www.example.com", { email: "a@b.example", pgpKey: KEY });
    expect(text).toContain(`Encryption: https://www.example.com${PGP_KEY_PATH}\n`);
  });
});
