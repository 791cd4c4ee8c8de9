import { describe, expect, it } from "vitest";
import { normalizeCaptchaAnswer, randomCaptchaQuestion } from "./captcha-question";

describe("captcha question", () => {
  it("asks a sum or a non-negative difference of small numbers", () => {
    for (let i = 0; i < 200; i++) {
      const { question, answer } = randomCaptchaQuestion();
      const { a, b, operation } = question;
      expect(Number(answer)).toBe(operation === "plus" ? a + b : a - b);
      expect(Number(answer)).toBeGreaterThanOrEqual(0);
      expect(Number(answer)).toBeLessThan(40);
    }
  });

  it("reads full-width and Arabic-Indic digits and letters as ASCII", () => {
    expect(normalizeCaptchaAnswer(" １２ ")).toBe("12");
    expect(normalizeCaptchaAnswer("١٢")).toBe("12");
    expect(normalizeCaptchaAnswer("۱۲")).toBe("12");
    expect(normalizeCaptchaAnswer("ａｂ3k")).toBe("AB3K");
  });
});
