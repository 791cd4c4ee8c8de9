import { getTableColumns, type SQL, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Database } from "../db/client";
import { LANGUAGES } from "#shared/languages";

/**
 * Full-text search over localized texts, the same on PGlite and PostgreSQL (no extension, no
 * dictionary): a query becomes folded terms, each term is matched as a substring of the folded
 * text, and rows are ranked by a weighted sum of the terms they hold.
 *
 * Folding (one table, applied in JS to the query and with translate() in SQL to the texts):
 * A–Z to lower case, accents and other combining marks removed (Latin, Greek tonos and dialytika),
 * Greek capitals lowered and final sigma ς read as σ, Turkish İ and ı read as i, Arabic short
 * vowels and tatweel removed, أ إ آ ٱ read as ا, ى as ي and ة as ه. SQL's lower() is not used: its
 * result for non-ASCII letters depends on the database's locale.
 *
 * Words are runs of letters and digits. Japanese and Chinese have no spaces: a run of Han,
 * Hiragana or Katakana characters becomes its overlapping character bigrams (one character stays
 * itself), each matched as a substring. An Arabic word loses its definite article (ال, وال, بال…),
 * so "الكاميرا" and "كاميرا" find the same texts.
 */

/** A folded search term. */
export type Term = string;

/** A piece of displayed text: `mark` when it is a matched word (rendered in `<mark>`). */
export interface Fragment {
  text: string;
  mark: boolean;
}

/** Most terms a query keeps (each one adds conditions to the SQL). */
export const MAX_TERMS = 16;

/**
 * The characters folded: A–Z, Latin-1 and Latin Extended-A letters, modern Greek, Arabic hamza
 * forms and short vowels. Kept short on purpose: translate() compares each character of a text
 * with each of these.
 */
const RANGES: [number, number][] = [
  [0x41, 0x5a],
  [0xc0, 0x17f],
  [0x301, 0x301],
  [0x308, 0x308],
  [0x386, 0x3ce],
  [0x622, 0x626],
  [0x64b, 0x652],
  [0x670, 0x670],
];
const EXTRA: Record<string, string> = {
  ς: "σ",
  ı: "i",
  ى: "ي",
  ة: "ه",
  ٱ: "ا",
  ـ: "",
};

/** The fold of one character: its lower-case base letter, "" for a mark, itself otherwise. */
function foldChar(ch: string): string {
  if (ch in EXTRA) return EXTRA[ch]!;
  const base = ch.normalize("NFD").replace(/\p{M}/gu, "");
  if (base === "") return "";
  const lower = base.toLowerCase();
  const folded = lower in EXTRA ? EXTRA[lower]! : lower;
  return [...folded].length === 1 ? folded : ch;
}

const FOLD = new Map<string, string>();
for (const [from, to] of RANGES) {
  for (let code = from; code <= to; code++) {
    const ch = String.fromCodePoint(code);
    const folded = foldChar(ch);
    if (folded !== ch) FOLD.set(ch, folded);
  }
}
for (const [ch, folded] of Object.entries(EXTRA)) FOLD.set(ch, folded);

// translate(text, FROM, TO): characters of FROM past the length of TO are deleted.
const mapped = [...FOLD].filter(([, to]) => to !== "");
const deleted = [...FOLD].filter(([, to]) => to === "");
const SQL_FROM = [...mapped, ...deleted].map(([from]) => from).join("");
const SQL_TO = mapped.map(([, to]) => to).join("");
const literal = (text: string) => sql.raw(`'${text.replaceAll("'", "''")}'`);

/** `text` folded for matching (see the module's comment); the same as the SQL of `foldedSql`. */
export function fold(text: string): string {
  let out = "";
  for (const ch of text.normalize("NFC")) out += FOLD.get(ch) ?? ch;
  return out;
}

/** The SQL of `fold` applied to a text expression. */
export const foldedSql = (text: SQL): SQL =>
  sql`translate(${text}, ${literal(SQL_FROM)}, ${literal(SQL_TO)})`;

/** A Japanese or Chinese character (Han, Hiragana, Katakana, the long-vowel and repeat marks). */
export const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}ー々]/u;
/** A run of Japanese or Chinese characters, or of other letters and digits (a word). */
export const WORD_RUN =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}ー々]+|[\p{L}\p{N}]+/gu;
/** The Arabic definite article, alone or after و ب ك ف, before a word of two letters or more. */
export const ARABIC_ARTICLE = /^(?:وال|بال|كال|فال|لل|ال)(?=\p{L}{2})/u;

/** The terms of a query: folded words, Arabic without the article, CJK runs as bigrams; deduplicated. */
export function queryTerms(query: string): Term[] {
  const terms: Term[] = [];
  for (const [run] of fold(query).matchAll(WORD_RUN)) {
    if (CJK.test(run)) {
      const chars = [...run];
      if (chars.length === 1) terms.push(run);
      for (let i = 0; i + 1 < chars.length; i++) terms.push(chars[i]! + chars[i + 1]!);
    } else {
      const word = run.replace(ARABIC_ARTICLE, "");
      if ([...word].length >= 2 || /\d/.test(word)) terms.push(word);
    }
  }
  return [...new Set(terms)].slice(0, MAX_TERMS);
}

/** A localized jsonb column's text in `language`, the English one when it has none. */
export const localizedSql = (column: PgColumn, language: string): SQL =>
  sql`coalesce(nullif(${column}->>${language}, ''), ${column}->>'en', '')`;

/** A searched text: an SQL text expression (see `localizedSql`) and its weight in the rank. */
export interface SearchField {
  text: SQL;
  weight: number;
  /** The text is folded already (`storedFoldSql`): the search reads it as it is. */
  folded?: boolean;
}

const foldKey = (language: string, field: string) => `${language}:${field}`;

/**
 * The texts of a row folded once, when the row is written, for every language (the English text
 * where a language has none, as `localizedSql` reads it): stored beside the row, they spare every
 * search folding every row's texts again.
 */
export function storedFolds(
  texts: Record<string, Partial<Record<string, string>>>,
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const { code } of LANGUAGES) {
    for (const [field, text] of Object.entries(texts)) {
      out[foldKey(code, field)] = fold(text[code] || text.en || "");
    }
  }
  return out;
}

/** A stored folded text (`storedFolds`) of `field` in `language`, for a `SearchField` with `folded`. */
export const storedFoldSql = (column: PgColumn, language: string, field: string): SQL =>
  sql`coalesce(${column}->>${foldKey(language, field)}, '')`;

/** `%term%` for LIKE, with the pattern characters of the term taken literally. */
const containing = (term: Term) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The SQL of a search over texts already folded (`foldedSql`): `where` keeps rows holding at
 * least one term (undefined for no terms: every row), `orderBy` puts rows holding every term
 * first, then the higher weighted sum of matches (the caller appends its natural order for ties),
 * `score` is that sum.
 */
export function textSearch(terms: Term[], folded: SearchField[]) {
  if (terms.length === 0 || folded.length === 0) {
    return { where: undefined, orderBy: [] as SQL[], score: sql<number>`0` };
  }
  const hits = terms.map((term) =>
    folded.map((f) => ({ match: sql`${f.text} like ${containing(term)}`, weight: f.weight })),
  );
  const anyOf = (conditions: SQL[]) => sql.join(conditions, sql` or `);
  const where = sql`(${anyOf(hits.flat().map((h) => h.match))})`;
  const present = sql.join(
    hits.map((row) => sql`(case when ${anyOf(row.map((h) => h.match))} then 1 else 0 end)`),
    sql` + `,
  );
  const score = sql<number>`(${sql.join(
    hits
      .flat()
      .map((h) => sql`(case when ${h.match} then ${sql.raw(String(h.weight))} else 0 end)`),
    sql` + `,
  )})`;
  return { where, orderBy: [sql`(${present}) desc`, sql`${score} desc`], score };
}

/**
 * `offset 0` written out: PostgreSQL then keeps the subquery as it is instead of copying its folded
 * texts into every condition that reads them (folding each text once per condition). Drizzle leaves
 * out an offset of the number 0, so it is given as SQL.
 */
const FENCE = sql`0` as unknown as number;

/**
 * The rows of `table` meeting `where`, searched for `terms` in `fields`: `source` is a subquery of
 * the table's columns plus each field's folded text (folded once per row: `offset 0` keeps
 * PostgreSQL from inlining it), to select from with the search's `where` and `orderBy`. Without
 * terms nothing is folded and every row of `where` is kept.
 */
export function searchSource<T extends PgTable>(
  db: Database,
  table: T,
  fields: SearchField[],
  terms: Term[],
  where?: SQL,
) {
  const names = terms.length > 0 ? fields.map((_, i) => `fold${i}`) : [];
  const folded = Object.fromEntries(
    names.map((name, i) => {
      const field = fields[i]!;
      return [name, sql<string>`${field.folded ? field.text : foldedSql(field.text)}`.as(name)];
    }),
  );
  const source = db
    .select({ ...getTableColumns(table), ...folded })
    .from(table as PgTable)
    .where(where)
    .offset(FENCE)
    .as("hits");
  const columns = source as unknown as Record<string, SQL>;
  const search = textSearch(
    terms,
    names.map((name, i) => ({ text: sql`${columns[name]}`, weight: fields[i]!.weight })),
  );
  return { source, ...search };
}

/** The parts of `text` where a term matches (in folded form), as [start, end) of `text`'s characters. */
function matchedRanges(text: string, terms: Term[]): { chars: string[]; marked: boolean[] } {
  const chars = [...text.normalize("NFC")];
  // folded string, and for each of its characters the index of the character it came from
  let folded = "";
  const origin: number[] = [];
  chars.forEach((ch, i) => {
    const f = FOLD.get(ch) ?? ch;
    for (const c of f) {
      folded += c;
      origin.push(i);
    }
  });
  const foldedChars = [...folded];
  const marked = chars.map(() => false);
  for (const term of terms) {
    const t = [...term];
    if (t.length === 0) continue;
    for (let i = 0; i + t.length <= foldedChars.length; i++) {
      let same = true;
      for (let j = 0; j < t.length && same; j++) same = foldedChars[i + j] === t[j];
      if (!same) continue;
      const from = origin[i]!;
      let to = origin[i + t.length - 1]!;
      // marks after the last letter belong to it
      while (to + 1 < chars.length && FOLD.get(chars[to + 1]!) === "") to++;
      for (let k = from; k <= to; k++) marked[k] = true;
    }
  }
  return { chars, marked };
}

function fragmentsOf(chars: string[], marked: boolean[], from: number, to: number): Fragment[] {
  const out: Fragment[] = [];
  for (let i = from; i < to; i++) {
    const last = out.at(-1);
    if (last && last.mark === marked[i]) last.text += chars[i];
    else out.push({ text: chars[i]!, mark: marked[i]! });
  }
  return out;
}

/** `text` cut into fragments, the matched words marked. */
export function highlight(text: string, terms: Term[]): Fragment[] {
  const { chars, marked } = matchedRanges(text, terms);
  return fragmentsOf(chars, marked, 0, chars.length);
}

/**
 * At most `length` characters of `text` around its first match (its start when nothing matches),
 * cut at spaces where there are any, with "…" where text was left out; the matched words marked.
 */
export function snippet(text: string, terms: Term[], length = 160): Fragment[] {
  const { chars, marked } = matchedRanges(text, terms);
  if (chars.length <= length) return fragmentsOf(chars, marked, 0, chars.length);
  const firstMatch = Math.max(0, marked.indexOf(true));
  let from = Math.max(0, Math.min(firstMatch - Math.floor(length / 4), chars.length - length));
  let to = Math.min(chars.length, from + length);
  if (from > 0) {
    const space = chars.indexOf(" ", from);
    if (space !== -1 && space < firstMatch) from = space + 1;
  }
  if (to < chars.length) {
    const space = chars.lastIndexOf(" ", to);
    if (space > from + length / 2) to = space;
  }
  const fragments = fragmentsOf(chars, marked, from, to);
  if (from > 0) fragments.unshift({ text: "…", mark: false });
  if (to < chars.length) fragments.push({ text: "…", mark: false });
  return fragments;
}
