import { parseWithZod } from "@conform-to/zod/v4";
import { z } from "zod";
import { type CalcInput, defaultQuery, ERRORS, type NumberInput } from "./calc-fields";

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

function buildSchema(inputs: readonly CalcInput[]) {
  return z.object(Object.fromEntries(inputs.map((input) => [input.name, inputSchema(input)])));
}

const schemas = new WeakMap<readonly CalcInput[], ReturnType<typeof buildSchema>>();

/** A calculator's schema, built once per list of inputs (the lists are constants), not per request. */
export function schemaOf(inputs: readonly CalcInput[]) {
  let schema = schemas.get(inputs);
  if (!schema) {
    schema = buildSchema(inputs);
    schemas.set(inputs, schema);
  }
  return schema;
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
