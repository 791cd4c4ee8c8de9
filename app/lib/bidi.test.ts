import { describe, expect, it } from "vitest";
import { ltrRuns, rtlRuns } from "./bidi";

const isolated = (text: string) =>
  rtlRuns(text)
    .filter((r) => r.isolate)
    .map((r) => r.text);

describe("right-to-left text", () => {
  it("isolates a phone example, keeping the sentence's full stop outside", () => {
    const text = "رمز منطقة من 3 إلى 6 أرقام، ثم شرطة، ثم الرقم، مثل 0066-123456.";
    expect(isolated(text)).toEqual(["3", "6", "0066-123456"]);
    expect(
      rtlRuns(text)
        .map((r) => r.text)
        .join(""),
    ).toBe(text);
  });

  it("keeps an inch mark, a degree sign and a minus sign with their figure", () => {
    expect(isolated('CMOS بمسح تدريجي مقاس 1/1.8"')).toEqual(["CMOS", '1/1.8"']);
    expect(isolated("من −40 °C إلى 60 °C")).toEqual(["−40 °C", "60 °C"]);
    expect(isolated("الميل 14.9° تقريبًا")).toEqual(["14.9°"]);
  });

  it("never splits a pair of brackets, and leaves an unmatched one in the sentence", () => {
    // "(850 nm، …)": the bracket's partner is after the Arabic words
    expect(isolated("60 m (850 nm، أشعة تحت حمراء ذكية)")).toEqual(["60 m", "850 nm"]);
    // a function's brackets stay with it
    expect(isolated("الميل = atan(4 ÷ 15) تقريبًا")).toEqual(["atan(4 ÷ 15)"]);
    expect(isolated("معدل البت (Mbit/s)")).toEqual(["Mbit/s"]);
  });

  it("leaves a text without right-to-left letters whole", () => {
    expect(rtlRuns('1/1.8" progressive-scan CMOS')).toEqual([
      { text: '1/1.8" progressive-scan CMOS', isolate: false },
    ]);
  });
});

describe("left-to-right text", () => {
  it("isolates the Arabic words of a formula, so numbers stay in place", () => {
    const formula = "عرض النطاق = (0 + 59.57) Mbit/s × 1.3 = 77.44 Mbit/s";
    expect(ltrRuns(formula)).toEqual([
      { text: "عرض النطاق", isolate: true },
      { text: " = (0 + 59.57) Mbit/s × 1.3 = 77.44 Mbit/s", isolate: false },
    ]);
    expect(
      ltrRuns("(16 كاميرا × 1 بث + 0 قناة تخزين مؤقت)")
        .filter((r) => r.isolate)
        .map((r) => r.text),
    ).toEqual(["كاميرا", "بث", "قناة تخزين مؤقت"]);
  });

  it("leaves a formula without right-to-left words as it is", () => {
    expect(ltrRuns("tilt = atan(4 m ÷ 15 m) = 14.9°")).toEqual([
      { text: "tilt = atan(4 m ÷ 15 m) = 14.9°", isolate: false },
    ]);
  });
});
