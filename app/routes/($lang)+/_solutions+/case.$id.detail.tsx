import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { errorMeta, GeneralErrorBoundary } from "~/components/ErrorBoundary";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { FallbackNotice } from "~/components/DocumentPageView";
import { ListBreadcrumb } from "~/components/list";
import { ProductCard, SolutionCard } from "./__components/Cards";
import { useValueLabel } from "./__components/labels";
import { Paragraphs } from "./__components/Paragraphs";
import { pageLanguage } from "~/i18n/route-language.server";
import { type CaseDetail, fallbackAttrs } from "./__content";
import { fetchContent } from "./content.server";
import { detailPageMeta } from "./__solutions-meta";
import { useDateFormat } from "~/lib/intl";
import solutionsStyles from "./solutions.css";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: solutionsStyles }];

export const handle = { i18n: ["solutions"] };

export const meta: MetaFunction<typeof loader> = ({ data, error, matches }) =>
  error ? errorMeta({ error, matches }) : detailPageMeta(matches, data?.story);

export async function loader(args: LoaderFunctionArgs) {
  pageLanguage(args);
  const id = encodeURIComponent(args.params.id ?? "");
  return { story: await fetchContent<CaseDetail>(args, `/content/cases/${id}`) };
}

export default function CaseDetailPage() {
  const { t } = useTranslation("solutions");
  const label = useValueLabel();
  const formatDate = useDateFormat("long");
  const { story } = useLoaderData<typeof loader>();
  return (
    <article className="page content-detail">
      <ListBreadcrumb
        label={t("solutions:breadcrumb")}
        to="/case"
        list={t("solutions:cases.title")}
        current={story.title}
      />
      <header className="page-header">
        <h1 {...fallbackAttrs(story, "title")}>{story.title}</h1>
        <p className="lead" {...fallbackAttrs(story, "summary")}>
          {story.summary}
        </p>
      </header>
      <div className="content-detail__body">
        <section aria-labelledby="story">
          <h2 id="story">{t("solutions:cases.story")}</h2>
          <FallbackNotice fallback={story.fallback.includes("body")} />
          <Paragraphs text={story.body} {...fallbackAttrs(story, "body")} />
        </section>
        <aside className="card content-detail__aside" aria-labelledby="facts">
          <h2 id="facts">{t("solutions:cases.facts")}</h2>
          <dl className="details-list">
            <dt>{t("solutions:cases.customer")}</dt>
            <dd>{story.customer}</dd>
            <dt>{t("solutions:cases.country")}</dt>
            <dd>{story.country}</dd>
            <dt>{t("solutions:filters.industry")}</dt>
            <dd>{label("industry", story.industry)}</dd>
            <dt>{t("solutions:cases.date")}</dt>
            <dd>
              <time dateTime={story.date}>{formatDate(story.date)}</time>
            </dd>
          </dl>
        </aside>
      </div>
      <section className="content-detail__section" aria-labelledby="products">
        <h2 id="products">{t("solutions:cases.products")}</h2>
        <ul className="card-grid card-grid--4">
          {story.products.map((product) => (
            <ProductCard key={product.id} product={product} />
          ))}
        </ul>
      </section>
      {story.solution ? (
        <section className="content-detail__section" aria-labelledby="solution">
          <h2 id="solution">{t("solutions:cases.solution")}</h2>
          <ul className="card-grid card-grid--3">
            <SolutionCard item={story.solution} heading="h3" />
          </ul>
        </section>
      ) : null}
    </article>
  );
}

/** An unknown or withdrawn success story: the 404 page says so. */
export function ErrorBoundary() {
  return <GeneralErrorBoundary statusHandlers={{ 404: { text: "notFound.case" } }} />;
}
