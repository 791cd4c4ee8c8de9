import type { Intent } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { z } from "zod";

/**
 * `parseWithZod` for an action: a forged intent (a `__intent__` that is not conform's JSON, or a row
 * change on a field that is no list) is refused with a thrown 400, like a form that cannot be read,
 * instead of failing the action with a 500.
 */
export function parseForm<S extends z.ZodType>(
  formData: FormData,
  schema: S | ((intent: Intent | null) => S),
) {
  try {
    return parseWithZod(formData, { schema });
  } catch {
    throw new Response("The form could not be read.", {
      status: 400,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
    });
  }
}
