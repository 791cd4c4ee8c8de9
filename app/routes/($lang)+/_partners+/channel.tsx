import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { type FilterField, ListPage, listPageLinks } from "~/components/list";
import { loadListPage } from "~/lib/list-loader.server";
import { sectionMeta } from "~/lib/meta";
import { binOf, type Facet, type MapCountry, type PartnerPage } from "./__directory";
import { namesOf } from "./names.server";
import { PartnerCard } from "./__PartnerCard";
import { WorldMap } from "./__WorldMap";
import { countryShape } from "./world-map.server";
import { schema } from "./channel-query.server";
import partnerStyles from "./partners.css";

export const links = listPageLinks(partnerStyles);

export const handle = { i18n: ["partners"] };

export const meta: MetaFunction = ({ matches }) =>
  sectionMeta(matches, "partners:channel", { description: "description" });

/**
 * The partner map and directory (spec §2 /channel, §3 partner listing): one page of the listed
 * partners under the address's filters, the map's shaded countries (the country facet, so each
 * count is what its link shows) and the names of countries and languages in the page's language.
 */
export async function loader(args: LoaderFunctionArgs) {
  const { language, list, query, filtered } = await loadListPage<PartnerPage, typeof schema>(
    args,
    schema,
    "/partners",
    ({ type, country, language, page }) => ({ type, country, speaks: language, page }),
  );
  const map: MapCountry[] = [];
  for (const { value, count } of list.facets.country) {
    const d = count > 0 ? countryShape(value) : undefined;
    if (d) map.push({ code: value, count, bin: binOf(count), d });
  }
  const countryCodes = new Set([
    ...list.facets.country.map((f) => f.value),
    ...list.items.map((p) => p.country),
  ]);
  const languageCodes = new Set([
    ...list.facets.speaks.map((f) => f.value),
    ...list.items.flatMap((p) => p.languages),
  ]);
  const countryNames = namesOf(language.lang, "region", countryCodes);
  const languageNames = namesOf(language.lang, "language", languageCodes);
  // The filters list countries and languages by name in the page's language.
  const byName = (names: Record<string, string>) => (a: Facet, b: Facet) =>
    (names[a.value] ?? a.value).localeCompare(names[b.value] ?? b.value, language.lang);
  list.facets.country.sort(byName(countryNames));
  list.facets.speaks.sort(byName(languageNames));
  return {
    list,
    query,
    filtered,
    map,
    countryNames,
    languageNames,
  };
}

export default function ChannelPage() {
  const { t } = useTranslation("partners");
  const data = useLoaderData<typeof loader>();
  const { list, query, map, countryNames, languageNames } = data;
  const options = (facet: Facet[], label: (value: string) => string) =>
    facet.map((f) => ({ value: f.value, label: label(f.value), count: f.count }));
  const fields: FilterField[] = [
    {
      kind: "select",
      name: "type",
      label: t("partners:filters.type"),
      allLabel: t("partners:filters.allTypes"),
      value: query.type,
      options: options(list.facets.type, (v) => t(`partners:types.${v}`, { defaultValue: v })),
    },
    {
      kind: "select",
      name: "country",
      label: t("partners:filters.country"),
      allLabel: t("partners:filters.allCountries"),
      value: query.country,
      options: options(list.facets.country, (v) => countryNames[v] ?? v),
    },
    {
      kind: "select",
      name: "language",
      label: t("partners:filters.language"),
      allLabel: t("partners:filters.allLanguages"),
      value: query.language,
      options: options(list.facets.speaks, (v) => languageNames[v] ?? v),
    },
  ];
  return (
    <ListPage
      className="partners-page"
      data={data}
      path="/channel"
      textKeys={{
        ns: "partners",
        group: "channel",
        lead: "channel.lead",
        eyebrow: "channel.eyebrow",
        count: "directory.count",
        empty: "directory.empty",
      }}
      fields={fields}
      intro={
        <>
          <WorldMap countries={map} names={countryNames} query={query} selected={query.country} />
          <h2 id="directory" className="partners-page__directory-title">
            {t("partners:directory.title")}
          </h2>
        </>
      }
      countClassName="partners-page__count"
    >
      {(items) => (
        <ul className="partner-list">
          {items.map((partner) => (
            <PartnerCard
              key={partner.id}
              partner={partner}
              countryNames={countryNames}
              languageNames={languageNames}
            />
          ))}
        </ul>
      )}
    </ListPage>
  );
}
