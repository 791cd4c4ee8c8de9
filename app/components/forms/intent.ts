import type { Intent } from "@conform-to/react";

/** The field conform's intent buttons (add/remove row, validate one field) submit. */
export const INTENT_FIELD = "__intent__";

/** Whether `intent` is the "check this one field" step of a form (register's "send code"). */
export function isValidateIntent(intent: Intent | null, name: string): boolean {
  return intent?.type === "validate" && intent.payload.name === name;
}
