import { readFileSync } from "node:fs";
import path from "node:path";
import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { fileSchema } from "./file-schema";
import { INTENT_FIELD, isValidateIntent } from "./intent";
import { inputOnly, intentReply } from "./intent.server";
import { parseForm } from "./parse.server";
import { isPending } from "./submit-button";

/** The deal form's competitors: the shape of every repeatable list. */
const schema = z.object({
  title: z.string({ error: "form.required" }),
  competitors: z
    .array(z.object({ name: z.string({ error: "form.required" }), product: z.string().optional() }))
    .min(1)
    .max(5),
});

function form(entries: [string, string | File][]) {
  const data = new FormData();
  for (const [k, v] of entries) data.append(k, v);
  return data;
}

const rows: [string, string][] = [
  ["title", "Harbour project"],
  ["competitors[0].name", "Acme"],
  ["competitors[0].product", "A-100"],
  ["competitors[1].name", "Globex"],
];

describe("repeatable rows without JavaScript", () => {
  it("adds a row: the reply holds the rows sent plus the new one, status 200", () => {
    const intent = JSON.stringify({
      type: "insert",
      payload: { name: "competitors", defaultValue: { name: "" } },
    });
    const submission = parseWithZod(form([...rows, [INTENT_FIELD, intent]]), { schema });
    expect(submission.status).toBeUndefined();
    const response = intentReply(submission);
    expect(response?.init?.status).toBe(200);
    const reply = response?.data;
    expect(reply?.intent).toMatchObject({ type: "insert" });
    // The new row is empty (no value yet): the page renders three rows.
    const competitors = reply?.initialValue?.competitors as unknown[];
    expect(competitors).toHaveLength(3);
    expect(competitors.slice(0, 2)).toEqual([
      { name: "Acme", product: "A-100" },
      { name: "Globex" },
    ]);
    expect(reply?.initialValue?.title).toBe("Harbour project");
  });

  it("removes a row by its index and keeps the others", () => {
    const intent = JSON.stringify({ type: "remove", payload: { name: "competitors", index: 0 } });
    const submission = parseWithZod(form([...rows, [INTENT_FIELD, intent]]), { schema });
    const reply = intentReply(submission)?.data;
    expect(reply?.initialValue?.competitors).toEqual([{ name: "Globex" }]);
  });

  it("leaves a real submission to the action's own checks", () => {
    const submission = parseWithZod(form(rows), { schema });
    expect(submission.status).toBe("success");
    expect(intentReply(submission)).toBeNull();
    expect(submission.status === "success" && submission.value.competitors).toHaveLength(2);
  });

  it("recognises the check of one field (a step such as sending a code)", () => {
    expect(isValidateIntent({ type: "validate", payload: { name: "email" } }, "email")).toBe(true);
    expect(isValidateIntent({ type: "validate", payload: {} }, "email")).toBe(false);
    expect(isValidateIntent(null, "email")).toBe(false);
  });
});

describe("a forged intent", () => {
  it("is refused with 400, not a failed action", () => {
    const refusal = (intent: string) => {
      try {
        parseForm(form([...rows, [INTENT_FIELD, intent]]), schema);
      } catch (thrown) {
        return (thrown as Response).status;
      }
      return "accepted";
    };
    expect(refusal("not json")).toBe(400);
    expect(refusal(JSON.stringify({ type: "insert", payload: { name: "title" } }))).toBe(400);
    expect(
      refusal(JSON.stringify({ type: "remove", payload: { name: "competitors", index: 0 } })),
    ).toBe("accepted");
  });
});

describe("file fields", () => {
  const schema = z.object({ file: fileSchema({ maxBytes: 10, types: ["application/pdf"] }) });
  const errorOf = (file?: File) =>
    parseWithZod(form(file ? [["file", file]] : []), { schema }).reply().error?.file;

  it("refuses a missing, too large or wrong file at the field", () => {
    expect(errorOf()).toEqual(["form.fileRequired"]);
    expect(errorOf(new File(["x".repeat(11)], "a.pdf", { type: "application/pdf" }))).toEqual([
      "form.fileTooLarge",
    ]);
    expect(errorOf(new File(["x"], "a.exe", { type: "application/x-msdownload" }))).toEqual([
      "form.fileType",
    ]);
    expect(errorOf(new File(["x"], "a.pdf", { type: "application/pdf" }))).toBeUndefined();
  });
});

describe("pending state of a submit button", () => {
  const sending = (entries: [string, string][], formAction = "/register") => ({
    state: "submitting" as const,
    formAction,
    formMethod: "POST" as const,
    formData: form(entries),
  });

  it("is this form's submission only, and only its own button", () => {
    const register = sending([["email", "a@b.example"]]);
    const sendCode = sending([[INTENT_FIELD, "send"]]);
    expect(isPending(register, { action: "/register" })).toBe(true);
    expect(isPending(register, { action: "/logout" })).toBe(false);
    expect(isPending(sendCode, { action: "/register" })).toBe(false);
    expect(isPending(sendCode, { action: "/register", name: INTENT_FIELD, value: "send" })).toBe(
      true,
    );
    expect(
      isPending(
        { state: "idle", formAction: undefined, formMethod: undefined, formData: undefined },
        { action: "/register" },
      ),
    ).toBe(false);
  });
});

describe("a button that only changes part of the form", () => {
  it("gives the input back without errors and without the hidden fields", () => {
    const login = z.object({ email: z.string(), password: z.string(), code: z.string().min(4) });
    const submission = parseWithZod(
      form([
        ["email", "someone@partner.example"],
        ["password", "kept 1"],
        ["code", "X"],
      ]),
      { schema: login },
    );
    expect(submission.status).toBe("error");
    const reply = inputOnly(submission, { hideFields: ["code"] });
    expect(reply.initialValue).toEqual({ email: "someone@partner.example", password: "kept 1" });
    expect(reply.error).toEqual({});
    expect(reply.status).toBeUndefined();
  });
});

describe("a password is never sent back", () => {
  const change = z.object({
    email: z.string(),
    oldPassword: z.string(),
    password: z.string().min(8),
    confirmPassword: z.string(),
  });
  const typed = form([
    ["email", "someone@partner.example"],
    ["oldPassword", "old secret 1"],
    ["password", "short"],
    ["confirmPassword", "short"],
  ]);

  it("leaves every password field out of a refusal, an intent's reply and the input given back", () => {
    const submission = parseForm(typed, change);
    expect(submission.status).toBe("error");
    const replies = [
      submission.reply(),
      submission.reply({ formErrors: ["form.errors.unavailable"] }),
      submission.reply({ fieldErrors: { email: ["auth:emailInvalid"] }, hideFields: ["email"] }),
      inputOnly(submission),
    ];
    for (const reply of replies) {
      expect(JSON.stringify(reply)).not.toContain("secret");
      expect(JSON.stringify(reply)).not.toContain("short");
      expect(Object.keys(reply.initialValue ?? {}).filter((k) => /password/i.test(k))).toEqual([]);
    }
    expect(replies[0]?.initialValue).toEqual({ email: "someone@partner.example" });
    expect(replies[0]?.error?.password).toBeDefined();
  });

  it("keeps the other fields as typed, and the parsed value still has the password", () => {
    const submission = parseForm(
      form([
        ["email", "someone@partner.example"],
        ["oldPassword", "old secret 1"],
        ["password", "new secret 1"],
        ["confirmPassword", "new secret 1"],
      ]),
      change,
    );
    expect(submission.status).toBe("success");
    expect(submission.status === "success" && submission.value.password).toBe("new secret 1");
    expect(submission.reply().initialValue).toEqual({ email: "someone@partner.example" });
  });
});
describe("messages of checks a schema left without one", () => {
  const english = JSON.parse(
    readFileSync(path.join(process.cwd(), "locales/en/common.json"), "utf8"),
  ) as Record<string, unknown>;
  const exists = (key: string) =>
    key.split(".").reduce<unknown>((at, k) => (at as Record<string, unknown>)?.[k], english);
  const schema = z.object({
    // A date checked by a pattern with a message: conform reads an empty field as missing.
    day: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "deals:errors.required"),
    iso: z.iso.date(),
    email: z.email(),
    web: z.url(),
    count: z.number().int().min(1).max(9),
    words: z.string().min(3).max(5),
    kind: z.enum(["a", "b"]),
    tags: z.array(z.string()).min(1).max(2),
    flag: z.boolean(),
  });
  const errors = (entries: [string, string][]) =>
    parseForm(form(entries), schema).reply().error ?? {};

  it("are the kit's translated keys, never zod's English", () => {
    const missing = errors([]);
    expect(missing).toEqual({
      day: ["form.invalid.required"],
      iso: ["form.invalid.required"],
      email: ["form.invalid.required"],
      web: ["form.invalid.required"],
      count: ["form.invalid.required"],
      words: ["form.invalid.required"],
      kind: ["form.invalid.required"],
      tags: ["form.invalid.tooFew"],
      flag: ["form.invalid.required"],
    });
    const wrong = errors([
      ["day", "soon"],
      ["iso", "2026-02-30"],
      ["email", "nobody"],
      ["web", "not a web address"],
      ["count", "x"],
      ["words", "ab"],
      ["kind", "c"],
      ["tags", "1"],
      ["tags", "2"],
      ["tags", "3"],
      ["flag", "maybe"],
    ]);
    expect(wrong).toEqual({
      day: ["deals:errors.required"],
      iso: ["form.invalid.date"],
      email: ["form.invalid.email"],
      web: ["form.invalid.url"],
      count: ["form.invalid.number"],
      words: ["form.invalid.tooShort"],
      kind: ["form.invalid.choice"],
      tags: ["form.invalid.tooMany"],
      flag: ["form.invalid.value"],
    });
    expect(errors([["count", "12"]]).count).toEqual(["form.invalid.range"]);
    expect(errors([["words", "far too long"]]).words).toEqual(["form.invalid.tooLong"]);
    for (const messages of [...Object.values(missing), ...Object.values(wrong)])
      for (const message of messages ?? [])
        if (message.startsWith("form.")) expect(typeof exists(message), message).toBe("string");
  });
});
