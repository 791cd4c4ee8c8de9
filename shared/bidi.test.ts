import { describe, expect, it } from "vitest";
import { isolateFormula, isolateRuns, isolateStrings } from "./bidi";

/** The isolated runs of a text, in order. */
const isolated = (text: string) =>
  [...text.matchAll(/[\u2066\u2067]([^\u2069]*)\u2069/g)].map((m) => m[1]);
const plain = (text: string) => text.replace(/[\u2066-\u2069]/g, "");

describe("a right-to-left text", () => {
  it("isolates a phone example, keeping the sentence's full stop outside", () => {
    const text = "رمز منطقة من 3 إلى 6 أرقام، ثم شرطة، ثم الرقم، مثل 0066-123456.";
    const result = isolateRuns(text);
    expect(isolated(result)).toEqual(["3", "6", "0066-123456"]);
    expect(result).toContain("\u20660066-123456\u2069.");
    expect(plain(result)).toBe(text);
  });

  it("keeps an inch mark, a degree sign and a minus sign with their figure", () => {
    expect(isolated(isolateRuns('CMOS بمسح تدريجي مقاس 1/1.8"'))).toEqual(["CMOS", '1/1.8"']);
    expect(isolated(isolateRuns("من −40 °C إلى 60 °C"))).toEqual(["−40 °C", "60 °C"]);
    expect(isolated(isolateRuns("الميل 14.9° تقريبًا"))).toEqual(["14.9°"]);
  });

  it("never splits a pair of brackets, and leaves an unmatched one in the sentence", () => {
    expect(isolated(isolateRuns("60 m (850 nm، أشعة تحت حمراء ذكية)"))).toEqual(["60 m", "850 nm"]);
    expect(isolated(isolateRuns("الميل = atan(4 ÷ 15) تقريبًا"))).toEqual(["atan(4 ÷ 15)"]);
    expect(isolated(isolateRuns("معدل البت (Mbit/s)"))).toEqual(["Mbit/s"]);
  });

  it("keeps a placeholder whole, with its unit, and leaves one alone in the sentence", () => {
    expect(isolated(isolateRuns("من {{min}} إلى {{max}} m"))).toEqual(["{{max}} m"]);
    expect(isolateRuns("{{country}}: عدد الشركاء {{count}}")).toBe(
      "{{country}}: عدد الشركاء {{count}}",
    );
  });

  it("leaves a text without right-to-left letters, or already isolated, as it is", () => {
    expect(isolateRuns('1/1.8" progressive-scan CMOS')).toBe('1/1.8" progressive-scan CMOS');
    const once = isolateRuns("مثل 0066-123456");
    expect(isolateRuns(once)).toBe(once);
  });
});

describe("a formula", () => {
  it("isolates its Arabic words, so the numbers stay in place", () => {
    const formula = "عرض النطاق = ({{video}} + {{images}}) Mbit/s × {{reserve}} = {{total}} Mbit/s";
    const result = isolateFormula(formula);
    expect(result.startsWith("\u2067عرض النطاق\u2069 = ({{video}} + {{images}})")).toBe(true);
    expect(
      isolated(isolateFormula("({{cameras}} كاميرا × {{streams}} بث + 0 قناة تخزين مؤقت)")),
    ).toEqual(["كاميرا", "بث", "قناة تخزين مؤقت"]);
  });

  it("leaves a formula without right-to-left words as it is", () => {
    expect(isolateFormula("tilt = atan(4 m ÷ 15 m) = 14.9°")).toBe(
      "tilt = atan(4 m ÷ 15 m) = 14.9°",
    );
  });
});

describe("the strings of a language", () => {
  it("isolate formulas as formulas and the rest as sentences", () => {
    const strings = isolateStrings({
      fields: { phoneHint: "مثل 0066-123456" },
      formulas: { bandwidth: "عرض النطاق = {{total}} Mbit/s" },
    });
    expect(strings.fields.phoneHint).toBe("مثل \u20660066-123456\u2069");
    expect(strings.formulas.bandwidth).toBe("\u2067عرض النطاق\u2069 = {{total}} Mbit/s");
  });
});

describe("the markup of a string", () => {
  it("keeps its tags whole and outside the runs", () => {
    const result = isolateRuns("اقرأ <link>سياسة الخصوصية</link> عن 5 MP");
    expect(result).toBe("اقرأ <link>سياسة الخصوصية</link> عن \u20665 MP\u2069");
    expect(isolated(isolateRuns('الحجم <b>1/1.8"</b>'))).toEqual(['1/1.8"']);
  });
});
