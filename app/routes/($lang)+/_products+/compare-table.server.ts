import type { AppLoadContext } from "@remix-run/node";
import type { TFunction } from "i18next";
import { callApi } from "~/lib/api.server";
import { countryName } from "~/lib/intl";
import type { ComparisonItem } from "./__comparison";

export interface CompareTable {
  products: {
    id: string;
    model: string;
    type: string;
    productClass: string;
    name: string;
    listPrice: number | null;
    lifecycle: string;
    ndaa889: boolean;
    taa: boolean;
    countryOfOrigin: string | null;
    specificationsShown: number;
    specificationsTotal: number;
  }[];
  /**
   * The rows the reader may see: a visitor's cell past a product's public rows is null and
   * `locked` (the backend keeps the value), a product without the row has null unlocked.
   */
  rows: {
    key: string;
    label: string;
    values: (string | null)[];
    locked: boolean[];
    differs: boolean;
  }[];
  /** Some product has rows the reader sees only after signing in. */
  locked: boolean;
}

export function loadCompareTable(
  args: { request: Request; context: AppLoadContext },
  list: ComparisonItem[],
) {
  return callApi<CompareTable>(args, "/product/compare", {
    data: { ids: list.map((i) => i.productId).join(",") },
  });
}

/**
 * The table with the products' lifecycle and compliance first: status, NDAA section 889, TAA and
 * country of origin, in the reader's language (`t` of the products namespace), open to every reader.
 */
export function withLifecycleRows(table: CompareTable, t: TFunction, lang: string): CompareTable {
  const row = (key: string, label: string, values: string[]) => ({
    key,
    label,
    values,
    locked: values.map(() => false),
    differs: new Set(values).size > 1,
  });
  const yesNo = (value: boolean) => (value ? t("products:compare.yes") : t("products:compare.no"));
  const { products } = table;
  return {
    ...table,
    rows: [
      row(
        "lifecycle",
        t("products:compare.lifecycle"),
        products.map((p) => t(`products:lifecycle.${p.lifecycle}`)),
      ),
      row(
        "ndaa889",
        t("products:compare.ndaa889"),
        products.map((p) => yesNo(p.ndaa889)),
      ),
      row(
        "taa",
        t("products:compare.taa"),
        products.map((p) => yesNo(p.taa)),
      ),
      row(
        "countryOfOrigin",
        t("products:compare.countryOfOrigin"),
        products.map((p) => (p.countryOfOrigin ? countryName(p.countryOfOrigin, lang) : "—")),
      ),
      ...table.rows,
    ],
  };
}

/**
 * The table as CSV (RFC 4180), with a byte-order mark so spreadsheet programs read UTF-8; a locked
 * cell says `lockedCell` (that signing in shows it).
 */
export function compareCsv(
  table: CompareTable,
  { specification, lockedCell }: { specification: string; lockedCell: string },
): string {
  const cell = (value: string | null) => {
    const text = value ?? "";
    return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
  };
  const lines = [
    [specification, ...table.products.map((p) => `${p.model} ${p.name}`)],
    ...table.rows.map((r) => [r.label, ...r.values.map((v, i) => (r.locked[i] ? lockedCell : v))]),
  ];
  return `\uFEFF${lines.map((line) => line.map(cell).join(",")).join("\r\n")}\r\n`;
}
