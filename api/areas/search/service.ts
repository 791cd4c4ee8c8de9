import { type Column, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { algorithms, products, solutions, successCases } from "../../db/schema";
import {
  type AnalysedText,
  analyse,
  holds,
  holdsPhrase,
  isQuery,
  type ParsedQuery,
  parseQuery,
} from "../../infra/words";
import { onContentChanged } from "#shared/content-events";
import { localeOf } from "#shared/languages";
import type { SearchHit, SearchResult } from "#shared/search";
import { eventsDetailPages } from "../events/service";
import { announcementDetailPages, newsDetailPages } from "../news/service";
import { supportDetailPages } from "../support/service";
import { firmwareDetailPages, softwareDetailPages } from "../firmware/service";
import { advisoryDetailPages } from "../advisories/service";
import { videoDetailPages } from "../videos/service";
import { learningDetailPages } from "../learning/service";
import { wikiDetailPages } from "../wiki/service";
import { SEARCH_KINDS, type SearchKind, type SearchQuery } from "./schemas";

export type { SearchHit, SearchResult };

/**
 * Most documents of one kind the search reads (the catalogue has tens of each): the words are
 * matched in the application (api/infra/words.ts), over documents read once and kept.
 */
const MAX_DOCUMENTS_PER_KIND = 2_000;

/** How long the documents read are kept; a content change (a catalogue reload) drops them sooner. */
const KEEP_DOCUMENTS_MS = 60_000;

/** Weight of a word found in a title, a name or a model number; in a summary; in a body text. */
const TITLE = 3;
const SUMMARY = 2;
const TEXT = 1;

/** One searched text of a document, in its language, read for matching. */
interface Field {
  text: AnalysedText;
  language: string;
  weight: number;
  /** A model number: its parts also match by their beginning ("B56" finds NV-B560-LPR). */
  model?: boolean;
}

/** A thing the search can find: the hit it shows and the texts it is found by. */
interface Document {
  hit: SearchHit;
  fields: Field[];
}

/** A localized text in the visitor's language and in English. */
interface Texts {
  own: string | null;
  en: string | null;
}

const both = (column: Column, language: string) => ({
  own: sql<string | null>`${column}->>${language}`,
  en: sql<string | null>`${column}->>'en'`,
});

/** The text shown: in the visitor's language, in English when it has none. */
const shown = (texts: Texts) => texts.own || texts.en || "";

const field = (text: string, language: string, weight: number, model?: boolean): Field => ({
  text: analyse(text, language),
  language,
  weight,
  ...(model ? { model } : {}),
});

/** A localized text searched in English and in the visitor's language (the one shown). */
function fields(texts: Texts, language: string, weight: number): Field[] {
  const out: Field[] = [];
  if (texts.en) out.push(field(texts.en, "en", weight));
  if (language !== "en" && texts.own && texts.own !== texts.en) {
    out.push(field(texts.own, language, weight));
  }
  return out;
}

/** The localized columns of a table, each in the visitor's language and in English (`both`). */
function localized<K extends string>(columns: Record<K, Column>, language: string) {
  return Object.fromEntries(
    Object.entries<Column>(columns).map(([name, column]) => [name, both(column, language)]),
  ) as Record<K, ReturnType<typeof both>>;
}

/**
 * A document shown by its title and summary, searched by them, its body when it has one and the
 * `more` fields (a customer's name).
 */
function textDocument(
  kind: SearchKind,
  language: string,
  r: { id: string; title: Texts; summary: Texts; body?: Texts },
  more: Field[] = [],
): Document {
  return {
    hit: { kind, id: r.id, title: shown(r.title), summary: shown(r.summary) },
    fields: [
      ...fields(r.title, language, TITLE),
      ...more,
      ...fields(r.summary, language, SUMMARY),
      ...(r.body ? fields(r.body, language, TEXT) : []),
    ],
  };
}

/** Every document of one kind, with the texts it is searched by. */
async function documentsOf(db: Database, kind: SearchKind, language: string) {
  const limit = MAX_DOCUMENTS_PER_KIND;
  switch (kind) {
    case "product": {
      const rows = await db
        .select({
          id: products.id,
          type: products.type,
          model: products.model,
          name: both(products.name, language),
          summary: both(products.summary, language),
          introduction: both(products.introduction, language),
        })
        .from(products)
        .orderBy(products.id)
        .limit(limit);
      return rows.map(
        (r): Document => ({
          hit: {
            kind,
            id: r.id,
            title: shown(r.name),
            summary: shown(r.summary),
            type: r.type,
            model: r.model,
          },
          fields: [
            field(r.model, "en", TITLE, true),
            ...fields(r.name, language, TITLE),
            ...fields(r.summary, language, SUMMARY),
            ...fields(r.introduction, language, TEXT),
          ],
        }),
      );
    }
    case "solution": {
      const { title, summary, body } = solutions;
      const rows = await db
        .select({ id: solutions.id, ...localized({ title, summary, body }, language) })
        .from(solutions)
        .orderBy(solutions.id)
        .limit(limit);
      return rows.map((r) => textDocument(kind, language, r));
    }
    case "case": {
      const { title, summary, body } = successCases;
      const rows = await db
        .select({
          id: successCases.id,
          customer: successCases.customer,
          ...localized({ title, summary, body }, language),
        })
        .from(successCases)
        .orderBy(successCases.id)
        .limit(limit);
      return rows.map((r) => textDocument(kind, language, r, [field(r.customer, "en", SUMMARY)]));
    }
    case "algorithm": {
      const { name: title, summary } = algorithms;
      const rows = await db
        .select({ id: algorithms.id, ...localized({ title, summary }, language) })
        .from(algorithms)
        .orderBy(algorithms.id)
        .limit(limit);
      return rows.map((r) => textDocument(kind, language, r));
    }
  }
}

let contentVersion = 0;
onContentChanged(() => {
  contentVersion++;
});

interface Kept {
  version: number;
  until: number;
  documents: Promise<Document[][]>;
}
const kept = new WeakMap<Database, Map<string, Kept>>();

/**
 * The documents of every kind (in SEARCH_KINDS order) in `language`, read from the database and
 * kept for KEEP_DOCUMENTS_MS or until the content changes, so a search reads no row.
 */
function allDocuments(db: Database, language: string): Promise<Document[][]> {
  let byLanguage = kept.get(db);
  if (!byLanguage) {
    byLanguage = new Map();
    kept.set(db, byLanguage);
  }
  const now = Date.now();
  const known = byLanguage.get(language);
  if (known && known.version === contentVersion && known.until > now) return known.documents;
  const documents = Promise.all(SEARCH_KINDS.map((kind) => documentsOf(db, kind, language)));
  const entry = { version: contentVersion, until: now + KEEP_DOCUMENTS_MS, documents };
  byLanguage.set(language, entry);
  const languages = byLanguage;
  documents.catch(() => {
    if (languages.get(language) === entry) languages.delete(language);
  });
  return documents;
}

/** How well a document matches: the order of the results. */
interface Match {
  hit: SearchHit;
  /** A title (or model) is the query, nothing more (`isQuery`). */
  titleIsQuery: boolean;
  /** A title (or model) holds the whole query, its words side by side (`holdsPhrase`). */
  phraseInTitle: boolean;
  /** How many of the query's words a title (or model) holds. */
  wordsInTitle: number;
  /** The sum, over the query's words, of the weight of the best text each is found in. */
  weight: number;
  /** Some text holds the whole query. */
  phrase: boolean;
}

/** How `doc` matches the query, or undefined when one of the query's words is in none of its texts. */
function matchOf(doc: Document, query: ParsedQuery): Match | undefined {
  let weight = 0;
  let wordsInTitle = 0;
  for (const term of query.terms) {
    let best = 0;
    for (const f of doc.fields) {
      if (f.weight > best && holds(f.text, term, f.language, f.model)) best = f.weight;
    }
    if (best === 0) return undefined;
    weight += best;
    if (best === TITLE) wordsInTitle++;
  }
  const withPhrase = doc.fields.filter((f) => holdsPhrase(f.text, query, f.language));
  const titles = withPhrase.filter((f) => f.weight === TITLE);
  return {
    hit: doc.hit,
    titleIsQuery: titles.some((f) => isQuery(f.text, query, f.language)),
    phraseInTitle: titles.length > 0,
    wordsInTitle,
    weight,
    phrase: withPhrase.length > 0,
  };
}

/**
 * Better first: a title (or model) that is the query, then one that holds the whole query, then
 * more of the query's words in the title, then the heavier places of the words (title or model
 * over summary over body text), then the whole query in any text.
 */
const byScore = (a: Match, b: Match) =>
  Number(b.titleIsQuery) - Number(a.titleIsQuery) ||
  Number(b.phraseInTitle) - Number(a.phraseInTitle) ||
  b.wordsInTitle - a.wordsInTitle ||
  b.weight - a.weight ||
  Number(b.phrase) - Number(a.phrase);

/** Best first (`byScore`), then by title. */
function byRank(locale: string) {
  return (a: Match, b: Match) =>
    byScore(a, b) ||
    a.hit.title.localeCompare(b.hit.title, locale) ||
    (a.hit.id < b.hit.id ? -1 : 1);
}

/**
 * The site search: products, solutions, cases and algorithms holding every word of the text, in
 * any order, in any of their texts (name or title, model, customer, summary, introduction or body;
 * in the visitor's language or in English), words matched with their plural and spelling variants
 * (api/infra/words.ts). Grouped by kind, the kind of the best hit first, best first within each
 * kind; one page of them, with the count of each kind. No text (or no word in it) finds nothing.
 */
export async function search(
  db: Database,
  query: SearchQuery,
  language: string,
): Promise<SearchResult> {
  const empty = { items: [], total: 0, page: query.page, pageSize: query.pageSize };
  const parsed = parseQuery(query.q ?? "", language);
  if (parsed.terms.length === 0) return { ...empty, facets: { kind: [] } };
  const rank = byRank(localeOf(language));
  const documents = await allDocuments(db, language);
  const groups = SEARCH_KINDS.map((kind, i) => ({
    kind,
    matches: documents[i]!.flatMap((doc) => matchOf(doc, parsed) ?? []).sort(rank),
  }));
  const found = groups.filter((g) => g.matches.length > 0);
  const facets = {
    kind: found.map((g) => ({ value: g.kind, count: g.matches.length })),
  };
  // The kind of the best hit first; kinds whose best hits score the same keep their order.
  found.sort((a, b) => byScore(a.matches[0]!, b.matches[0]!));
  if (query.kind === false) return { ...empty, facets };
  const all = found
    .filter((g) => !query.kind || g.kind === query.kind)
    .flatMap((g) => g.matches.map((m) => m.hit));
  const start = (query.page - 1) * query.pageSize;
  return {
    items: all.slice(start, start + query.pageSize),
    total: all.length,
    page: query.page,
    pageSize: query.pageSize,
    facets,
  };
}

/** A detail page of a content area, which names its own path. */
interface ContentPage {
  kind: string;
  id: string;
  path: string;
  lastmod?: string;
}

/** Every detail page of the catalogue and the content areas, for sitemap.xml. */
export async function detailPages(db: Database) {
  const [productRows, solutionRows, caseRows, algorithmRows, ...content] = await Promise.all([
    db.select({ id: products.id, type: products.type }).from(products).orderBy(products.id),
    db.select({ id: solutions.id }).from(solutions).orderBy(solutions.id),
    db.select({ id: successCases.id }).from(successCases).orderBy(successCases.id),
    db.select({ id: algorithms.id }).from(algorithms).orderBy(algorithms.id),
    newsDetailPages(db),
    announcementDetailPages(db),
    supportDetailPages(db),
    eventsDetailPages(db),
    firmwareDetailPages(db),
    softwareDetailPages(db),
    advisoryDetailPages(db),
    videoDetailPages(db),
    wikiDetailPages(db),
    learningDetailPages(db),
  ]);
  return {
    items: [
      ...productRows.map((r) => ({ kind: "product" as const, id: r.id, type: r.type })),
      ...solutionRows.map((r) => ({ kind: "solution" as const, id: r.id })),
      ...caseRows.map((r) => ({ kind: "case" as const, id: r.id })),
      ...algorithmRows.map((r) => ({ kind: "algorithm" as const, id: r.id })),
      ...content.flatMap((pages): ContentPage[] => pages.items),
    ],
  };
}
