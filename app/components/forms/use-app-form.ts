import { type Intent, type SubmissionResult, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { z } from "zod";

// In the browser zod parses without compiling code (`new Function`), which the pages' Content
// Security Policy forbids: same results, and no CSP report when a form is checked.
if (typeof document !== "undefined") z.config({ jitless: true });

/** A schema, or a function of conform's intent that gives one (a step that checks some fields). */
export type FormSchema<S extends z.ZodType> = S | ((intent: Intent | null) => S);

/**
 * conform's `useForm` with the one option block of every form: the same zod schema as the action
 * (so the browser shows the errors the server would give), checked when a field loses focus and
 * again at each input once it has been checked, and the action's last reply shown as it came.
 */
export function useAppForm<S extends z.ZodType<unknown, Record<string, unknown>>>({
  schema,
  lastResult,
  id,
  defaultValue,
}: {
  schema: FormSchema<S>;
  lastResult?: SubmissionResult<string[]> | null;
  id?: string;
  defaultValue?: Partial<z.input<S>>;
}) {
  return useForm<z.input<S>, z.output<S>>({
    id,
    lastResult,
    defaultValue: defaultValue as never,
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
}
