import { useTranslation } from "react-i18next";
import type { FilterField } from "~/components/list";
import type { Facet } from "../__content";

export type LabelKind = "industry" | "region" | "type" | "productType";

/** The translated label of a catalogue value (industry, region, solution or product type). */
export function useValueLabel() {
  const { t } = useTranslation("solutions");
  return (kind: LabelKind, value: string) =>
    t(`solutions:${kind}.${value}`, { defaultValue: value });
}

/**
 * The select filters of a list of the area: one per facet, its options the catalogue's values with
 * their counts, translated.
 */
export function useFacetSelects() {
  const { t } = useTranslation("solutions");
  const valueLabel = useValueLabel();
  return <F extends LabelKind>(
    names: readonly F[],
    query: Partial<Record<F, string | null>>,
    facets: Record<F, Facet[]>,
  ): FilterField[] =>
    names.map((name) => ({
      kind: "select",
      name,
      label: t(`solutions:filters.${name}`),
      allLabel: t(`solutions:filters.all.${name}`),
      value: query[name] ?? null,
      options: facets[name].map((option) => ({
        value: option.value,
        label: valueLabel(name, option.value),
        count: option.count,
      })),
    }));
}
