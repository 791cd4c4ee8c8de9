import { useTranslation } from "react-i18next";

export type LabelKind = "industry" | "region" | "type" | "productType";

/** The translated label of a catalogue value (industry, region, solution or product type). */
export function useValueLabel() {
  const { t } = useTranslation("solutions");
  return (kind: LabelKind, value: string) =>
    t(`solutions:${kind}.${value}`, { defaultValue: value });
}
