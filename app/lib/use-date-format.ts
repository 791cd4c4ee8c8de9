import { dateFormat } from "~/lib/intl";
import { useRootData } from "~/root";

/** Formats an ISO date (YYYY-MM-DD) in the page's language. */
export function useDateFormat(style: "medium" | "long" = "medium") {
  const { language } = useRootData();
  const format = dateFormat(language.lang, style);
  return (iso: string) => format.format(new Date(`${iso}T00:00:00Z`));
}
