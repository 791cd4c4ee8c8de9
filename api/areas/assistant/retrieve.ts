import { and, asc, eq, isNull, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import type { AssistantSource } from "#shared/assistant";
import { articles, documents, faqs, products } from "../../db/schema";
import {
  fold,
  localizedSql,
  queryTerms,
  type SearchField,
  searchSource,
  storedFoldSql,
  type Term,
} from "../../infra/fulltext";
import { pick } from "../../infra/localized";
import { wikiArticlePath } from "../wiki/service";

/** Most sources an answer quotes. */
export const MAX_SOURCES = 5;
/** Rows of each kind read from the database before the passages are weighed. */
const CANDIDATES = 6;
/** Longest quote, in characters. */
const QUOTE_LENGTH = 320;
/**
 * The share of the question's words a source must hold (title and its best passage) to be quoted:
 * below it, nothing matches and the assistant says so.
 */
export const MIN_COVERAGE = 0.5;

/**
 * The words that carry the question's meaning: the longer ones (short words such as "how", "an" or
 * "の" match nearly every text), CJK bigrams and numbers; every term when none is long.
 */
export function keyTerms(terms: Term[]): Term[] {
  const cjk = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;
  const key = terms.filter((t) => cjk.test(t) || /\d/.test(t) || [...t].length >= 4);
  return key.length > 0 ? key : terms;
}

/** Plain text of a Markdown paragraph: headings, list markers, emphasis and link syntax removed. */
function plain(markdown: string): string {
  return markdown
    .replace(/<!--[\s\S]*?-->/g, " ")
    .replace(/^\s{0,3}(?:#{1,6}|[-*+]|\d+[.)])\s+/gm, "")
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/[*_`|]+/g, "")
    .replace(/\s+/g, " ")
    .trim();
}

/** The paragraphs of a text (blank-line separated), as plain text. */
const paragraphsOf = (text: string) =>
  text
    .split(/\n\s*\n/)
    .map(plain)
    .filter((p) => p.length > 0);

/** Weight of the key terms found in `folded` (a folded text): longer terms count for more. */
function weightIn(folded: string, terms: Term[]): number {
  return terms.reduce((sum, t) => sum + (folded.includes(t) ? [...t].length : 0), 0);
}

/** At most `length` characters of `text` from a sentence start near its first matched term. */
function quoteOf(text: string, terms: Term[], length = QUOTE_LENGTH): string {
  const chars = [...text];
  if (chars.length <= length) return text;
  const folded = fold(text);
  const first = Math.min(
    ...terms.map((t) => folded.indexOf(t)).filter((i) => i >= 0),
    Number.POSITIVE_INFINITY,
  );
  let from = 0;
  if (Number.isFinite(first) && first > length / 2) {
    const before = text.slice(0, first);
    const stop = Math.max(
      before.lastIndexOf(". "),
      before.lastIndexOf("。"),
      before.lastIndexOf("؟ "),
    );
    from = stop >= 0 ? stop + 1 : first;
  }
  let quote = [...text.slice(from).trimStart()].slice(0, length).join("");
  if (quote.length < text.length - from) {
    const space = quote.lastIndexOf(" ");
    if (space > length / 2) quote = quote.slice(0, space);
    quote += "…";
  }
  return (from > 0 ? "…" : "") + quote;
}

interface Candidate {
  source: AssistantSource;
  coverage: number;
  weight: number;
}

/**
 * A candidate source: its best passage (the paragraph holding the most of the key terms) quoted,
 * and how much of the question its title and that passage cover.
 */
function candidate(
  kind: AssistantSource["kind"],
  title: string,
  path: string,
  passages: string[],
  key: Term[],
): Candidate {
  const total = key.reduce((sum, t) => sum + [...t].length, 0) || 1;
  const foldedTitle = fold(title);
  let best = passages[0] ?? "";
  let bestWeight = -1;
  for (const passage of passages) {
    const w = weightIn(fold(passage), key);
    if (w > bestWeight) {
      best = passage;
      bestWeight = w;
    }
  }
  const covered = weightIn(`${foldedTitle}\n${fold(best)}`, key);
  return {
    source: { kind, title, path, quote: quoteOf(best, key) },
    coverage: covered / total,
    // the title's matches rank first, then the passage's
    weight: covered + weightIn(foldedTitle, key),
  };
}

const articleFields = (language: string): SearchField[] => [
  { text: storedFoldSql(articles.folded, language, "title"), weight: 4, folded: true },
  { text: storedFoldSql(articles.folded, language, "body"), weight: 1, folded: true },
];

/** Where an article of each kind is read on the site. */
const ARTICLE_PATHS = {
  wiki: (r: typeof articles.$inferSelect) =>
    wikiArticlePath(r.product ?? "", r.label ?? "", r.slug),
  knowledge: (r: typeof articles.$inferSelect) => `/knowledge/${encodeURIComponent(r.slug)}/detail`,
};

async function articleCandidates(
  db: Database,
  kind: keyof typeof ARTICLE_PATHS,
  language: string,
  terms: Term[],
  key: Term[],
) {
  const s = searchSource(db, articles, articleFields(language), terms, eq(articles.kind, kind));
  const rows = await db
    .select()
    .from(s.source)
    .where(s.where)
    .orderBy(...s.orderBy, asc(s.source.id))
    .limit(CANDIDATES);
  return rows.map((r) =>
    candidate(
      kind,
      pick(r.title, language),
      ARTICLE_PATHS[kind](r),
      paragraphsOf(pick(r.body, language)),
      key,
    ),
  );
}

async function faqCandidates(db: Database, language: string, terms: Term[], key: Term[]) {
  const fields: SearchField[] = [
    { text: storedFoldSql(faqs.folded, language, "question"), weight: 4, folded: true },
    { text: storedFoldSql(faqs.folded, language, "answer"), weight: 1, folded: true },
  ];
  const s = searchSource(db, faqs, fields, terms);
  const rows = await db
    .select()
    .from(s.source)
    .where(s.where)
    .orderBy(...s.orderBy, asc(s.source.id))
    .limit(CANDIDATES);
  return rows.map((r) =>
    candidate(
      "faq",
      pick(r.question, language),
      `/FAQ/${encodeURIComponent(r.id)}/detail`,
      paragraphsOf(pick(r.answer, language)),
      key,
    ),
  );
}

async function documentCandidates(db: Database, language: string, terms: Term[], key: Term[]) {
  const s = searchSource(
    db,
    documents,
    [{ text: localizedSql(documents.title, language), weight: 4 }],
    terms,
  );
  const rows = await db
    .select()
    .from(s.source)
    // A document removed in the console is on no page of the site.
    .where(and(s.where, isNull(s.source.removedAt)))
    .orderBy(...s.orderBy, asc(s.source.id))
    .limit(CANDIDATES);
  return rows.map((r) => {
    const title = pick(r.title, language);
    return candidate(
      "document",
      title,
      `/documentation?${new URLSearchParams({ q: title })}`,
      [[title, r.version].filter(Boolean).join(" · ")],
      key,
    );
  });
}

async function productCandidates(db: Database, language: string, terms: Term[], key: Term[]) {
  const fields: SearchField[] = [
    { text: localizedSql(products.name, language), weight: 4 },
    { text: sql`${products.model}`, weight: 4 },
    { text: localizedSql(products.summary, language), weight: 1 },
    { text: sql`${products.keySpecs}::text`, weight: 1 },
  ];
  const s = searchSource(db, products, fields, terms);
  const rows = await db
    .select()
    .from(s.source)
    .where(s.where)
    .orderBy(...s.orderBy, asc(s.source.id))
    .limit(CANDIDATES);
  return rows.map((r) => {
    const specs = (r.keySpecs ?? [])
      .map((spec) => `${spec.key.replaceAll("_", " ")}: ${pick(spec.value, language)}`)
      .join("; ");
    return candidate(
      "product",
      `${r.model} · ${pick(r.name, language)}`,
      `/product-center/detail/${encodeURIComponent(r.type)}/${encodeURIComponent(r.id)}`,
      [pick(r.summary, language), specs].filter((p) => p !== ""),
      key,
    );
  });
}

/**
 * The site's passages that answer `question` best in `language` (the English text where a
 * translation is missing): wiki articles, FAQs, knowledge articles, documents and products,
 * searched in the database; each with its title, a quote of its best passage and its site path (no
 * language prefix). Empty when no source covers enough of the question.
 */
export async function retrieve(
  db: Database,
  question: string,
  language: string,
): Promise<AssistantSource[]> {
  const terms = queryTerms(question);
  if (terms.length === 0) return [];
  const key = keyTerms(terms);
  const groups = await Promise.all([
    faqCandidates(db, language, terms, key),
    articleCandidates(db, "wiki", language, terms, key),
    articleCandidates(db, "knowledge", language, terms, key),
    productCandidates(db, language, terms, key),
    documentCandidates(db, language, terms, key),
  ]);
  const seen = new Set<string>();
  return groups
    .flat()
    .filter((c) => c.coverage >= MIN_COVERAGE)
    .sort((a, b) => b.weight - a.weight)
    .filter((c) => !seen.has(c.source.path) && Boolean(seen.add(c.source.path)))
    .slice(0, MAX_SOURCES)
    .map((c) => c.source);
}
