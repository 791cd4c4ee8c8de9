import type { LoaderFunctionArgs, SerializeFrom } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { readData, writeData } from "~/lib/data-text";
import { useTranslation } from "react-i18next";
import { FallbackNotice } from "~/components/DocumentPageView";
import { KeptMarkup } from "~/components/KeptMarkup";
import { LocalLink } from "~/components/LocalLink";
import { Picture } from "~/pictures/Picture";
import { loadContentPage } from "~/content/page-loader.server";
import { callApi } from "~/lib/api.server";
import { requireOk } from "~/lib/failure.server";
import { contentPageMeta } from "~/lib/meta";
import { productPath } from "~/lib/products";
import { HERO_PICTURE, HERO_PICTURE_SRC } from "~/pictures/pictures";
import { useDateFormat } from "~/lib/intl";
import { ProductIllustration } from "~/pictures/ProductIllustration";
import { announcementPath, eventPath, type HomeBlocks, newsPath } from "./__home-blocks";

/** The hero from the page texts, the four blocks from the backend in one call. */
export async function loader(args: LoaderFunctionArgs) {
  const { page, fallback } = loadContentPage("home", args);
  const blocks = await requireOk(
    args.request,
    await callApi<HomeBlocks>(args, "/home", { shared: true }),
  );
  return { page, fallback, blocks: writeData(blocks) };
}
export const handle = { i18n: ["marketing"] };
export const meta = contentPageMeta;

/** The same for the same texts and blocks: its markup is kept on the server (KeptMarkup). */
export default function HomePage() {
  const { page, fallback, blocks } = useLoaderData<typeof loader>();
  const { i18n } = useTranslation();
  return (
    <KeptMarkup as="div" className="home" keep={["home", i18n.language, fallback, page, blocks]}>
      <HomeContents page={page} fallback={fallback} blocks={readData(blocks)} />
    </KeptMarkup>
  );
}

function HomeContents({
  page,
  fallback,
  blocks,
}: {
  page: SerializeFrom<typeof loader>["page"];
  fallback: boolean;
  blocks: HomeBlocks;
}) {
  const { t } = useTranslation("marketing");
  const formatDate = useDateFormat();
  return (
    <>
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
          <Picture
            className="hero__scene"
            src={HERO_PICTURE_SRC}
            size={HERO_PICTURE}
            label={t("home.heroScene")}
            eager
          />
        </div>
      </section>

      {blocks.whatsNew.length > 0 ? (
        <section className="band" aria-labelledby="whats-new">
          <h2 id="whats-new">{t("home.whatsNew")}</h2>
          <ul className="card-grid card-grid--3">
            {blocks.whatsNew.map((item) => (
              <DatedItem
                key={item.id}
                className="card"
                item={item}
                to={announcementPath(item.id)}
              />
            ))}
          </ul>
        </section>
      ) : null}

      {blocks.spotlight.length > 0 ? (
        <section className="band band--tinted" aria-labelledby="spotlight">
          <h2 id="spotlight">{t("home.spotlight")}</h2>
          <ul className="card-grid card-grid--4">
            {blocks.spotlight.map((product) => (
              <li key={product.id} className="card product-card">
                <ProductIllustration
                  product={{
                    model: product.model,
                    type: product.type,
                    series: product.series,
                    specs: product.highlights,
                  }}
                  label={`${product.model} ${product.name}`}
                />
                <p className="card__meta" dir="ltr">
                  {product.model}
                </p>
                <h3>
                  <LocalLink className="card__link" to={productPath(product)}>
                    {product.name}
                  </LocalLink>
                </h3>
                <p>{product.summary}</p>
                <ul className="chips">
                  {product.highlights.map((h) => (
                    <li key={h.key}>
                      <span className="visually-hidden">{h.label}: </span>
                      <bdi>{h.value}</bdi>
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <div className="band home__split">
        <section aria-labelledby="events">
          <h2 id="events">{t("home.events")}</h2>
          {blocks.events.length === 0 ? <p>{t("home.noEvents")}</p> : null}
          <ul className="stack-list">
            {blocks.events.map((event) => (
              <li key={event.id} className="event">
                <time className="event__date" dateTime={event.startDate}>
                  {formatDate(event.startDate)}
                </time>
                <div>
                  <h3>
                    <LocalLink className="card__link" to={eventPath(event.id)}>
                      {event.title}
                    </LocalLink>
                  </h3>
                  <p className="card__meta">
                    {event.online
                      ? t("home.online")
                      : [event.city, event.country].filter(Boolean).join(", ")}
                  </p>
                  <p>{event.summary}</p>
                </div>
              </li>
            ))}
          </ul>
          <p>
            <LocalLink to="/activity-hub">{t("home.allEvents")}</LocalLink>
          </p>
        </section>
        <section aria-labelledby="news">
          <h2 id="news">{t("home.news")}</h2>
          <ul className="stack-list">
            {blocks.news.map((item) => (
              <DatedItem key={item.id} className="news-item" item={item} to={newsPath(item.id)} />
            ))}
          </ul>
          <p>
            <LocalLink to="/news">{t("home.allNews")}</LocalLink>
          </p>
        </section>
      </div>
    </>
  );
}

/** An item of a dated list of the home page (what's new, the news): date, title and summary. */
function DatedItem({
  className,
  item,
  to,
}: {
  className: string;
  item: { date: string; title: string; summary: string };
  to: string;
}) {
  const formatDate = useDateFormat();
  return (
    <li className={className}>
      <time className="card__meta" dateTime={item.date}>
        {formatDate(item.date)}
      </time>
      <h3>
        <LocalLink className="card__link" to={to}>
          {item.title}
        </LocalLink>
      </h3>
      <p>{item.summary}</p>
    </li>
  );
}
