import { type LoaderFunctionArgs, redirect } from "@remix-run/node";
import { localizePath } from "~/i18n/languages";
import { getFixedT } from "~/i18n/fixed-t.server";
import { pageLanguage } from "~/i18n/route-language.server";
import { comparisonProblem } from "./__comparison";
import { readComparison } from "./comparison.server";
import { compareCsv, loadCompareTable, withLifecycleRows } from "./compare-table.server";

export const handle = { i18n: ["products"] };

/** The comparison table as a CSV download; back to the page with "Export failure." when it cannot. */
export async function loader(args: LoaderFunctionArgs) {
  const language = pageLanguage(args);
  const failed = redirect(`${localizePath("/product-comparison", language)}?export=failed`);
  const list = await readComparison(args.request);
  if (comparisonProblem(list)) return failed;
  const result = await loadCompareTable(args, list);
  if (!result.ok || result.data.products.length < 2) return failed;
  const t = await getFixedT(language, "products");
  const csv = compareCsv(withLifecycleRows(result.data, t, language.lang), {
    specification: t("compare.specification"),
    lockedCell: t("compare.lockedCell"),
  });
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="product-comparison.csv"`,
      "Cache-Control": "private, no-store",
    },
  });
}
