import { useId } from "react";
import { useTranslation } from "react-i18next";
import { localizePath } from "~/i18n/languages";
import { type ListQuery, listHref } from "~/lib/list-query";
import { numberFormat } from "~/lib/intl";
import { useRootData } from "~/lib/root-data";
import { MAP_BINS, type MapCountry } from "./__directory";

const WIDTH = 1000;
const HEIGHT = 490;

/**
 * The partner map: the world's outlines (an image of this site, drawn once on the server) with
 * each country that has listed partners shaded by their number and linked to the directory
 * filtered to it. Plain SVG links, so it works without JavaScript; never mirrored.
 */
export function WorldMap({
  countries,
  names,
  query,
  selected,
}: {
  countries: MapCountry[];
  names: Record<string, string>;
  query: ListQuery;
  selected: string | null;
}) {
  const { t } = useTranslation("partners");
  const { language } = useRootData();
  const captionId = useId();
  const number = numberFormat(language.lang);
  const binLabel = (bin: (typeof MAP_BINS)[number]) =>
    bin.to === undefined
      ? t("partners:map.binMore", { from: number.format(bin.from) })
      : bin.to === bin.from
        ? number.format(bin.from)
        : t("partners:map.bin", { from: number.format(bin.from), to: number.format(bin.to) });
  return (
    <figure className="partner-map" aria-labelledby={captionId}>
      <svg
        className="partner-map__svg"
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        aria-labelledby={captionId}
      >
        <title>{t("partners:map.caption")}</title>
        <image href="/channel/world.svg" width={WIDTH} height={HEIGHT} />
        {countries.map((country) => {
          const label = t("partners:map.country", {
            country: names[country.code] ?? country.code,
            total: number.format(country.count),
          });
          const href = localizePath(
            listHref("/channel", query, { country: country.code, page: null }),
            language,
          );
          return (
            <a
              key={country.code}
              href={`${href}#directory`}
              aria-label={label}
              aria-current={selected === country.code ? "true" : undefined}
              className={`partner-map__country partner-map__shade-${country.bin}`}
            >
              <title>{label}</title>
              <path d={country.d} />
            </a>
          );
        })}
      </svg>
      <figcaption className="partner-map__caption">
        <span id={captionId}>{t("partners:map.caption")}</span>
        <span className="partner-map__legend">
          <span className="partner-map__legend-title">{t("partners:map.legend")}</span>
          {MAP_BINS.map((bin, index) => (
            <span className="partner-map__legend-item" key={bin.from}>
              <span
                className={`partner-map__swatch partner-map__shade-${index}`}
                aria-hidden="true"
              />
              {binLabel(bin)}
            </span>
          ))}
        </span>
      </figcaption>
    </figure>
  );
}
