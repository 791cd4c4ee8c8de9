import { useTranslation } from "react-i18next";
import { LocalLink } from "~/components/LocalLink";
import { type EventItem, eventPath, fallbackAttrs, placeLine } from "~/lib/events";

/** One event in a list: type, region, days, place, title and summary; a past one says it is over. */
export function EventCard({
  item,
  days,
  past = false,
}: {
  item: EventItem;
  days: string;
  past?: boolean;
}) {
  const { t } = useTranslation("events");
  return (
    <li className={past ? "card event-card event-card--past" : "card event-card"}>
      <ul className="chips">
        {past ? <li className="event-card__over">{t("over.chip")}</li> : null}
        <li>{t(`kind.${item.kind}`, { defaultValue: item.kind })}</li>
        <li>{t(`region.${item.region}`, { defaultValue: item.region })}</li>
      </ul>
      <p className="event-card__when">
        <time dateTime={item.startsAt}>{days}</time>
      </p>
      <h2 {...fallbackAttrs(item, "title")}>
        <LocalLink className="event-card__link" to={eventPath(item.id)}>
          {item.title}
        </LocalLink>
      </h2>
      <p className="event-card__place">{placeLine(item, t("online"))}</p>
      <p {...fallbackAttrs(item, "summary")}>{item.summary}</p>
    </li>
  );
}
