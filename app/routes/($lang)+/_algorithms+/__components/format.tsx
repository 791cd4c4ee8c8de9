import { useTranslation } from "react-i18next";
import type { Facet } from "../__algorithms";
import { dateFormat } from "~/lib/intl";
import { useRootData } from "~/lib/root-data";

/** A calendar date (`2025-06-30`) written the way the page's language writes dates. */
export function DateText({ iso }: { iso: string }) {
  const { language } = useRootData();
  const format = dateFormat(language.lang);
  return <time dateTime={iso}>{format.format(new Date(`${iso}T00:00:00Z`))}</time>;
}

/** The translated label of a filter value, or the value itself for one without a label yet. */
export function useFacetLabel() {
  const { t } = useTranslation("algorithms");
  return (facet: Facet, value: string) => t(`${facet}.${value}`, { defaultValue: value });
}
