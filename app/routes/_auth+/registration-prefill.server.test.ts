import { describe, expect, it } from "vitest";
import { companyFromPath, countryFromPath } from "./registration-prefill.server";

describe("the QR registration link's prefill", () => {
  it("takes the company name as decoded, in any script", () => {
    expect(companyFromPath("Harbour Vision Ltd")).toBe("Harbour Vision Ltd");
    expect(companyFromPath("  شركة الأمن  ")).toBe("شركة الأمن");
    expect(companyFromPath("桜セキュリティ株式会社")).toBe("桜セキュリティ株式会社");
  });

  it("leaves a malformed or overlong company name empty", () => {
    expect(companyFromPath(undefined)).toBe("");
    expect(companyFromPath("%E0%A4%A")).toBe("");
    expect(companyFromPath("a\u0000b")).toBe("");
    expect(companyFromPath("bad \ufffd decoding")).toBe("");
    expect(companyFromPath("x".repeat(201))).toBe("");
  });

  it("names a known country code in any case, in the visitor's language", () => {
    expect(countryFromPath("br", "en")).toBe("Brazil");
    expect(countryFromPath("JP", "ja")).toBe("日本");
    expect(countryFromPath("sa", "ar")).toBe("المملكة العربية السعودية");
  });

  it("takes a country written as a name in any of the site's languages, or a common short name", () => {
    expect(countryFromPath("Brazil", "en")).toBe("Brazil");
    expect(countryFromPath("brasil", "en")).toBe("Brazil");
    expect(countryFromPath("Brasil", "ar")).toBe("البرازيل");
    expect(countryFromPath("البرازيل", "en")).toBe("Brazil");
    expect(countryFromPath("ブラジル", "pt-BR")).toBe("Brasil");
    expect(countryFromPath("巴西", "en")).toBe("Brazil");
    expect(countryFromPath("Βραζιλία", "en")).toBe("Brazil");
    expect(countryFromPath("Brezilya", "en")).toBe("Brazil");
    expect(countryFromPath("  saudi   ARABIA ", "en")).toBe("Saudi Arabia");
    expect(countryFromPath("Türkiye", "en")).toBe(countryFromPath("TR", "en"));
    expect(countryFromPath("Turkey", "tr")).toBe("Türkiye");
    expect(countryFromPath("México", "en")).toBe("Mexico");
    expect(countryFromPath("UK", "en")).toBe("United Kingdom");
    expect(countryFromPath("USA", "es")).toBe("Estados Unidos");
    expect(countryFromPath("Atlantis", "en")).toBe("");
  });

  it("leaves an unknown or malformed country empty", () => {
    expect(countryFromPath("XX", "en")).toBe("");
    expect(countryFromPath("zz", "en")).toBe("");
    expect(countryFromPath("QM", "en")).toBe("");
    expect(countryFromPath("ZZZ", "en")).toBe("");
    expect(countryFromPath("1", "en")).toBe("");
    expect(countryFromPath(undefined, "en")).toBe("");
  });
});
