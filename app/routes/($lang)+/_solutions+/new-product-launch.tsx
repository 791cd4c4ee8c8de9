import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { LocalLink } from "~/components/LocalLink";
import { ProductCard } from "./__components/Cards";
import { pageLanguage } from "~/i18n/route-language.server";
import type { Launches } from "./__content";
import { fetchContent } from "./content.server";
import { solutionsPageMeta } from "./__solutions-meta";
import { useDateFormat } from "~/lib/intl";
import solutionsStyles from "./solutions.css";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: solutionsStyles }];

export const handle = { i18n: ["solutions"] };

export const meta: MetaFunction = ({ matches }) => solutionsPageMeta(matches, "launch");

export async function loader(args: LoaderFunctionArgs) {
  pageLanguage(args);
  return { launches: await fetchContent<Launches>(args, "/content/launches") };
}

export default function NewProductLaunchPage() {
  const { t } = useTranslation("solutions");
  const formatDate = useDateFormat("long");
  const { launches } = useLoaderData<typeof loader>();
  const preSales = launches.items.filter((p) => p.preSales).length;
  return (
    <div className="launch">
      <section className="hero" aria-labelledby="launch-title">
        <div className="hero__inner">
          <p className="eyebrow">{t("solutions:launch.eyebrow")}</p>
          <h1 id="launch-title">{t("solutions:launch.title")}</h1>
          <p className="lead">{t("solutions:launch.lead")}</p>
          <p className="hero__actions">
            <LocalLink className="button" to="/contact">
              {t("solutions:launch.contactSales")}
            </LocalLink>
            <LocalLink className="button button--ghost" to="/solution">
              {t("solutions:launch.exploreSolutions")}
            </LocalLink>
          </p>
        </div>
      </section>
      <section className="band" aria-labelledby="launch-products">
        <h2 id="launch-products">{t("solutions:launch.products")}</h2>
        {launches.since ? (
          <p className="launch__intro">
            {t("solutions:launch.since", { date: formatDate(launches.since) })}{" "}
            {preSales > 0 ? t("solutions:launch.preSalesNote") : null}
          </p>
        ) : null}
        {launches.items.length > 0 ? (
          <ul className="card-grid card-grid--4">
            {launches.items.map((product) => (
              <ProductCard key={product.id} product={product} heading="h3" />
            ))}
          </ul>
        ) : (
          <p>{t("solutions:launch.empty")}</p>
        )}
      </section>
    </div>
  );
}
