import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useLoaderData, useNavigation, useSubmit } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { LocalLink } from "~/components/LocalLink";
import { ProductCard } from "./__product-card";
import { routeLanguage } from "~/i18n/route-language.server";
import { callApi } from "~/lib/api.server";
import { sectionMeta } from "~/lib/meta";
import { LIST_FILTERS, type ProductList } from "~/lib/products";
import productStyles from "./products.css";
import { throwFailure } from "~/lib/failure.server";

export const links = () => [{ rel: "stylesheet", href: productStyles }];

export const handle = { i18n: ["products"] };

export const meta: MetaFunction = ({ matches }) => sectionMeta(matches, "products:center");

const SORTS = ["overall", "hot", "latest"] as const;

export async function loader(args: LoaderFunctionArgs) {
  routeLanguage(args.params, args.request);
  const url = new URL(args.request.url);
  const query: Record<string, string> = {};
  for (const key of [...LIST_FILTERS, "q"]) {
    const value = url.searchParams.get(key);
    if (value) query[key] = value;
  }
  // A mistyped sort or page in an address shows the default view rather than an error.
  const sort = url.searchParams.get("sort");
  if (sort && (SORTS as readonly string[]).includes(sort)) query.sort = sort;
  const page = Number(url.searchParams.get("page"));
  if (Number.isInteger(page) && page > 1 && page <= 1000) query.page = String(page);
  const result = await callApi<ProductList>(args, "/product/list", {
    data: { ...query, pageSize: 12 },
  });
  if (!result.ok) return throwFailure(args.request, result);
  return { list: result.data, query };
}

export default function ProductCenterPage() {
  const { t } = useTranslation("products");
  const { list, query } = useLoaderData<typeof loader>();
  const submit = useSubmit();
  const navigation = useNavigation();
  const pages = Math.max(1, Math.ceil(list.total / list.pageSize));
  const pageLink = (page: number) => {
    const params = new URLSearchParams({ ...query, page: String(page) });
    return `/product-center?${params}`;
  };
  const label = (facet: string, value: string) => {
    if (facet === "productClass") return t(`class.${value}`);
    if (facet === "type") return t(`type.${value}`, { defaultValue: value });
    if (facet === "preSales") return t(`preSales.${value}`);
    return value;
  };
  // The pre-sales facet comes from two fixed values with their counts from the filtered list.
  return (
    <div className="page product-center">
      <header className="page-header">
        <h1>{t("center.title")}</h1>
        <p className="lead">{t("center.intro")}</p>
      </header>
      <div className="product-center__layout">
        <Form
          method="get"
          className="filters"
          aria-label={t("center.filters")}
          onChange={(event) => {
            // Choices apply at once; the search box applies with the button or Enter.
            if ((event.target as HTMLInputElement).type !== "search") {
              submit(event.currentTarget, { preventScrollReset: true, replace: true });
            }
          }}
        >
          <h2 className="filters__title">{t("center.filters")}</h2>
          <div className="field">
            <label htmlFor="filter-q">{t("center.search")}</label>
            <input id="filter-q" name="q" type="search" defaultValue={query.q ?? ""} dir="ltr" />
          </div>
          {LIST_FILTERS.filter((f) => f !== "preSales").map((facet) => (
            <div className="field" key={facet}>
              <label htmlFor={`filter-${facet}`}>{t(`facet.${facet}`)}</label>
              <select id={`filter-${facet}`} name={facet} defaultValue={query[facet] ?? ""}>
                <option value="">{t("center.all")}</option>
                {(list.facets[facet] ?? []).map((option) => (
                  <option key={option.value} value={option.value}>
                    {label(facet, option.value)} ({option.count})
                  </option>
                ))}
              </select>
            </div>
          ))}
          <div className="field">
            <label htmlFor="filter-preSales">{t("facet.preSales")}</label>
            <select id="filter-preSales" name="preSales" defaultValue={query.preSales ?? ""}>
              <option value="">{t("center.all")}</option>
              <option value="false">{t("preSales.false")}</option>
              <option value="true">{t("preSales.true")}</option>
            </select>
          </div>
          <fieldset className="sort">
            <legend>{t("center.sort")}</legend>
            {SORTS.map((sort) => (
              <label key={sort}>
                <input
                  type="radio"
                  name="sort"
                  value={sort}
                  defaultChecked={(query.sort ?? "overall") === sort}
                />{" "}
                {t(`center.sort${sort[0]!.toUpperCase()}${sort.slice(1)}`)}
              </label>
            ))}
          </fieldset>
          <button type="submit" className="button">
            {t("center.apply")}
          </button>
          <LocalLink to="/product-center" className="filters__reset">
            {t("center.reset")}
          </LocalLink>
        </Form>
        <section
          className="product-center__results"
          aria-live="polite"
          aria-busy={navigation.state === "loading"}
        >
          <p className="product-center__count">{t("center.results", { count: list.total })}</p>
          {list.items.length === 0 ? (
            <p>{t("center.noResults")}</p>
          ) : (
            <ul className="card-grid card-grid--3">
              {list.items.map((product) => (
                <ProductCard key={product.id} product={product} />
              ))}
            </ul>
          )}
          {pages > 1 ? (
            <nav className="pager" aria-label={t("center.pageOf", { page: list.page, pages })}>
              {list.page > 1 ? (
                <LocalLink to={pageLink(list.page - 1)}>{t("center.previous")}</LocalLink>
              ) : (
                <span />
              )}
              <span>{t("center.pageOf", { page: list.page, pages })}</span>
              {list.page < pages ? (
                <LocalLink to={pageLink(list.page + 1)}>{t("center.next")}</LocalLink>
              ) : (
                <span />
              )}
            </nav>
          ) : null}
        </section>
      </div>
    </div>
  );
}
