import { describe, expect, it } from "vitest";
import { languageOfPath, localizePath, stripLanguage, LANGUAGES } from "./languages";

describe("languages", () => {
  it("reads the language from the first path segment only", () => {
    expect(languageOfPath("/ksa/home").lang).toBe("ar");
    expect(languageOfPath("/br/about").lang).toBe("pt-BR");
    expect(languageOfPath("/home").lang).toBe("en");
    expect(languageOfPath("/home/ksa").lang).toBe("en");
    expect(languageOfPath("/xx/home").lang).toBe("en");
  });

  it("strips and adds prefixes symmetrically", () => {
    expect(stripLanguage("/jp/about")).toBe("/about");
    expect(stripLanguage("/jp")).toBe("/");
    expect(stripLanguage("/about")).toBe("/about");
    for (const l of LANGUAGES) {
      expect(stripLanguage(localizePath("/legal", l))).toBe("/legal");
    }
    expect(localizePath("/legal", LANGUAGES[2])).toBe("/ksa/legal");
  });

  it("has eight languages with exactly one right-to-left", () => {
    expect(LANGUAGES).toHaveLength(8);
    expect(LANGUAGES.filter((l) => l.dir === "rtl").map((l) => l.code)).toEqual(["ksa"]);
  });
});
