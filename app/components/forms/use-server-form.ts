import { type SubmissionResult, useForm } from "@conform-to/react";
import type { z } from "zod";

/**
 * conform's `useForm` for a form the server alone checks (the account screens): no schema and no
 * zod in the browser, so the page ships none of it. Each submission goes to the action, which parses
 * it with the form's zod schema and answers with the reply shown as it came; fields are checked at
 * submit only (checking on blur or input would send the form to the server each time). `S` is the
 * action's schema, used for its type only (`typeof schema` of a `.server` module).
 */
export function useServerForm<S extends z.ZodType<unknown, Record<string, unknown>>>({
  lastResult,
  id,
  defaultValue,
}: {
  lastResult?: SubmissionResult<string[]> | null;
  id?: string;
  defaultValue?: Partial<z.input<S>>;
}) {
  return useForm<z.input<S>, z.output<S>>({
    id,
    lastResult,
    defaultValue: defaultValue as never,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onSubmit",
  });
}
