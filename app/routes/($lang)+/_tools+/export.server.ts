import { type LoaderFunctionArgs, redirect } from "@remix-run/node";
import { localizePath } from "~/i18n/languages";
import { MAX_REDIRECT_LENGTH } from "~/lib/safe-redirect";
import { getFixedT } from "~/i18n/fixed-t.server";
import { pageLanguage } from "~/i18n/route-language.server";
import type { Calculator } from "./__calc/tools";
import { calculatorPage, resultCsv } from "./tools.server";

/**
 * `/tools/<calculator>.csv?<the page's query>`: the result as CSV (figure, value, unit, then the
 * formulas). Input the page would refuse goes back to the page, which shows the errors.
 */
export async function calculatorCsv(args: LoaderFunctionArgs, calculator: Calculator) {
  const language = pageLanguage(args);
  const page = await calculatorPage(args, calculator);
  if (!page.result) {
    const { search } = new URL(args.request.url);
    const pagePath = localizePath(`/tools/${calculator}`, language);
    // An overlong query is not sent back: the page opens with its defaults.
    return redirect(
      pagePath.length + search.length <= MAX_REDIRECT_LENGTH ? `${pagePath}${search}` : pagePath,
    );
  }
  const t = await getFixedT(language, "tools");
  const csv = resultCsv([
    [t("csv.figure"), t("csv.value"), t("csv.unit")],
    ...page.result.rows.map((row) =>
      row.statement
        ? [t(`results.${row.key}`, row.values)]
        : row.text
          ? [t(`results.${row.key}`, row.values), t(row.text)]
          : [t(`results.${row.key}`, row.values), String(row.value), row.unit],
    ),
    [],
    [t("formula")],
    ...page.result.formulas.map((f) => [
      t(`formulas.${f.key}`, { ...f.values, interpolation: { escapeValue: false } }),
    ]),
    ...page.result.warnings.map((w) => [t(`warnings.${w.key}`, w.values)]),
    ...(page.result.notes ?? []).map((n) => [t(`notes.${n.key}`, n.values)]),
  ]);
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${calculator}.csv"`,
      "Cache-Control": "no-store",
    },
  });
}
