/**
 * The inputs of a calculator, declared once: the loader's zod schema (calc-query.server.ts), the
 * form's fields and the defaults come from this list. Errors are translation keys of
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
