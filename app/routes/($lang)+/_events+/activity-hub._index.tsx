import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { ListPage, listPageLinks } from "~/components/list";
import { loadListPage } from "~/lib/list-loader.server";
import { sectionMeta } from "~/lib/meta";
import { EventCard } from "./__event-card";
import { EVENT_KINDS, EVENT_REGIONS, type EventList, isPastEvent } from "~/lib/events";
import { hubQuery } from "./hub-query.server";
import { eventDays } from "~/lib/event-when";
import eventStyles from "./events.css";

export const links = listPageLinks(eventStyles);

export const handle = { i18n: ["events"] };

export const meta: MetaFunction = ({ matches }) =>
  sectionMeta(matches, "events:hub", { description: "description" });

export async function loader(args: LoaderFunctionArgs) {
  const { language, list, query, filtered } = await loadListPage<EventList, typeof hubQuery>(
    args,
    hubQuery,
    "/events",
    (query) => ({ ...query, when: query.when ?? "upcoming" }),
  );
  const now = new Date();
  return {
    list,
    query,
    filtered,
    days: Object.fromEntries(list.items.map((e) => [e.id, eventDays(language.lang, e)])),
    over: list.items.filter((e) => isPastEvent(e, now)).map((e) => e.id),
  };
}

export default function ActivityHub() {
  const { t } = useTranslation("events");
  const data = useLoaderData<typeof loader>();
  const { list, query, days, over } = data;
  const past = list.when === "past";
  return (
    <ListPage
      className="content-list events-page"
      data={data}
      path="/activity-hub"
      textKeys={{
        ns: "events",
        group: "hub",
        count: "count",
        empty: past ? "emptyPast" : "emptyUpcoming",
      }}
      fields={[
        {
          kind: "chips",
          name: "when",
          label: t("filters.when"),
          value: query.when,
          defaultValue: "upcoming",
          options: [
            { value: "upcoming", label: t("filters.upcoming") },
            { value: "past", label: t("filters.past") },
          ],
        },
        {
          kind: "select",
          name: "region",
          label: t("filters.region"),
          allLabel: t("filters.allRegions"),
          value: query.region,
          options: EVENT_REGIONS.map((r) => ({ value: r, label: t(`region.${r}`) })),
        },
        {
          kind: "select",
          name: "kind",
          label: t("filters.kind"),
          allLabel: t("filters.allKinds"),
          value: query.kind,
          options: EVENT_KINDS.map((k) => ({ value: k, label: t(`kind.${k}`) })),
        },
      ]}
    >
      {(items) => (
        <ul className="card-grid card-grid--3">
          {items.map((item) => (
            <EventCard
              key={item.id}
              item={item}
              days={days[item.id] ?? ""}
              past={over.includes(item.id)}
            />
          ))}
        </ul>
      )}
    </ListPage>
  );
}
