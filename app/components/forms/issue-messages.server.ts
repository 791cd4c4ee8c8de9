import type { z } from "zod";

/**
 * The message of a check a form's schema left without one of its own (decision 0008): a key of the
 * kit's strings (`form.invalid.*` in `common`), never zod's English text. A schema's own message
 * (`z.string().min(1, "deals:errors.required")`) wins; this map answers the rest, above all a field
 * that was not sent at all or left empty (conform reads an empty text as missing, so a check such as
 * `.regex(…, message)` never sees it and zod would say "expected string, received undefined").
 */
export const formIssueMessage: z.core.$ZodErrorMap = (issue) => {
  switch (issue.code) {
    case "invalid_type":
      if (issue.input === undefined || issue.input === null || issue.input === "")
        return "form.invalid.required";
      if (issue.expected === "number" || issue.expected === "int" || issue.expected === "bigint")
        return "form.invalid.number";
      if (issue.expected === "date") return "form.invalid.date";
      return "form.invalid.value";
    case "too_small":
      if (issue.origin === "string")
        return Number(issue.minimum) <= 1 ? "form.invalid.required" : "form.invalid.tooShort";
      if (issue.origin === "array" || issue.origin === "set") return "form.invalid.tooFew";
      if (issue.origin === "file") return "form.fileRequired";
      return "form.invalid.range";
    case "too_big":
      if (issue.origin === "string") return "form.invalid.tooLong";
      if (issue.origin === "array" || issue.origin === "set") return "form.invalid.tooMany";
      if (issue.origin === "file") return "form.fileTooLarge";
      return "form.invalid.range";
    case "not_multiple_of":
      return "form.invalid.range";
    case "invalid_format":
      if (issue.format === "email") return "form.invalid.email";
      if (issue.format === "url") return "form.invalid.url";
      if (issue.format === "date" || issue.format === "datetime") return "form.invalid.date";
      return "form.invalid.format";
    case "invalid_value":
      return issue.input === undefined ? "form.invalid.required" : "form.invalid.choice";
    default:
      return "form.invalid.value";
  }
};
