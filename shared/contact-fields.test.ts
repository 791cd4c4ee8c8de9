import { describe, expect, it } from "vitest";
import { z } from "zod";
import { isValidTelephone, normalizeTelephone, telephoneField } from "./contact-fields";

describe("telephone numbers as people write them", () => {
  it.each([
    ["+44 20 7946 0958", "0044-2079460958"],
    ["0044 20 7946 0958", "0044-2079460958"],
    ["0044-2079460958", "0044-2079460958"],
    ["0044-20-7946-0958", "0044-2079460958"],
    ["+44 (0)20 7946 0958", "0044-2079460958"],
    ["+44 (20) 7946-0958", "0044-2079460958"],
    ["+442079460958", "0044-2079460958"],
    ["  +44 20 7946 0958  ", "0044-2079460958"],
    ["+1 (555) 010-0100", "001-5550100100"],
    ["+1 555 0100", "001-5550100"],
    ["+7 495 123-45-67", "007-4951234567"],
    ["+55 11 91234-5678", "0055-11912345678"],
    ["+353 1 234 5678", "00353-12345678"],
    ["+971 4 123 4567", "00971-41234567"],
    ["+886 2 2345 6789", "00886-223456789"],
    ["00 81 3 1234 5678", "0081-312345678"],
    ["+66.2.123.4567", "0066-21234567"],
    ["(020) 7946 0958", "020-79460958"],
    ["020 7946 0958", "020-79460958"],
    ["020-7946-0958", "020-79460958"],
    ["030/1234567", "030-1234567"],
  ])("%s → %s", (typed, written) => {
    expect(normalizeTelephone(typed)).toBe(written);
    expect(isValidTelephone(written)).toBe(true);
  });

  it("keeps a number already in the spec's form as it was typed", () => {
    expect(normalizeTelephone("0066-123456")).toBe("0066-123456");
    expect(normalizeTelephone("123456-7890")).toBe("123456-7890");
  });

  it.each([
    "",
    "   ",
    "hello",
    "0044 20 7946 0958 ext. 12",
    "02079460958",
    "+44",
    "+44 12",
    "12-3456",
    "+44 20 7946 0958 1234 5678 9",
    "+44 ((20)) 7946 0958",
    "+44 (20 7946 0958",
    "020 (7946) 0958",
    "++44 20 7946 0958",
    "+44 20 7946 0958\u0000",
    `+44 ${"1 ".repeat(30)}`,
  ])("refuses %j", (typed) => {
    expect(normalizeTelephone(typed)).toBeNull();
  });

  it("the field schema stores the spec's form and refuses others with the form's message", () => {
    const schema = z.object({ phone: telephoneField(z.string().trim().min(1, "required"), "bad") });
    expect(schema.parse({ phone: "+44 20 7946 0958" })).toEqual({ phone: "0044-2079460958" });
    const refused = schema.safeParse({ phone: "02079460958" });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues.map((i) => i.message)).toEqual(["bad"]);
    expect(schema.safeParse({ phone: "" }).error?.issues.map((i) => i.message)).toEqual([
      "required",
    ]);
  });
});
