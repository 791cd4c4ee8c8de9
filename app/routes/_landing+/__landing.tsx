import type { LinksFunction, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { errorMeta, GeneralErrorBoundary } from "~/components/ErrorBoundary";
import { BrandLink } from "~/components/BrandLink";
import { LanguageSwitcher } from "~/components/LanguageSwitcher";
import { LocalLink } from "~/components/LocalLink";
import { metaBrand, pageMeta } from "~/lib/meta";
import { Toast } from "~/components/Toast";
import { useRootData } from "~/lib/root-data";
import {
  Agenda,
  eventDetailStyles,
  EventOverNotice,
  ProductsOnShow,
  Registration,
} from "~/components/events/event-detail";
import { eventPath, fallbackAttrs, placeLine } from "~/lib/events";
import type { action, loader } from "./landing.server";
import landingStyles from "./landing.css";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: eventDetailStyles },
  { rel: "stylesheet", href: landingStyles },
];

export const handle = { i18n: ["events"] };

export const meta: MetaFunction<typeof loader> = ({ data, error, matches }) =>
  error || !data
    ? errorMeta({ error, matches })
    : pageMeta(data.event.title, data.event.hero, metaBrand(matches));

/** The frame of a landing page: a slim header with the brand and the way back home. */
function LandingFrame({ children }: { children: React.ReactNode }) {
  const { t } = useTranslation("events");
  const { brand } = useRootData();
  return (
    <div className="landing">
      <header className="landing__header">
        <BrandLink />
        <nav className="landing__nav" aria-label={brand.name}>
          <LocalLink to="/home">{t("landing.home")}</LocalLink>
          <LanguageSwitcher />
        </nav>
      </header>
      <main id="main" className="landing__main">
        <Toast />
        {children}
      </main>
    </div>
  );
}

/**
 * An event's own page, outside the site layout: hero, dates, venue and booth, agenda, products,
 * registration. Once the event is over, the page says so first and points to the next event and
 * the events' news; the booth and the registration give way.
 */
export default function LandingPage() {
  const { t } = useTranslation("events");
  const { event, when, formToken, over } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const past = over !== null;
  return (
    <LandingFrame>
      {over ? <EventOverNotice over={over} className="landing__over" /> : null}
      <section
        className={past ? "landing__hero landing__hero--past" : "landing__hero"}
        aria-labelledby="landing-title"
      >
        <p className="eyebrow">{t(`kind.${event.kind}`, { defaultValue: event.kind })}</p>
        <h1 id="landing-title" {...fallbackAttrs(event, "title")}>
          {event.title}
        </h1>
        <p className="landing__tagline" {...fallbackAttrs(event, "hero")}>
          {event.hero}
        </p>
        <dl className="landing__facts">
          <div>
            <dt>{t("landing.dates")}</dt>
            <dd>
              <time dateTime={event.startsAt}>{when}</time>
            </dd>
          </div>
          <div>
            <dt>{past ? t("detail.venue") : t("landing.venue")}</dt>
            <dd>
              {placeLine(event, t("online"))}
              {event.booth && !past ? (
                <>
                  {" · "}
                  {t("detail.booth")} <span dir="ltr">{event.booth}</span>
                </>
              ) : null}
            </dd>
          </div>
        </dl>
        <p className="landing__actions">
          {event.registration?.open ? (
            <a className="button" href="#register">
              {t("landing.register")}
            </a>
          ) : null}
          <LocalLink className="button button--ghost" to={eventPath(event.id)}>
            {t("more")}
          </LocalLink>
        </p>
      </section>
      <div className="landing__body">
        <section className="event-section" aria-labelledby="about">
          <h2 id="about">{t("detail.about")}</h2>
          <p {...fallbackAttrs(event, "body")}>{event.body}</p>
        </section>
        <Agenda event={event} />
        <ProductsOnShow event={event} />
        {past ? null : <Registration event={event} formToken={formToken} lastResult={lastResult} />}
      </div>
    </LandingFrame>
  );
}

/** No event has this page (or the backend is down): the error page inside the slim frame. */
export function ErrorBoundary() {
  return (
    <LandingFrame>
      <GeneralErrorBoundary />
    </LandingFrame>
  );
}
