import type { AppLoadContext } from "@remix-run/node";
import { callApi } from "~/lib/api.server";
import type { ComparisonItem } from "./__comparison";

export interface CompareTable {
  products: {
    id: string;
    model: string;
    type: string;
    productClass: string;
    name: string;
    listPrice: number | null;
  }[];
  rows: { key: string; label: string; values: (string | null)[]; differs: boolean }[];
}

export function loadCompareTable(
  args: { request: Request; context: AppLoadContext },
  list: ComparisonItem[],
) {
  return callApi<CompareTable>(args, "/product/compare", {
    data: { ids: list.map((i) => i.productId).join(",") },
  });
}

/** The table as CSV (RFC 4180), with a byte-order mark so spreadsheet programs read UTF-8. */
export function compareCsv(table: CompareTable, specificationHeader: string): string {
  const cell = (value: string | null) => {
    const text = value ?? "";
    return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
  };
  const lines = [
    [specificationHeader, ...table.products.map((p) => `${p.model} ${p.name}`)],
    ...table.rows.map((r) => [r.label, ...r.values]),
  ];
  return `\uFEFF${lines.map((line) => line.map(cell).join(",")).join("\r\n")}\r\n`;
}
