import { useRootData } from "~/root";

/** Formats an ISO date (YYYY-MM-DD) in the page's language. */
export function useDateFormat(style: "medium" | "long" = "medium") {
  const { language } = useRootData();
  const format = new Intl.DateTimeFormat(language.lang, { dateStyle: style, timeZone: "UTC" });
  return (iso: string) => format.format(new Date(`${iso}T00:00:00Z`));
}
