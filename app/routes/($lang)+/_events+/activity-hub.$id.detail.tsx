import type {
  ActionFunctionArgs,
  LinksFunction,
  LoaderFunctionArgs,
  MetaFunction,
} from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { errorMeta, GeneralErrorBoundary } from "~/components/ErrorBoundary";
import { LocalLink } from "~/components/LocalLink";
import { metaBrand, pageMeta } from "~/lib/meta";
import {
  Agenda,
  EventFacts,
  EventOverNotice,
  eventDetailStyles,
  ProductsOnShow,
  Registration,
} from "~/components/events/event-detail";
import { eventPath, fallbackAttrs } from "~/lib/events";
import { loadEvent } from "~/lib/event.server";
import { registrationAction } from "~/lib/event-registration.server";
import eventStyles from "./events.css";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: eventDetailStyles },
  { rel: "stylesheet", href: eventStyles },
];

export const handle = { i18n: ["events"] };

export const meta: MetaFunction<typeof loader> = ({ data, error, matches }) =>
  error || !data
    ? errorMeta({ error, matches })
    : pageMeta(data.event.title, data.event.summary, metaBrand(matches));

export function loader(args: LoaderFunctionArgs) {
  return loadEvent(args, `/events/${encodeURIComponent(args.params.id ?? "")}`);
}

export function action(args: ActionFunctionArgs) {
  const id = args.params.id ?? "";
  return registrationAction(args, id, eventPath(id));
}

export default function EventDetailPage() {
  const { t } = useTranslation("events");
  const { event, when, formToken, over } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  return (
    <article className="page event-detail">
      <nav className="breadcrumb" aria-label={t("detail.back")}>
        <LocalLink to="/activity-hub">{t("detail.back")}</LocalLink>
      </nav>
      {over ? <EventOverNotice over={over} /> : null}
      <header className="page-header">
        <ul className="chips">
          <li>{t(`kind.${event.kind}`, { defaultValue: event.kind })}</li>
          <li>{t(`region.${event.region}`, { defaultValue: event.region })}</li>
        </ul>
        <h1 {...fallbackAttrs(event, "title")}>{event.title}</h1>
        <p className="lead" {...fallbackAttrs(event, "summary")}>
          {event.summary}
        </p>
      </header>
      <div className="event-detail__grid">
        <div>
          <EventFacts event={event} when={when} past={over !== null} />
          <section className="event-section" aria-labelledby="about">
            <h2 id="about">{t("detail.about")}</h2>
            <p {...fallbackAttrs(event, "body")}>{event.body}</p>
            {event.landingSlug ? (
              <p>
                <LocalLink to={`/${event.landingSlug}`}>{t("detail.landing")}</LocalLink>
              </p>
            ) : null}
          </section>
          <Agenda event={event} />
        </div>
        {/* A past event takes no registration: its notice says so and where to go instead. */}
        {over ? null : <Registration event={event} formToken={formToken} lastResult={lastResult} />}
      </div>
      <ProductsOnShow event={event} />
    </article>
  );
}

/** An unknown event: the site's 404 page. */
export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
