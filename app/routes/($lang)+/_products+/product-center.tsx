import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData, useLocation, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { FilterForm, NoData, Pagination, ResultCount, listStyles } from "~/components/list";
import { ProductCard } from "./__product-card";
import { CategoryTiles } from "./__components/CategoryTiles";
import { CompareToggle } from "./__components/CompareToggle";
import { CompareTray } from "./__components/CompareTray";
import { productAction } from "./actions.server";
import { loadCompareTray } from "./comparison.server";
import { pageLanguage } from "~/i18n/route-language.server";
import { callApi } from "~/lib/api.server";
import { isFiltered } from "~/lib/list-query";
import { backendQuery, schema } from "./product-center-query.server";
import { requireCanonical, requirePageInRange } from "~/lib/list-query.server";
import { sectionMeta } from "~/lib/meta";
import { fromFrozen, readData, writeData } from "~/lib/data-text";
import { LIST_FILTERS, listedProducts, PRODUCT_SORTS, type ProductList } from "~/lib/products";
import productStyles from "./products.css";
import { lifecycleStyles } from "~/components/products/Lifecycle";
import { throwFailure } from "~/lib/failure.server";
import { PageHeader } from "~/components/PageHeader";

export const links = () => [
  { rel: "stylesheet", href: listStyles },
  { rel: "stylesheet", href: productStyles },
  { rel: "stylesheet", href: lifecycleStyles },
];

export const handle = { i18n: ["products"] };

export const meta: MetaFunction = ({ matches }) => sectionMeta(matches, "products:center");

/** The list as the page shows it, worked out once per kept answer. */
const pageList = fromFrozen(listedProducts);

export async function loader(args: LoaderFunctionArgs) {
  pageLanguage(args);
  const query = requireCanonical(args.request, schema);
  const result = await callApi<ProductList>(args, "/product/list", {
    data: backendQuery(query),
    shared: true,
  });
  if (!result.ok) return throwFailure(args.request, result);
  requirePageInRange(args.request, query, result.data);
  const tray = await loadCompareTray(args);
  return {
    list: writeData(pageList(result.data)),
    query,
    filtered: isFiltered(query),
    compared: tray.list.map((item) => item.productId),
    tray: tray.items,
  };
}

/** The compare buttons of the cards and the tray's forms. */
export const action = (args: ActionFunctionArgs) => productAction(args, "/product-center");

export default function ProductCenterPage() {
  const { t, i18n } = useTranslation("products");
  const location = useLocation();
  const data = useLoaderData<typeof loader>();
  const { query, filtered, compared, tray } = data;
  const list = readData(data.list);
  const navigation = useNavigation();
  const label = (facet: string, value: string) => {
    if (facet === "productClass") return t(`class.${value}`);
    if (facet === "type") return t(`type.${value}`, { defaultValue: value });
    return value;
  };
  // The pre-sales facet has two fixed values; the others come with their counts from the list.
  return (
    <div className="page product-center">
      <PageHeader title={t("center.title")} lead={t("center.intro")} />
      {filtered || query.page > 1 ? null : <CategoryTiles facets={list.facets} />}
      <div className="product-center__layout">
        {/* A drawer on narrow screens (opens without JavaScript); always open beside the results. */}
        <details className="filter-drawer">
          <summary className="filter-drawer__toggle">{t("center.filters")}</summary>
          <FilterForm
            title={t("center.filters")}
            path="/product-center"
            filtered={filtered}
            keepBy={[query, list.facets]}
            fields={() => [
              { kind: "search", name: "q", label: t("center.search"), value: query.q, dir: "ltr" },
              ...LIST_FILTERS.filter((f) => f !== "preSales").map((facet) => ({
                kind: "select" as const,
                name: facet,
                label: t(`facet.${facet}`),
                allLabel: t("center.all"),
                value: query[facet],
                options: (list.facets[facet] ?? []).map((option) => ({
                  value: option.value,
                  label: label(facet, option.value),
                  count: option.count,
                })),
              })),
              {
                kind: "select",
                name: "preSales",
                label: t("facet.preSales"),
                allLabel: t("center.all"),
                value: query.preSales,
                options: ["false", "true"].map((value) => ({
                  value,
                  label: t(`preSales.${value}`),
                })),
              },
              {
                kind: "checks",
                name: "lifecycle",
                label: t("center.lifecycleAndCompliance"),
                options: [
                  {
                    name: "discontinued",
                    label: t("center.includeDiscontinued"),
                    checked: query.discontinued !== null,
                  },
                  { name: "ndaa889", label: t("center.ndaa889"), checked: query.ndaa889 !== null },
                  { name: "taa", label: t("center.taa"), checked: query.taa !== null },
                ],
              },
              {
                kind: "chips",
                name: "sort",
                label: t("center.sort"),
                value: query.sort,
                defaultValue: "overall",
                options: PRODUCT_SORTS.map((sort) => ({
                  value: sort,
                  label: t(`center.sort${sort[0]!.toUpperCase()}${sort.slice(1)}`),
                })),
              },
            ]}
          />
        </details>
        <section className="product-center__results" aria-busy={navigation.state === "loading"}>
          <CompareTray items={tray} />
          <ResultCount count={list.total} className="product-center__count" />
          {list.items.length === 0 ? (
            <NoData />
          ) : (
            <ul className="card-grid card-grid--3">
              {list.items.map((product) => {
                const index = compared.indexOf(product.id);
                const address = location.pathname + location.search;
                return (
                  <ProductCard
                    key={product.id}
                    product={product}
                    actions={<CompareToggle product={product} index={index} />}
                    actionsKeep={["compare toggle", i18n.language, product, index, address]}
                  />
                );
              })}
            </ul>
          )}
          <Pagination path="/product-center" query={query} list={list} />
        </section>
      </div>
    </div>
  );
}
