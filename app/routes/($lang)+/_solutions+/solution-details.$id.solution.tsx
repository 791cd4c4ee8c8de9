import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { errorMeta, GeneralErrorBoundary } from "~/components/ErrorBoundary";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { FallbackNotice } from "~/components/DocumentPageView";
import { LocalLink } from "~/components/LocalLink";
import { ListBreadcrumb } from "~/components/list";
import { CaseCard, ProductCard } from "./__components/Cards";
import { useValueLabel } from "./__components/labels";
import { Paragraphs } from "./__components/Paragraphs";
import { pageLanguage } from "~/i18n/route-language.server";
import { fallbackAttrs, type SolutionDetail } from "./__content";
import { fetchContent } from "./content.server";
import { detailPageMeta } from "./__solutions-meta";
import solutionsStyles from "./solutions.css";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: solutionsStyles }];

export const handle = { i18n: ["solutions"] };

export const meta: MetaFunction<typeof loader> = ({ data, error, matches }) =>
  error ? errorMeta({ error, matches }) : detailPageMeta(matches, data?.solution);

export async function loader(args: LoaderFunctionArgs) {
  pageLanguage(args);
  const id = encodeURIComponent(args.params.id ?? "");
  return { solution: await fetchContent<SolutionDetail>(args, `/content/solutions/${id}`) };
}

export default function SolutionDetailPage() {
  const { t } = useTranslation("solutions");
  const label = useValueLabel();
  const { solution } = useLoaderData<typeof loader>();
  return (
    <article className="page content-detail">
      <ListBreadcrumb
        label={t("solutions:breadcrumb")}
        to="/solution"
        list={t("solutions:list.title")}
        current={solution.title}
      />
      <header className="page-header">
        <ul className="chips">
          <li>{label("industry", solution.industry)}</li>
          <li>{label("region", solution.region)}</li>
          <li>{label("type", solution.type)}</li>
        </ul>
        <h1 {...fallbackAttrs(solution, "title")}>{solution.title}</h1>
        <p className="lead" {...fallbackAttrs(solution, "summary")}>
          {solution.summary}
        </p>
      </header>
      <div className="content-detail__body">
        <section aria-labelledby="overview">
          <h2 id="overview">{t("solutions:detail.overview")}</h2>
          <FallbackNotice fallback={solution.fallback.includes("body")} />
          <Paragraphs text={solution.body} {...fallbackAttrs(solution, "body")} />
        </section>
        <aside className="card content-detail__aside" aria-labelledby="talk">
          <h2 id="talk">{t("solutions:detail.contactTitle")}</h2>
          <p>{t("solutions:detail.contactText")}</p>
          <LocalLink className="button" to="/contact">
            {t("solutions:detail.contact")}
          </LocalLink>
        </aside>
      </div>
      <section className="content-detail__section" aria-labelledby="products">
        <h2 id="products">{t("solutions:detail.products")}</h2>
        <ul className="card-grid card-grid--4">
          {solution.products.map((product) => (
            <ProductCard key={product.id} product={product} />
          ))}
        </ul>
      </section>
      <section className="content-detail__section" aria-labelledby="cases">
        <h2 id="cases">{t("solutions:detail.cases")}</h2>
        {solution.cases.length > 0 ? (
          <ul className="card-grid card-grid--3">
            {solution.cases.map((item) => (
              <CaseCard key={item.id} item={item} heading="h3" />
            ))}
          </ul>
        ) : (
          <p>{t("solutions:detail.noCases")}</p>
        )}
      </section>
    </article>
  );
}

/** An unknown or withdrawn solution: the 404 page says so. */
export function ErrorBoundary() {
  return <GeneralErrorBoundary statusHandlers={{ 404: { text: "notFound.solution" } }} />;
}
