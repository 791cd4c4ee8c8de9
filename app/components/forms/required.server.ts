import { getZodConstraint } from "@conform-to/zod/v4";
import type { z } from "zod";

/**
 * The fields a schema requires, for `useServerForm({ required })`: the page marks them without zod
 * in the browser (decision 0008). A list's rows are named with `[]` ("products[].model"); a list
 * or a group is not itself a field, so only the fields inside it are named.
 */
export function requiredFields(schema: z.ZodType): string[] {
  const constraint = getZodConstraint(schema);
  return Object.entries(constraint)
    .filter(
      ([name, c]) =>
        c.required &&
        !Object.keys(constraint).some(
          (other) => other.startsWith(`${name}.`) || other.startsWith(`${name}[]`),
        ),
    )
    .map(([name]) => name);
}
