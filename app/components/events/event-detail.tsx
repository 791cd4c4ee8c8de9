import type { SubmissionResult } from "@conform-to/react";
import { useTranslation } from "react-i18next";
import { AppForm, CheckboxField, TextField, SpamGuard } from "~/components/forms/fields";
import { SubmitButton } from "~/components/forms/submit-button";
import { useServerForm } from "~/components/forms/use-server-form";
import { LocalLink } from "~/components/LocalLink";
import { numberFormat } from "~/lib/intl";
import { productPath } from "~/lib/products";
import { useRootData } from "~/lib/root-data";
import { type EventDetail, type EventOver, icsPath, placeLine } from "~/lib/events";
import type { registrationSchema } from "~/lib/event-registration.server";
import eventDetailStyles from "./event-detail.css";

/** News of the site's events: where a past event's visitors find what happened there. */
const EVENT_NEWS_PATH = "/news?category=event";

/**
 * The notice at the top of a past event's page: it is over, the days it took place, and where to
 * go now (the next event of the site, if one is planned, and the news of our events).
 */
export function EventOverNotice({ over, className }: { over: EventOver; className?: string }) {
  const { t } = useTranslation("events");
  return (
    <section
      className={["event-over", className].filter(Boolean).join(" ")}
      aria-labelledby="event-over-title"
    >
      <div className="event-over__inner">
        <p id="event-over-title" className="event-over__title">
          {t("over.title")}
        </p>
        <p className="event-over__held">{t("over.held", { dates: over.days })}</p>
        <p className="event-over__actions">
          {over.next ? (
            <span className="event-over__next">
              <LocalLink className="button" to={over.next.path}>
                {t("over.next", { title: over.next.title })}
              </LocalLink>{" "}
              <span className="event-over__next-days">{over.next.days}</span>
            </span>
          ) : null}
          <LocalLink className="event-over__news" to={EVENT_NEWS_PATH}>
            {t("over.news")}
          </LocalLink>
        </p>
      </div>
    </section>
  );
}

/**
 * When and where, the booth and the calendar link; a past event (`past`) keeps when and where
 * only: no booth to visit, nothing to add to a calendar.
 */
export function EventFacts({
  event,
  when,
  past = false,
}: {
  event: EventDetail;
  when: string;
  past?: boolean;
}) {
  const { t } = useTranslation("events");
  return (
    <dl className="event-facts">
      <div>
        <dt>{t("detail.when")}</dt>
        <dd>
          <time dateTime={event.startsAt}>{when}</time>
        </dd>
      </div>
      <div>
        <dt>{t("detail.where")}</dt>
        <dd>{placeLine(event, t("online"))}</dd>
      </div>
      {event.booth && !past ? (
        <div>
          <dt>{t("detail.booth")}</dt>
          <dd dir="ltr">{event.booth}</dd>
        </div>
      ) : null}
      {past ? null : (
        <div>
          <dt className="visually-hidden">{t("detail.addToCalendar")}</dt>
          <dd>
            {/* A file download: the browser fetches it, no client-side navigation. */}
            <LocalLink to={icsPath(event.id)} reloadDocument className="button button--ghost">
              {t("detail.addToCalendar")}
            </LocalLink>
          </dd>
        </div>
      )}
    </dl>
  );
}

export function Agenda({ event }: { event: EventDetail }) {
  const { t } = useTranslation("events");
  if (event.agenda.length === 0) return null;
  return (
    <section className="event-section" aria-labelledby="agenda">
      <h2 id="agenda">{t("detail.agenda")}</h2>
      <table className="event-agenda">
        <thead>
          <tr>
            <th scope="col">{t("detail.time")}</th>
            <th scope="col">{t("detail.session")}</th>
          </tr>
        </thead>
        <tbody>
          {event.agenda.map((row, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows may repeat a time and a title
            <tr key={i}>
              <td dir="ltr">{row.time}</td>
              <td>{row.title}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

export function ProductsOnShow({ event }: { event: EventDetail }) {
  const { t } = useTranslation("events");
  if (event.products.length === 0) return null;
  return (
    <section className="event-section" aria-labelledby="on-show">
      <h2 id="on-show">{t("detail.products")}</h2>
      <ul className="card-grid card-grid--4">
        {event.products.map((p) => (
          <li className="card event-product" key={p.id}>
            <p className="event-product__model" dir="ltr">
              {p.model}
            </p>
            <h3>
              <LocalLink to={productPath(p)}>{p.name}</LocalLink>
            </h3>
            <p>{p.summary}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The registration: the form with the seats left, or why there is none. */
export function Registration({
  event,
  formToken,
  lastResult,
}: {
  event: EventDetail;
  /** The signed time the page was rendered (`issueFormToken`). */
  formToken: string;
  lastResult?: SubmissionResult<string[]> | null;
}) {
  const { t } = useTranslation("events");
  const { language } = useRootData();
  const [form, fields] = useServerForm<typeof registrationSchema>({
    lastResult,
    id: "registration",
  });
  const registration = event.registration;
  if (!registration) return null;
  const seats = numberFormat(language.lang);
  return (
    <section
      className="event-section event-register card"
      aria-labelledby="register-title"
      id="register"
    >
      <h2 id="register-title">{t("register.title")}</h2>
      {!registration.open ? (
        <p className="event-register__state">{t("register.closed")}</p>
      ) : registration.seatsLeft === 0 ? (
        <p className="event-register__state" role="status">
          {t("register.full")}
        </p>
      ) : (
        <p className="event-register__seats">
          {t("register.seatsLeft", {
            seats: seats.format(registration.seatsLeft),
            capacity: seats.format(registration.capacity),
          })}
        </p>
      )}
      {registration.open ? (
        <AppForm form={form}>
          <SpamGuard token={formToken} />
          <TextField field={fields.name} label={t("register.name")} autoComplete="name" />
          <TextField
            field={fields.email}
            label={t("register.email")}
            type="email"
            autoComplete="email"
            dir="ltr"
          />
          <TextField
            field={fields.company}
            label={t("register.company")}
            autoComplete="organization"
          />
          <TextField
            field={fields.phone}
            label={t("register.phone")}
            type="tel"
            autoComplete="tel"
            dir="ltr"
          />
          <CheckboxField field={fields.consent} label={t("register.consent")} />
          <SubmitButton>{t("register.submit")}</SubmitButton>
        </AppForm>
      ) : null}
    </section>
  );
}

/** The parts' stylesheet, for the `links` of a page that shows them. */
export { eventDetailStyles };
