import { createRequire } from "node:module";
import { geoEqualEarth, geoPath } from "d3-geo";
import type { Feature, FeatureCollection, Geometry } from "geojson";
import { feature } from "topojson-client";
import type { GeometryCollection, Topology } from "topojson-specification";

/**
 * The partner map's geometry, drawn once when the server starts: the world's 110m outlines of
 * world-atlas (Antarctica left out) in the Equal Earth projection, on a 1000 × 490 canvas, with
 * whole-number relative coordinates so the paths stay small. Nothing here runs per request.
 */
export const MAP_WIDTH = 1000;
export const MAP_HEIGHT = 490;

/**
 * ISO 3166-1 numeric codes of world-atlas to the alpha-2 codes partners are stored with. A partner
 * in a country missing here is listed but not drawn on the map.
 */
const ALPHA2: Record<string, string> = {
  "032": "AR",
  "036": "AU",
  "040": "AT",
  "056": "BE",
  "076": "BR",
  "124": "CA",
  "152": "CL",
  "156": "CN",
  "170": "CO",
  "203": "CZ",
  "208": "DK",
  "218": "EC",
  "246": "FI",
  "250": "FR",
  "276": "DE",
  "300": "GR",
  "348": "HU",
  "352": "IS",
  "356": "IN",
  "360": "ID",
  "364": "IR",
  "368": "IQ",
  "372": "IE",
  "376": "IL",
  "380": "IT",
  "392": "JP",
  "398": "KZ",
  "404": "KE",
  "410": "KR",
  "414": "KW",
  "458": "MY",
  "484": "MX",
  "504": "MA",
  "528": "NL",
  "554": "NZ",
  "566": "NG",
  "578": "NO",
  "586": "PK",
  "604": "PE",
  "608": "PH",
  "616": "PL",
  "620": "PT",
  "634": "QA",
  "642": "RO",
  "643": "RU",
  "682": "SA",
  "704": "VN",
  "710": "ZA",
  "724": "ES",
  "752": "SE",
  "756": "CH",
  "764": "TH",
  "784": "AE",
  "788": "TN",
  "792": "TR",
  "804": "UA",
  "818": "EG",
  "826": "GB",
  "840": "US",
  "858": "UY",
  "862": "VE",
};

/** A number after another, with the separator SVG needs (none before a minus sign). */
const next = (n: number) => (n < 0 ? `${n}` : ` ${n}`);

/**
 * An absolute SVG path of d3 (M, L and Z commands) rewritten with relative lines, the command
 * letter written once per run of lines and zero-length steps dropped.
 */
export function relativePath(d: string): string {
  let out = "";
  let x = 0;
  let y = 0;
  let inLine = false;
  for (const [, command, args] of d.matchAll(/([MLZ])([^MLZ]*)/g)) {
    if (command === "Z") {
      out += "z";
      inLine = false;
      continue;
    }
    const [nx, ny] = args!.split(",").map(Number) as [number, number];
    if (command === "M") {
      out += `M${nx}${next(ny)}`;
      inLine = false;
    } else {
      const dx = nx - x;
      const dy = ny - y;
      if (dx === 0 && dy === 0) continue;
      out += inLine ? `${next(dx)}${next(dy)}` : `l${dx}${next(dy)}`;
      inLine = true;
    }
    x = nx;
    y = ny;
  }
  return out;
}

function draw() {
  const require = createRequire(import.meta.url);
  const world = require("world-atlas/countries-110m.json") as Topology<{
    countries: GeometryCollection<{ name: string }>;
  }>;
  const all = feature(world, world.objects.countries) as FeatureCollection<Geometry>;
  const countries = all.features.filter((f) => f.id !== "010");
  const projection = geoEqualEarth().fitExtent(
    [
      [2, 2],
      [MAP_WIDTH - 2, MAP_HEIGHT - 2],
    ],
    { type: "FeatureCollection", features: countries },
  );
  const path = geoPath(projection).digits(0);
  const d = (f: Feature) => relativePath(path(f) ?? "");
  const shapes = new Map<string, string>();
  for (const country of countries) {
    const code = ALPHA2[String(country.id)];
    if (code) shapes.set(code, d(country));
  }
  const land = countries.map(d).join("");
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${MAP_WIDTH} ${MAP_HEIGHT}">` +
    `<path d="${land}" fill="#dfe5ec" stroke="#ffffff" stroke-width="0.6"/></svg>`;
  return { shapes, svg };
}

const drawn = draw();

/** The outline of the country `code` (ISO alpha-2), or undefined when the map cannot draw it. */
export const countryShape = (code: string): string | undefined => drawn.shapes.get(code);

/** The base map: every country's outline, unshaded, as a standalone SVG document. */
export const WORLD_SVG = drawn.svg;
