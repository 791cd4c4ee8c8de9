import { parseWithZod } from "@conform-to/zod/v4";
import { z } from "zod";

/**
 * The inputs of a calculator, declared once: the zod schema (the same in the browser and the
 * loader), the form's fields and the defaults come from this list. Errors are translation keys of
 * the `tools` namespace; the allowed range is shown under each number field.
 */
export interface NumberInput {
  kind: "number";
  name: string;
  min: number;
  max: number;
  step: number;
  default: number;
  unit?: string;
  /** Empty is allowed (the calculator then works the value out itself). */
  optional?: boolean;
}
export interface ChoiceInput {
  kind: "choice";
  name: string;
  options: readonly string[];
  default: string;
}
export interface CheckInput {
  kind: "check";
  name: string;
  default: boolean;
}
/** A product of the catalogue (its id), checked against the catalogue by the loader. */
export interface ModelInput {
  kind: "model";
  name: string;
  /** The product class offered: recorders or cameras. */
  productClass: "recorder" | "camera";
  optional?: boolean;
}
export type CalcInput = NumberInput | ChoiceInput | CheckInput | ModelInput;

export const ERRORS = {
  required: "tools:errors.required",
  number: "tools:errors.number",
  range: "tools:errors.range",
  choice: "tools:errors.choice",
} as const;

function numberSchema(input: NumberInput) {
  const base = z
    .number({ error: (issue) => (issue.input === undefined ? ERRORS.required : ERRORS.number) })
    .min(input.min, { error: ERRORS.range })
    .max(input.max, { error: ERRORS.range });
  return input.optional ? base.optional() : base;
}

function inputSchema(input: CalcInput) {
  if (input.kind === "number") return numberSchema(input);
  if (input.kind === "check") return z.boolean().optional();
  if (input.kind === "model") {
    const id = z.string({ error: ERRORS.required }).max(80, { error: ERRORS.choice });
    return input.optional ? id.optional() : id;
  }
  return z.enum(input.options as [string, ...string[]], {
    error: (issue) => (issue.input === undefined ? ERRORS.required : ERRORS.choice),
  });
}

export function schemaOf(inputs: readonly CalcInput[]) {
  return z.object(Object.fromEntries(inputs.map((input) => [input.name, inputSchema(input)])));
}

/** The defaults as the URL would carry them (a box that is off is left out). */
export function defaultQuery(inputs: readonly CalcInput[]): URLSearchParams {
  const query = new URLSearchParams();
  for (const input of inputs) {
    if (input.kind === "check") {
      if (input.default) query.set(input.name, "on");
    } else if (input.kind === "model" || (input.kind === "number" && input.optional)) {
      query.set(input.name, input.kind === "model" ? (input.optional ? "" : "default") : "");
    } else query.set(input.name, String(input.default));
  }
  return query;
}

/**
 * Reads a calculator's query: no parameter at all stands for the defaults (the page's first
 * visit); otherwise every field is checked. Never throws: bad input comes back as field errors.
 */
export function readCalcQuery<S extends z.ZodType>(
  url: URL,
  inputs: readonly CalcInput[],
  schema: S,
) {
  const given = [...url.searchParams.keys()].some((key) => inputs.some((i) => i.name === key));
  const query = given ? url.searchParams : defaultQuery(inputs);
  return parseWithZod(query, { schema });
}
