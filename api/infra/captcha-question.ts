import { randomInt } from "node:crypto";

/**
 * The text alternative to the image captcha, for visitors who cannot see the image: a sum or a
 * difference of two small numbers, which the site words in the visitor's language ("What is 7 plus
 * 5?"). The answer is a number in digits, kept hashed like an image answer (same table, expiry and
 * single use).
 */
export interface CaptchaQuestion {
  a: number;
  b: number;
  operation: "plus" | "minus";
}

export function randomCaptchaQuestion(): { question: CaptchaQuestion; answer: string } {
  const operation = randomInt(0, 2) === 0 ? "plus" : "minus";
  const a = randomInt(2, 20);
  // A difference is never negative.
  const b = operation === "plus" ? randomInt(1, 10) : randomInt(1, a);
  return { question: { a, b, operation }, answer: String(operation === "plus" ? a + b : a - b) };
}

/** Arabic-Indic (٠–٩) and Persian (۰–۹) digits as ASCII ones. */
const eastArabicDigits = /[\u0660-\u0669\u06f0-\u06f9]/g;

/**
 * A captcha answer as it is compared: full-width letters and digits (typed with a Japanese or
 * Chinese input method) and Arabic-Indic digits read as ASCII, spaces around it dropped, letters in
 * upper case.
 */
export function normalizeCaptchaAnswer(answer: string): string {
  return answer
    .normalize("NFKC")
    .replace(eastArabicDigits, (digit) => String((digit.charCodeAt(0) - 0x0660) % 0x90))
    .trim()
    .toUpperCase();
}
