import type { SubmissionResult } from "@conform-to/react";
import { getFixedT } from "~/i18n/fixed-t.server";
import type { Language } from "~/i18n/languages";
import type { TFunction } from "i18next";
import type { Problem } from "./error-summary";

/**
 * The problems `ErrorSummary` lists for a refused submission (none after an intent such as adding a
 * row): for each field with an error, in the schema's order, a link to its control
 * (`{formId}-{name}`, as `useServerForm` names it) and "label: message" in the page's language
 * (messages are keys of `common` or name their namespace, as the fields show them).
 * `label` names a field from its path ("endCustomer.city", "products[0].model"), with `t` of the
 * page's namespace; a field it cannot name is listed by its message alone. `anchor` gives the
 * place of an error that is not one control's (a list's, whose rows are `rowsAnchor(name)`).
 */
export async function errorSummary(
  reply: SubmissionResult<string[]>,
  {
    formId,
    language,
    ns,
    label,
    anchor,
  }: {
    formId: string;
    language: Language;
    ns: string;
    label: (name: string, t: TFunction) => string | undefined;
    anchor?: (name: string) => string | undefined;
  },
): Promise<Problem[]> {
  if (reply.status !== "error" || reply.intent) return [];
  const [t, common] = await Promise.all([getFixedT(language, ns), getFixedT(language)]);
  return Object.entries(reply.error ?? {})
    .filter(([name, messages]) => name !== "" && messages?.length)
    .map(([name, messages]) => {
      const message = messages!.map((m) => common(m)).join(" ");
      const field = label(name, t);
      return {
        id: anchor?.(name) ?? `${formId}-${name}`,
        text: field ? common("form.summary.item", { field, message }) : message,
      };
    });
}
