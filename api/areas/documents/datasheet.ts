import type { Language } from "#shared/languages";
import type { CatalogueText, Localized } from "../../db/schema";
import { pick } from "../../infra/localized";
import { escapeHtml } from "../../infra/html-escape";

/** A product as its data sheet shows it: catalogue texts with their translations. */
export interface DatasheetProduct {
  model: string;
  series: string;
  releaseDate: string;
  name: Localized;
  summary: Localized;
  introduction: CatalogueText;
  specifications: { key: string; value: CatalogueText }[];
  certifications: string[];
}

/** The names of the specification keys and of their groups (content/catalogue/spec-keys.json). */
export interface SpecificationNames {
  /** Group key to its name, in the order the groups are shown. */
  groups: Record<string, Localized>;
  keys: Record<string, { group: string; label: Localized }>;
}

/** The data sheet's own words (content/catalogue/datasheet.json). */
export type DatasheetTexts = Record<
  | "kind"
  | "overview"
  | "model"
  | "series"
  | "released"
  | "certifications"
  | "specifications"
  | "specification"
  | "value"
  | "document"
  | "notice",
  Localized
>;

/** Print and screen styles of the data sheet (A4, one column, the table kept readable when split). */
const STYLE = `
@page { size: A4; margin: 16mm 14mm; }
* { box-sizing: border-box; }
body { margin: 0 auto; max-width: 182mm; padding: 12mm 5mm; color: #1b1f24;
  font: 10.5pt/1.45 system-ui, "Segoe UI", "Noto Sans", "Noto Sans Arabic", "Noto Sans JP", "Noto Sans SC", Arial, sans-serif; }
header { display: flex; justify-content: space-between; align-items: baseline; gap: 1em;
  border-bottom: 2pt solid #0b5cad; padding-bottom: 3mm; margin-bottom: 6mm; }
header p { margin: 0; }
.brand { font-weight: 700; font-size: 13pt; color: #0b5cad; }
.kind { text-transform: uppercase; letter-spacing: .08em; font-size: 9pt; color: #4a5561; }
h1 { font-size: 20pt; line-height: 1.2; margin: 0 0 2mm; }
h1 .model { display: block; font-size: 12pt; color: #4a5561; font-weight: 600; }
h2 { font-size: 13pt; margin: 7mm 0 3mm; color: #0b5cad; break-after: avoid; }
.summary { font-size: 12pt; margin: 0 0 3mm; }
dl { display: grid; grid-template-columns: max-content 1fr; gap: 1mm 6mm; margin: 4mm 0 0; }
dt { font-weight: 600; color: #4a5561; }
dd { margin: 0; }
table { width: 100%; border-collapse: collapse; }
caption { text-align: start; font-weight: 600; padding-bottom: 2mm; }
th, td { text-align: start; vertical-align: top; padding: 1.6mm 2mm; border-bottom: .5pt solid #c9d1d9; }
thead th { font-size: 9pt; text-transform: uppercase; letter-spacing: .05em; color: #4a5561; border-bottom: 1pt solid #4a5561; }
tbody th[scope="row"] { font-weight: 600; width: 38%; }
html[dir="rtl"] td { text-align: right; }
tbody th[scope="rowgroup"] { background: #eef3f8; color: #0b5cad; padding-top: 2.4mm; }
tr { break-inside: avoid; }
footer { margin-top: 8mm; padding-top: 3mm; border-top: .5pt solid #c9d1d9; font-size: 8.5pt; color: #4a5561; }
footer p { margin: 0 0 1mm; }
@media print { body { padding: 0; max-width: none; } a { color: inherit; } }
`;

/**
 * A product's data sheet as a printable HTML document in `language`: its name, summary,
 * introduction and facts, and every specification row grouped as the product page groups them,
 * with the names and values in that language (English where a text has no translation).
 */
export function datasheetHtml(
  product: DatasheetProduct,
  language: Pick<Language, "code" | "lang" | "dir">,
  input: {
    brand: string;
    version: string;
    releaseDate: string;
    names: SpecificationNames;
    texts: DatasheetTexts;
  },
): Buffer {
  const code = language.code;
  const text = (value: CatalogueText | undefined) => escapeHtml(pick(value, code));
  const word = (key: keyof DatasheetTexts) => text(input.texts[key]);
  const date = (iso: string) =>
    new Intl.DateTimeFormat(language.lang, { dateStyle: "long", timeZone: "UTC" }).format(
      new Date(`${iso}T00:00:00Z`),
    );
  const name = pick(product.name, code);
  const groupOrder = Object.keys(input.names.groups);
  const rows = product.specifications.map((s, index) => {
    const known = input.names.keys[s.key];
    const group = known && groupOrder.includes(known.group) ? known.group : "general";
    return { ...s, index, group, label: known ? pick(known.label, code) : s.key };
  });
  rows.sort(
    (a, b) => groupOrder.indexOf(a.group) - groupOrder.indexOf(b.group) || a.index - b.index,
  );
  const bodies: string[] = [];
  for (const group of groupOrder) {
    const inGroup = rows.filter((r) => r.group === group);
    if (inGroup.length === 0) continue;
    bodies.push(
      [
        "<tbody>",
        `<tr><th scope="rowgroup" colspan="2">${text(input.names.groups[group])}</th></tr>`,
        ...inGroup.map(
          (r) =>
            `<tr><th scope="row">${escapeHtml(r.label)}</th><td dir="auto">${text(r.value)}</td></tr>`,
        ),
        "</tbody>",
      ].join("\n"),
    );
  }
  const facts = [
    [word("model"), `<span dir="ltr">${escapeHtml(product.model)}</span>`],
    [word("series"), `<span dir="auto">${escapeHtml(product.series)}</span>`],
    [word("released"), escapeHtml(date(product.releaseDate))],
    ...(product.certifications.length > 0
      ? [
          [
            word("certifications"),
            `<span dir="ltr">${escapeHtml(product.certifications.join(", "))}</span>`,
          ],
        ]
      : []),
  ];
  const documentLine = pick(input.texts.document, code)
    .replace("{{version}}", input.version)
    .replace("{{date}}", date(input.releaseDate));
  const html = `<!doctype html>
<html lang="${language.lang}"${language.dir === "rtl" ? ' dir="rtl"' : ""}>
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(product.model)} ${escapeHtml(name)} · ${word("kind")}</title>
<style>${STYLE}</style>
</head>
<body>
<header>
<p class="brand">${escapeHtml(input.brand)}</p>
<p class="kind">${word("kind")}</p>
</header>
<h1><span class="model" dir="ltr">${escapeHtml(product.model)}</span> ${escapeHtml(name)}</h1>
<p class="summary">${text(product.summary)}</p>
<h2>${word("overview")}</h2>
<p>${text(product.introduction)}</p>
<dl>
${facts.map(([term, value]) => `<dt>${term}</dt><dd>${value}</dd>`).join("\n")}
</dl>
<h2>${word("specifications")}</h2>
<table>
<thead><tr><th scope="col">${word("specification")}</th><th scope="col">${word("value")}</th></tr></thead>
${bodies.join("\n")}
</table>
<footer>
<p>${word("notice")}</p>
<p>${escapeHtml(input.brand)} · <span dir="ltr">${escapeHtml(product.model)}</span> · ${escapeHtml(documentLine)}</p>
</footer>
</body>
</html>
`;
  return Buffer.from(html, "utf8");
}
