import { describe, expect, it } from "vitest";
import { analyse, holds, holdsPhrase, isQuery, parseQuery, plainText, wordForms } from "./words";

/** Whether every word of `query` is in `text`, both in `language`. */
const finds = (text: string, query: string, language = "en") => {
  const read = analyse(text, language);
  const { terms } = parseQuery(query, language);
  return terms.length > 0 && terms.every((term) => holds(read, term, language));
};

describe("wordForms", () => {
  it("reads English plurals and verb endings", () => {
    expect(wordForms("cameras", "en")).toContain("camera");
    expect(wordForms("switches", "en")).toContain("switch");
    expect(wordForms("batteries", "en")).toContain("battery");
    expect(wordForms("mounted", "en")).toContain("mount");
    expect(wordForms("housing", "en")).toContain("house");
    expect(wordForms("labelled", "en")).toContain("label");
  });
  it("writes British spellings the American way", () => {
    expect(wordForms("licence", "en")).toContain("license");
    expect(wordForms("colour", "en")).toContain("color");
    expect(wordForms("centres", "en")).toContain("center");
    expect(wordForms("organised", "en")).toContain("organize");
    expect(wordForms("catalogue", "en")).toContain("catalog");
    expect(wordForms("aluminium", "en")).toContain("aluminum");
  });
  it("never cuts a word below three letters", () => {
    expect(wordForms("is", "en")).toEqual(["is"]);
    expect(wordForms("uses", "en")).not.toContain("us");
  });
  it("reads Portuguese, Spanish, Turkish and Greek plurals", () => {
    expect(wordForms("imagens", "br")).toContain("imagem");
    expect(wordForms("cameras", "es")).toContain("camera");
    expect(wordForms("luces", "es")).toContain("luz");
    expect(wordForms(plainText("kameraları"), "tur")).toContain("kamer");
    expect(wordForms(plainText("κάμερες"), "el")).toContain("καμερ");
    expect(wordForms(plainText("κάμερα"), "el")).toContain("καμερ");
  });
  it("removes the Arabic conjunction, article and one suffix", () => {
    expect(wordForms(plainText("الكاميرات"), "ksa")).toContain("كامير");
    expect(wordForms(plainText("وكاميرا"), "ksa")).toContain("كامير");
    expect(wordForms(plainText("لوحة"), "ksa")).toContain("لوح");
  });
});

describe("matching words", () => {
  it("finds every word of the query in any order, with plural and spelling variants", () => {
    const title = "4 MP licence-plate recognition camera";
    expect(finds(title, "license plate")).toBe(true);
    expect(finds(title, "Licence plates")).toBe(true);
    expect(finds(title, "camera recognition plate")).toBe(true);
    expect(finds(title, "licence vehicle")).toBe(false);
    expect(finds("Colour night vision", "color")).toBe(true);
  });
  it("matches words, not parts of words", () => {
    expect(finds("Thermal cameras for fire detection", "the")).toBe(false);
    expect(finds("Thermal cameras for fire detection", "therm")).toBe(false);
    expect(finds("Installation of a dome", "all")).toBe(false);
  });
  it("leaves out common short words when others remain", () => {
    expect(parseQuery("the camera for a car park", "en").terms.map((t) => t.text)).toEqual([
      "camera",
      "car",
      "park",
    ]);
    expect(parseQuery("the", "en").terms.map((t) => t.text)).toEqual(["the"]);
    expect(parseQuery("%_\\", "en").terms).toEqual([]);
  });
  it("reads Arabic without vowel marks, hamza forms, ta marbuta or article", () => {
    const title = "كاميرا أسطوانية حرارية ثنائية الطيف";
    expect(finds(title, "الكاميرات الحراريّة", "ksa")).toBe(true);
    expect(finds(title, "اسطوانيه", "ksa")).toBe(true);
    expect(finds(title, "كاميرا قبية", "ksa")).toBe(false);
  });
  it("cuts Japanese and Chinese queries into words found anywhere in the text", () => {
    // The particle の is left out; the dictionary may cut the loanword サーマル further.
    const jp = parseQuery("サーマルのカメラ", "jp").terms.map((t) => t.text);
    expect(jp.join("")).toBe("サーマルカメラ");
    expect(jp.at(-1)).toBe("カメラ");
    expect(parseQuery("热成像摄像机", "zh").terms.map((t) => t.text)).toEqual(["热成像", "摄像机"]);
    expect(
      finds("バイスペクトル サーマルバレットカメラ（640 × 512）", "サーマルカメラ", "jp"),
    ).toBe(true);
    expect(finds("双光谱热成像枪式摄像机", "热成像摄像机", "zh")).toBe(true);
    expect(finds("双光谱热成像枪式摄像机", "车牌识别", "zh")).toBe(false);
  });
  it("reads full-width letters as ASCII", () => {
    expect(finds("NV-B560-LPR", "ＬＰＲ")).toBe(true);
  });
  it("matches a model number by the beginning of its parts when asked", () => {
    const model = analyse("NV-B560-LPR", "en");
    const [term] = parseQuery("B56", "en").terms;
    expect(holds(model, term!, "en")).toBe(false);
    expect(holds(model, term!, "en", true)).toBe(true);
  });
  it("finds the whole query: its words side by side, in order, in any form", () => {
    const text = analyse("Bi-spectrum thermal bullet cameras for a car park", "en");
    const phrase = (q: string) => holdsPhrase(text, parseQuery(q, "en"), "en");
    expect(phrase("thermal bullet")).toBe(true);
    expect(phrase("bullet camera")).toBe(true);
    expect(phrase("cameras for car parks")).toBe(true);
    expect(phrase("bullet thermal")).toBe(false);
    expect(phrase("thermal camera")).toBe(false);
    const jp = analyse("バイスペクトル サーマルバレットカメラ", "jp");
    expect(holdsPhrase(jp, parseQuery("サーマルバレット", "jp"), "jp")).toBe(true);
    expect(holdsPhrase(jp, parseQuery("サーマルカメラ", "jp"), "jp")).toBe(false);
  });
  it("tells a text that is the query and nothing more", () => {
    const query = parseQuery("people counting", "en");
    expect(isQuery(analyse("People Counting", "en"), query, "en")).toBe(true);
    expect(isQuery(analyse("3D people-counting camera", "en"), query, "en")).toBe(false);
    expect(isQuery(analyse("人数统计", "zh"), parseQuery("人数统计", "zh"), "zh")).toBe(true);
  });
});
