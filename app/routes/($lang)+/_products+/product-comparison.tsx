import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useLoaderData, useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { LocalLink } from "~/components/LocalLink";
import { pageLanguage } from "~/i18n/route-language.server";
import { comparisonProblem } from "./__comparison";
import { readComparison } from "./comparison.server";
import { loadCompareTable, withLifecycleRows } from "./compare-table.server";
import { getFixedT } from "~/i18n/fixed-t.server";
import { sectionMeta } from "~/lib/meta";
import { productAction } from "./actions.server";
import { productPath } from "~/lib/products";
import productStyles from "./products.css";
import { throwFailure } from "~/lib/failure.server";
import { PageHeader } from "~/components/PageHeader";

export const links = () => [{ rel: "stylesheet", href: productStyles }];

export const handle = { i18n: ["products"] };

export const meta: MetaFunction = ({ matches }) => sectionMeta(matches, "products:compare");

export async function loader(args: LoaderFunctionArgs) {
  const language = pageLanguage(args);
  const list = await readComparison(args.request);
  const exportFailed = new URL(args.request.url).searchParams.get("export") === "failed";
  if (list.length === 0) return { table: null, problem: comparisonProblem(list), exportFailed };
  const result = await loadCompareTable(args, list);
  if (!result.ok) return throwFailure(args.request, result);
  const t = await getFixedT(language, "products");
  return {
    table: withLifecycleRows(result.data, t, language.lang),
    problem: comparisonProblem(list),
    exportFailed,
  };
}

export const action = (args: ActionFunctionArgs) => productAction(args, "/product-comparison");

export default function ComparisonPage() {
  const { t } = useTranslation("products");
  const { table, problem, exportFailed } = useLoaderData<typeof loader>();
  const { pathname } = useLocation();
  return (
    <div className="page comparison">
      <PageHeader title={t("compare.title")} lead={t("compare.intro")} />
      {exportFailed ? (
        <p className="form-error" role="alert">
          {t("compare.exportFailure")}
        </p>
      ) : null}
      {problem ? (
        <p className="notice" role="status">
          {t(`compare.${problem}`)} <LocalLink to="/product-center">{t("center.title")}</LocalLink>
        </p>
      ) : null}
      {table ? (
        <>
          <div className="compare-bar">
            {problem === null ? (
              <a className="button" href="product-comparison.csv" download>
                {t("compare.export")}
              </a>
            ) : null}
            <Form method="post">
              <input type="hidden" name="redirectTo" value="" />
              <button
                type="submit"
                name="intent"
                value="compare-clear"
                className="button button--ghost"
              >
                {t("compare.clear")}
              </button>
            </Form>
          </div>
          {table.locked ? (
            <p className="spec-lock">
              {t("compare.locked")}{" "}
              <LocalLink to={`/login?redirectTo=${encodeURIComponent(pathname)}`}>
                {t("detail.logInToViewAll")}
              </LocalLink>
            </p>
          ) : null}
          {/* Scrolls sideways on a phone: focusable, so that the keyboard scrolls it too. */}
          <section
            className="compare-table-wrap"
            aria-label={t("compare.title")}
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
            tabIndex={0}
          >
            <table className="spec-table compare-table">
              <thead>
                <tr>
                  <th scope="col">{t("compare.specification")}</th>
                  {table.products.map((p, index) => (
                    <th scope="col" key={p.id}>
                      <LocalLink to={productPath(p)}>
                        <bdi dir="ltr">{p.model}</bdi>
                      </LocalLink>
                      <div>{p.name}</div>
                      <Form method="post">
                        <input type="hidden" name="index" value={index} />
                        <button
                          type="submit"
                          name="intent"
                          value="compare-remove"
                          className="link-button"
                          aria-label={`${t("compare.remove")} ${p.model}`}
                        >
                          {t("compare.remove")}
                        </button>
                      </Form>
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {table.rows.map((row) => (
                  <tr key={row.key} className={row.differs ? "is-different" : undefined}>
                    <th scope="row">
                      {row.label}
                      {row.differs ? (
                        <span className="visually-hidden"> ({t("compare.differs")})</span>
                      ) : null}
                    </th>
                    {row.values.map((value, i) => (
                      <td key={table.products[i]?.id ?? i}>
                        {row.locked[i] ? (
                          <span className="compare-table__locked">{t("compare.lockedCell")}</span>
                        ) : (
                          <bdi>{value ?? "—"}</bdi>
                        )}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        </>
      ) : null}
    </div>
  );
}
