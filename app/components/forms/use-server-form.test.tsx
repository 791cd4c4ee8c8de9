import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { INTENT_FIELD } from "./intent";
import { getCollectionProps, getFormProps, getInputProps, getTextareaProps } from "./props";
import { useServerForm } from "./use-server-form";

/** A form like the deal form: a text field, a list of rows, a choice. */
const schema = z.object({
  title: z.string({ error: "form.required" }).min(3, "form.tooShort"),
  note: z.string().optional(),
  rows: z
    .array(z.object({ name: z.string({ error: "form.required" }) }))
    .min(1)
    .max(2, "form.tooMany"),
  kind: z.enum(["a", "b"], { error: "form.required" }),
});

function post(entries: [string, string][]) {
  const data = new FormData();
  for (const [name, value] of entries) data.append(name, value);
  return data;
}

/** What the action answers (conform's reply), as the page receives it. */
function reply(entries: [string, string][]): SubmissionResult<string[]> {
  return JSON.parse(JSON.stringify(parseWithZod(post(entries), { schema }).reply()));
}

interface Seen {
  form: Record<string, unknown>;
  title: Record<string, unknown>;
  rows: { name: string; key: unknown; nameField: Record<string, unknown> }[];
  kind: Record<string, unknown>[];
  note: Record<string, unknown>;
  errors: Record<string, unknown>;
  insert: { name: string; value: string };
}

/** Renders a form with the hook (on the server, as the first answer is) and records what it gave. */
function render(lastResult?: SubmissionResult<string[]> | null, defaultValue?: object): Seen {
  let seen: Seen | undefined;
  function Form() {
    const [form, fields] = useServerForm<typeof schema>({ id: "f", lastResult, defaultValue });
    seen = {
      form: getFormProps(form),
      title: getInputProps(fields.title, { type: "text", ariaDescribedBy: "hint" }),
      note: getTextareaProps(fields.note),
      rows: fields.rows.getFieldList().map((row) => {
        const name = row.getFieldset().name;
        return { name: name.name, key: row.key, nameField: getInputProps(name, { type: "text" }) };
      }),
      kind: getCollectionProps(fields.kind, { type: "radio", options: ["a", "b"] }),
      errors: {
        form: form.errors,
        title: fields.title.errors,
        rows: fields.rows.errors,
        row0: fields.rows.getFieldList()[0]?.getFieldset().name.errors,
      },
      insert: form.insert.getButtonProps({ name: fields.rows.name, defaultValue: { name: "" } }),
    };
    return null;
  }
  renderToStaticMarkup(<Form />);
  return seen!;
}

describe("useServerForm reads the action's reply", () => {
  it("before any reply: the default values, no errors, a form the browser does not check", () => {
    const seen = render(undefined, { title: "Harbour", rows: [{ name: "Acme" }], kind: "b" });
    expect(seen.form).toEqual({ id: "f", noValidate: true });
    expect(seen.title).toEqual({
      id: "f-title",
      name: "title",
      form: "f",
      type: "text",
      defaultValue: "Harbour",
      "aria-describedby": "hint",
    });
    expect(seen.rows.map((r) => r.name)).toEqual(["rows[0].name"]);
    expect(seen.rows[0]?.nameField.defaultValue).toBe("Acme");
    expect(seen.kind.map((k) => [k.value, k.defaultChecked])).toEqual([
      ["a", false],
      ["b", true],
    ]);
    expect(seen.errors).toEqual({
      form: undefined,
      title: undefined,
      rows: undefined,
      row0: undefined,
    });
  });

  it("after a submission: every error at its field, the values sent back kept", () => {
    const seen = render(
      reply([
        ["title", "ab"],
        ["note", "a note"],
        ["rows[0].name", "Acme"],
        ["rows[1].name", "Globex"],
        ["rows[2].name", "Initech"],
      ]),
    );
    expect(seen.errors).toEqual({
      form: undefined,
      title: ["form.tooShort"],
      rows: ["form.tooMany"],
      row0: undefined,
    });
    expect(seen.title).toMatchObject({
      defaultValue: "ab",
      "aria-invalid": true,
      "aria-describedby": "f-title-error hint",
    });
    expect(seen.note.defaultValue).toBe("a note");
    expect(seen.rows.map((r) => r.nameField.defaultValue)).toEqual(["Acme", "Globex", "Initech"]);
    expect(seen.kind.every((k) => k["aria-invalid"] === true)).toBe(true);
  });

  it("after a row is added: the new row, only the list's own error, and the form's error", () => {
    const insert = render().insert;
    expect(insert.name).toBe(INTENT_FIELD);
    const submission = parseWithZod(
      post([
        ["title", "x"],
        ["rows[0].name", "Acme"],
        ["rows[1].name", "Globex"],
        [insert.name, insert.value],
      ]),
      { schema },
    );
    const answer = JSON.parse(
      JSON.stringify(submission.reply({ formErrors: ["form.refused"] })),
    ) as SubmissionResult<string[]>;
    const seen = render(answer);
    // The action understood the button: the row was added with its default value.
    expect(seen.rows.map((r) => r.nameField.defaultValue ?? "")).toEqual(["Acme", "Globex", ""]);
    expect(seen.errors).toEqual({
      form: ["form.refused"],
      title: undefined,
      rows: ["form.tooMany"],
      row0: undefined,
    });
    // Each row has a key of its own, so the rows remount with the values the reply carries.
    expect(new Set(seen.rows.map((r) => r.key)).size).toBe(3);
  });

  it("a reset reply (no values) shows the default values again", () => {
    const seen = render({ initialValue: null }, { title: "Again" });
    expect(seen.title.defaultValue).toBe("Again");
    expect(seen.errors.title).toBeUndefined();
  });
});

describe("a password control", () => {
  it("never has a value, even when a reply carries one", () => {
    const field = { id: "f-password", name: "password", formId: "f", errorId: "f-password-error" };
    const props = getInputProps({ ...field, initialValue: "typed 1" }, { type: "password" });
    expect(props).not.toHaveProperty("defaultValue");
    expect(props).not.toHaveProperty("value");
    expect(renderToStaticMarkup(<input {...props} />)).not.toContain("typed 1");
    expect(
      getInputProps({ ...field, initialValue: "typed 1" }, { type: "text" }).defaultValue,
    ).toBe("typed 1");
  });
});
