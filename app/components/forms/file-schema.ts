import { z } from "zod";

/**
 * A file field's schema: refused (at the field) when missing, larger than `maxBytes` or of a type
 * not in `types` (MIME types; the same list as the field's `accept`). An empty file input is no file.
 */
export function fileSchema({ maxBytes, types }: { maxBytes: number; types?: string[] }) {
  return z
    .instanceof(File, { message: "form.fileRequired" })
    .refine((file) => file.size > 0, "form.fileRequired")
    .refine((file) => file.size <= maxBytes, "form.fileTooLarge")
    .refine((file) => !types || types.includes(file.type), "form.fileType");
}
