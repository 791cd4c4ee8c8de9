import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { FallbackNotice } from "~/components/DocumentPageView";
import { LocalLink } from "~/components/LocalLink";
import { Picture } from "~/components/Picture";
import { heroScene } from "~/lib/scene-picture";
import { ProductIllustration } from "~/routes/($lang)+/_products+/__components/ProductIllustration";
import { loadContentPage } from "~/content/page-loader.server";
import { dateFormat } from "~/lib/intl";
import { contentPageMeta } from "~/lib/meta";
import { productPath } from "~/lib/products";
import { useRootData } from "~/root";

export const loader = (args: LoaderFunctionArgs) => loadContentPage("home", args);
export const handle = { i18n: ["marketing"] };
export const meta = contentPageMeta;

function useDateFormat() {
  const { language } = useRootData();
  const format = dateFormat(language.lang);
  return (iso: string) => format.format(new Date(iso));
}

export default function HomePage() {
  const { page, fallback } = useLoaderData<typeof loader>();
  const { t } = useTranslation("marketing");
  const formatDate = useDateFormat();
  return (
    <div className="home">
      <FallbackNotice fallback={fallback} />
      <section className="hero" aria-labelledby="hero-title">
        <div className="hero__inner">
          <div className="hero__text">
            <p className="eyebrow">{page.hero.eyebrow}</p>
            <h1 id="hero-title">{page.hero.title}</h1>
            <p className="lead">{page.hero.text}</p>
            <p className="hero__actions">
              <LocalLink className="button" to="/what-is-a-software-defined-camera">
                {page.hero.primary}
              </LocalLink>
              <LocalLink className="button button--ghost" to="/about">
                {page.hero.secondary}
              </LocalLink>
            </p>
          </div>
          <Picture className="hero__scene" drawing={heroScene()} label={t("home.heroScene")} />
        </div>
      </section>

      <section className="band" aria-labelledby="whats-new">
        <h2 id="whats-new">{t("home.whatsNew")}</h2>
        <ul className="card-grid card-grid--3">
          {page.whatsNew.map((item) => (
            <li key={item.title} className="card">
              <time className="card__meta" dateTime={item.date}>
                {formatDate(item.date)}
              </time>
              <h3>
                {item.link ? (
                  <LocalLink className="card__link" to={item.link}>
                    {item.title}
                  </LocalLink>
                ) : (
                  item.title
                )}
              </h3>
              <p>{item.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className="band band--tinted" aria-labelledby="spotlight">
        <h2 id="spotlight">{t("home.spotlight")}</h2>
        <ul className="card-grid card-grid--4">
          {page.spotlight.map((product) => (
            <li key={product.model} className="card product-card">
              <ProductIllustration product={product} label={`${product.model} ${product.name}`} />
              <p className="card__meta" dir="ltr">
                {product.model}
              </p>
              <h3>
                <LocalLink
                  className="card__link"
                  to={productPath({ type: product.type, id: product.model.toLowerCase() })}
                >
                  {product.name}
                </LocalLink>
              </h3>
              <p>{product.summary}</p>
              <ul className="chips">
                {product.highlights.map((h) => (
                  <li key={h}>{h}</li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </section>

      <div className="band home__split">
        <section aria-labelledby="events">
          <h2 id="events">{t("home.events")}</h2>
          <ul className="stack-list">
            {page.events.map((event) => (
              <li key={event.title} className="event">
                <time className="event__date" dateTime={event.date}>
                  {formatDate(event.date)}
                </time>
                <div>
                  <h3>{event.title}</h3>
                  <p className="card__meta">{event.place}</p>
                  <p>{event.text}</p>
                </div>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="news">
          <h2 id="news">{t("home.news")}</h2>
          <ul className="stack-list">
            {page.news.map((item) => (
              <li key={item.title} className="news-item">
                <time className="card__meta" dateTime={item.date}>
                  {formatDate(item.date)}
                </time>
                <h3>{item.title}</h3>
                <p>{item.summary}</p>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </div>
  );
}
