import type { FormMetadata, SubmissionResult } from "@conform-to/react";
import { useId, useMemo, useRef } from "react";
import type { z } from "zod";
import { INTENT_FIELD } from "./intent";

/**
 * The metadata of a form the server alone checks (decision 0008), without conform's code in the
 * browser: each submission goes to the action, which parses it with the form's zod schema and
 * conform's `parseWithZod`, and answers with `submission.reply()`; this hook reads that reply (the
 * values sent back, the errors, the intent) into the same `form` and `fields` conform's `useForm`
 * gives, so the field components and the actions are conform's as before. Intent buttons (add or
 * remove a row, check one field) are real submit buttons: the action applies the intent with and
 * without JavaScript. `S` is the action's schema, for its type only (`typeof schema` of a
 * `.server` module).
 */
export function useServerForm<S extends z.ZodType<unknown, Record<string, unknown>>>({
  lastResult,
  id,
  defaultValue,
  required,
}: {
  lastResult?: SubmissionResult<string[]> | null;
  id?: string;
  defaultValue?: Partial<z.input<S>>;
  /**
   * The fields the schema requires (`requiredFields(schema)` of required.server.ts, sent by the
   * loader): they are marked and `aria-required`. A list's rows are named with `[]`
   * ("products[].model").
   */
  required?: readonly string[];
}): [
  FormMetadata<z.input<S>, string[]>,
  ReturnType<FormMetadata<z.input<S>, string[]>["getFieldset"]>,
] {
  const generatedId = useId();
  const formId = id ?? generatedId;
  // A reply that changes the form's shape (a row added or removed, the form reset) remounts the
  // fields with the values it carries; any other reply leaves what the visitor typed, and the focus.
  const seen = useRef(lastResult);
  const version = useRef(0);
  if (seen.current !== lastResult) {
    seen.current = lastResult;
    if (reshapes(lastResult)) version.current++;
  }
  const replies = version.current;
  return useMemo(() => {
    const state: FormState = {
      formId,
      initialValue: (lastResult?.initialValue ?? serialize(defaultValue ?? {}) ?? {}) as Record<
        string,
        unknown
      >,
      errors: shownErrors(lastResult),
      version: replies,
      required: new Set(required),
    };
    const form = {
      ...fieldMetadata(state, ""),
      // The action checks every field and answers with the spec's messages, with and without
      // JavaScript; the browser's own checks would stop the form first with messages of its own.
      noValidate: true,
      insert: intentControl(formId, "insert"),
      remove: intentControl(formId, "remove"),
      validate: intentControl(formId, "validate"),
    };
    return [form, fieldset(state, "")] as never;
  }, [formId, lastResult, defaultValue, replies, required]);
}

interface FormState {
  formId: string;
  initialValue: Record<string, unknown>;
  errors: Record<string, string[]>;
  /** How many replies this form has had: part of every field's key. */
  version: number;
  required: Set<string>;
}

interface Intent {
  type: string;
  payload: { name?: string; index?: number; defaultValue?: unknown };
}

const LIST_INTENTS = new Set(["insert", "remove", "reorder"]);

function reshapes(result: SubmissionResult<string[]> | null | undefined): boolean {
  const intent = result?.intent as Intent | undefined;
  return result?.initialValue === null || (intent !== undefined && LIST_INTENTS.has(intent.type));
}

/** The metadata of the field at `name` (a path: "products[0].name"; "" for the form itself). */
function fieldMetadata(state: FormState, name: string) {
  const id = name ? `${state.formId}-${name}` : state.formId;
  return {
    id,
    name,
    formId: state.formId,
    errorId: `${id}-error`,
    descriptionId: `${id}-description`,
    errors: state.errors[name],
    required: state.required.has(name.replace(/\[\d+\]/g, "[]")),
    key: `${state.version}:${name}`,
    initialValue: valueAt(state.initialValue, name),
    getFieldList() {
      const list = valueAt(state.initialValue, name);
      return (Array.isArray(list) ? list : []).map((_, index) =>
        fieldMetadata(state, `${name}[${index}]`),
      );
    },
    getFieldset: () => fieldset(state, name),
  };
}

/** The fields under `prefix`, by name: `fields.email`, `row.getFieldset().name`. */
function fieldset(state: FormState, prefix: string) {
  return new Proxy(
    {},
    {
      get: (_, key) =>
        typeof key === "string"
          ? fieldMetadata(state, prefix ? `${prefix}.${key}` : key)
          : undefined,
    },
  );
}

/** The props of an intent button: a submit button whose value names the intent for the action. */
function intentControl(formId: string, type: string) {
  return {
    getButtonProps: (payload: Intent["payload"] = {}) => ({
      name: INTENT_FIELD,
      value: JSON.stringify(
        type === "insert"
          ? { type, payload: { ...payload, defaultValue: serialize(payload.defaultValue) } }
          : { type, payload },
      ),
      form: formId,
      formNoValidate: true,
    }),
  };
}

/** The segments of a path: "products[0].name" → ["products", 0, "name"]. */
function segments(path: string): (string | number)[] {
  return [...path.matchAll(/([^.[\]]+)|\[(\d+)\]/g)].map(([, key, index]) =>
    key === undefined ? Number(index) : key,
  );
}

function valueAt(value: unknown, path: string): unknown {
  let at = value;
  for (const segment of segments(path)) {
    if (at === null || typeof at !== "object") return undefined;
    at = (at as Record<string | number, unknown>)[segment];
  }
  return at;
}

function isPathPrefix(name: string, prefix: string): boolean {
  const [whole, start] = [segments(name), segments(prefix)];
  return start.length <= whole.length && start.every((segment, i) => segment === whole[i]);
}

/**
 * The errors a reply shows, as conform shows them: after a submission every field's; after a
 * "check this field" intent that field's; after adding or removing a row the list's own. The form's
 * own error (a refusal of the whole step) always shows.
 */
function shownErrors(result: SubmissionResult<string[]> | null | undefined) {
  const error = result?.error ?? {};
  const fields = result?.fields ?? [];
  const intent = result?.intent as Intent | undefined;
  const validated = new Set<string>([""]);
  if (!intent || (intent.type === "validate" && !intent.payload.name))
    for (const name of [...Object.keys(error), ...fields]) validated.add(name);
  else if (intent.payload.name !== undefined) validated.add(intent.payload.name);
  const validatedFields = fields.filter((name) => validated.has(name));
  const shown: Record<string, string[]> = {};
  for (const [name, messages] of Object.entries(error)) {
    if (messages && (validated.has(name) || validatedFields.some((f) => isPathPrefix(name, f))))
      shown[name] = messages;
  }
  return shown;
}

/** A default value as a form would send it (conform's `serialize`): "on" for true, numbers as text. */
function serialize(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(serialize);
  if (value instanceof Date) return value.toISOString();
  if (value !== null && typeof value === "object")
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, serialize(v)]));
  if (typeof value === "boolean") return value ? "on" : undefined;
  if (typeof value === "number" || typeof value === "bigint") return value.toString();
  return value ?? undefined;
}
