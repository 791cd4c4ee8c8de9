import { describe, expect, it } from "vitest";
import { isValidEmail } from "./email";

describe("e-mail rule", () => {
  it.each([
    "maria@partner.example",
    "first.last+deals@sub.partner-co.example",
    `${"a".repeat(63)}@x.example`,
  ])("accepts %s", (value) => expect(isValidEmail(value)).toBe(true));

  it.each([
    ["no at sign", "maria.partner.example"],
    ["empty local part", "@partner.example"],
    ["leading dot", ".maria@partner.example"],
    ["trailing dot", "maria.@partner.example"],
    ["two dots in a row", "ma..ria@partner.example"],
    ["invalid character", "ma ria@partner.example"],
    ["local part over 63", `${"a".repeat(64)}@x.example`],
    ["no domain name", "maria@"],
    ["domain without dot", "maria@localhost"],
    ["domain starts with hyphen", "maria@-partner.example"],
    ["domain ends with hyphen", "maria@partner-.example"],
    ["invalid domain character", "maria@part_ner.example"],
    [
      "over 254 characters",
      `a@${"b".repeat(60)}.${"c".repeat(60)}.${"d".repeat(60)}.${"e".repeat(70)}.example`,
    ],
  ])("refuses %s", (_why, value) => expect(isValidEmail(value)).toBe(false));
});
