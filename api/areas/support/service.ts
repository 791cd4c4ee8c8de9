import { and, asc, desc, eq, ne, type SQL, type Subquery, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { articles, faqs, products } from "../../db/schema";
import { filterCondition } from "../../http/list-query";
import {
  type Fragment,
  highlight,
  localizedSql,
  storedFoldSql,
  queryTerms,
  type SearchField,
  searchSource,
  snippet,
  type Term,
} from "../../infra/fulltext";
import { type CatalogueText, fallbackFields, hasLanguage, pick } from "../../infra/localized";
import { FAQ_CATEGORIES, type FaqQuery, type KnowledgeQuery } from "./schemas";

export interface Facet {
  value: string;
  count: number;
}

/** Related questions or articles shown on a detail page. */
const RELATED = 5;
/** Hits of each kind the support hub's search shows. */
const HUB_HITS = 5;
/** Characters of an answer or summary shown in a list. */
const SNIPPET_LENGTH = 180;

const knowledge = eq(articles.kind, "knowledge");

const faqFields = (language: string): SearchField[] => [
  { text: storedFoldSql(faqs.folded, language, "question"), weight: 4, folded: true },
  { text: storedFoldSql(faqs.folded, language, "answer"), weight: 1, folded: true },
];

/** Knowledge articles: the title, the body in the language, and the English body it falls back to. */
const knowledgeFields = (language: string): SearchField[] => [
  { text: storedFoldSql(articles.folded, language, "title"), weight: 4, folded: true },
  { text: storedFoldSql(articles.folded, language, "body"), weight: 1, folded: true },
  ...(language === "en"
    ? []
    : [{ text: storedFoldSql(articles.folded, "en", "body"), weight: 1, folded: true }]),
];

const productFields = (language: string): SearchField[] => [
  { text: localizedSql(products.name, language), weight: 4 },
  { text: sql`${products.model}`, weight: 4 },
  { text: localizedSql(products.summary, language), weight: 1 },
];

/** A search's rows (`searchSource`). */
type Source = Subquery;

async function countRows(db: Database, source: Source, where: SQL | undefined) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(source as unknown as Subquery<"hits", Record<string, never>>)
    .where(where);
  return Number(row?.n ?? 0);
}

/** Every value of `column` among the rows of `source`, with how many also meet `matching`. */
async function facetCounts(
  db: Database,
  source: Source,
  column: SQL,
  matching: SQL | undefined,
): Promise<Facet[]> {
  const count = matching
    ? sql<number>`(count(*) filter (where ${matching}))::int`
    : sql<number>`count(*)::int`;
  const rows = await db
    .select({ value: sql<string>`${column}`, count })
    .from(source as unknown as Subquery<"hits", Record<string, never>>)
    .groupBy(column)
    .orderBy(column);
  return rows.map((r) => ({ value: String(r.value), count: Number(r.count) }));
}

// ---- FAQ

type FaqRow = typeof faqs.$inferSelect;

function faqItem(row: FaqRow, language: string, terms: Term[]) {
  const question = pick(row.question, language);
  return {
    id: row.id,
    category: row.category,
    question,
    questionParts: highlight(question, terms),
    answerParts: snippet(pick(row.answer, language), terms, SNIPPET_LENGTH),
    fallback: fallbackFields({ question: row.question, answer: row.answer }, language),
  };
}
export type FaqItem = ReturnType<typeof faqItem>;

/**
 * FAQs of a category (or all) holding the words of `q` in the visitor's language (the English text
 * where there is none), best first; every FAQ in its natural order without words. Facets count
 * each category's matches.
 */
export async function listFaqs(db: Database, language: string, query: FaqQuery) {
  const terms = query.q ? queryTerms(query.q) : [];
  const { source, ...search } = searchSource(db, faqs, faqFields(language), terms);
  // words that fold to nothing (punctuation only) can match nothing
  const matching = query.q && terms.length === 0 ? sql`false` : search.where;
  const where = and(matching, filterCondition(query.category, source.category));
  const rows = await db
    .select()
    .from(source)
    .where(where)
    .orderBy(...search.orderBy, asc(source.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const counts = await facetCounts(db, source, sql`${source.category}`, matching);
  return {
    items: rows.map((r) => faqItem(r, language, terms)),
    total: await countRows(db, source, where),
    page: query.page,
    pageSize: query.pageSize,
    terms,
    facets: {
      category: FAQ_CATEGORIES.map((value) => ({
        value,
        count: counts.find((c) => c.value === value)?.count ?? 0,
      })),
    },
  };
}

/** One FAQ with its full answer and the questions of its category closest to it; null when none. */
export async function getFaq(db: Database, id: string, language: string) {
  const [row] = await db.select().from(faqs).where(eq(faqs.id, id));
  if (!row) return null;
  const question = pick(row.question, language);
  const { source, score } = searchSource(
    db,
    faqs,
    [{ text: storedFoldSql(faqs.folded, language, "question"), weight: 1, folded: true }],
    queryTerms(question),
    and(eq(faqs.category, row.category), ne(faqs.id, row.id)),
  );
  const related = await db
    .select({ id: source.id, question: source.question })
    .from(source)
    .orderBy(sql`${score} desc`, asc(source.id))
    .limit(RELATED);
  return {
    id: row.id,
    category: row.category,
    question,
    answer: pick(row.answer, language),
    fallback: fallbackFields({ question: row.question, answer: row.answer }, language),
    related: related.map((r) => ({ id: r.id, question: pick(r.question, language) })),
  };
}

// ---- Knowledge base

type ArticleRow = typeof articles.$inferSelect;

const paragraphs = (text: string) => text.split(/\n\s*\n/).filter((p) => p.trim() !== "");

/**
 * A knowledge article's texts: its first paragraph is its summary. A language whose body holds only
 * that paragraph (the translated summary) reads the rest of the article in English.
 */
function articleTexts(row: ArticleRow, language: string) {
  const own = hasLanguage(row.body, language) ? paragraphs(pick(row.body, language)) : [];
  const english = paragraphs(pick(row.body, "en"));
  const summary = own[0] ?? english[0] ?? "";
  const bodyInEnglish = own.length < 2 && language !== "en";
  const body = (bodyInEnglish ? english : own).slice(1).join("\n\n");
  const fallback = [
    ...fallbackFields({ title: row.title }, language),
    ...(own.length === 0 && language !== "en" ? ["summary"] : []),
    ...(bodyInEnglish ? ["body"] : []),
  ];
  return { title: pick(row.title, language), summary, body, fallback };
}

function knowledgeItem(row: ArticleRow, language: string, terms: Term[]) {
  const { title, summary, fallback } = articleTexts(row, language);
  return {
    id: row.slug,
    category: row.label ?? "",
    publishedAt: row.publishedAt,
    title,
    summary,
    titleParts: highlight(title, terms),
    summaryParts: snippet(summary, terms, SNIPPET_LENGTH),
    fallback: fallback.filter((f) => f !== "body"),
  };
}
export type KnowledgeItem = ReturnType<typeof knowledgeItem>;

/** Knowledge articles of a category (or all) holding the words of `q`, best first; else newest first. */
export async function listKnowledge(db: Database, language: string, query: KnowledgeQuery) {
  const terms = query.q ? queryTerms(query.q) : [];
  const { source, ...search } = searchSource(
    db,
    articles,
    knowledgeFields(language),
    terms,
    knowledge,
  );
  const matching = query.q && terms.length === 0 ? sql`false` : search.where;
  const where = and(matching, filterCondition(query.category, source.label));
  const rows = await db
    .select()
    .from(source)
    .where(where)
    .orderBy(...search.orderBy, desc(source.publishedAt), asc(source.slug))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  return {
    items: rows.map((r) => knowledgeItem(r, language, terms)),
    total: await countRows(db, source, where),
    page: query.page,
    pageSize: query.pageSize,
    terms,
    facets: {
      category: await facetCounts(db, source, sql`coalesce(${source.label}, '')`, matching),
    },
  };
}

/** One knowledge article with its body and the newest articles of its category; null when none. */
export async function getKnowledge(db: Database, slug: string, language: string) {
  const [row] = await db
    .select()
    .from(articles)
    .where(and(knowledge, eq(articles.slug, slug)));
  if (!row) return null;
  const related = await db
    .select()
    .from(articles)
    .where(and(knowledge, eq(articles.label, row.label ?? ""), ne(articles.slug, row.slug)))
    .orderBy(desc(articles.publishedAt), asc(articles.slug))
    .limit(RELATED);
  return {
    id: row.slug,
    category: row.label ?? "",
    publishedAt: row.publishedAt,
    ...articleTexts(row, language),
    related: related.map((r) => knowledgeItem(r, language, [])),
  };
}

// ---- Support hub

function productHit(row: typeof products.$inferSelect, language: string, terms: Term[]) {
  const name = pick(row.name, language);
  return {
    id: row.id,
    type: row.type,
    model: row.model,
    name,
    nameParts: highlight(name, terms),
    modelParts: highlight(row.model, terms),
    summaryParts: snippet(pick(row.summary as CatalogueText, language), terms, SNIPPET_LENGTH),
  };
}
export type ProductHit = ReturnType<typeof productHit>;

/**
 * The support hub's search: the FAQs, knowledge articles and products holding the words of `q`,
 * the best few of each kind with the count of each. No words find nothing.
 */
export async function searchSupport(db: Database, language: string, q: string | undefined) {
  const terms = q ? queryTerms(q) : [];
  const empty = { items: [], total: 0 };
  if (terms.length === 0) {
    return { terms, faq: empty, knowledge: empty, product: empty };
  }
  const faq = searchSource(db, faqs, faqFields(language), terms);
  const article = searchSource(db, articles, knowledgeFields(language), terms, knowledge);
  const product = searchSource(db, products, productFields(language), terms);
  const [faqRows, faqTotal, articleRows, articleTotal, productRows, productTotal] =
    await Promise.all([
      db
        .select()
        .from(faq.source)
        .where(faq.where)
        .orderBy(...faq.orderBy, asc(faq.source.id))
        .limit(HUB_HITS),
      countRows(db, faq.source, faq.where),
      db
        .select()
        .from(article.source)
        .where(article.where)
        .orderBy(...article.orderBy, desc(article.source.publishedAt), asc(article.source.slug))
        .limit(HUB_HITS),
      countRows(db, article.source, article.where),
      db
        .select()
        .from(product.source)
        .where(product.where)
        .orderBy(...product.orderBy, asc(product.source.id))
        .limit(HUB_HITS),
      countRows(db, product.source, product.where),
    ]);
  return {
    terms,
    faq: { items: faqRows.map((r) => faqItem(r, language, terms)), total: faqTotal },
    knowledge: {
      items: articleRows.map((r) => knowledgeItem(r, language, terms)),
      total: articleTotal,
    },
    product: { items: productRows.map((r) => productHit(r, language, terms)), total: productTotal },
  };
}

/** Every FAQ and knowledge detail page, for sitemap.xml (as /search/pages names the catalogue's). */
export async function supportDetailPages(db: Database) {
  const [faqRows, articleRows] = await Promise.all([
    db.select({ id: faqs.id }).from(faqs).orderBy(faqs.id),
    db
      .select({ id: articles.slug, lastmod: sql<string>`${articles.publishedAt}::text` })
      .from(articles)
      .where(knowledge)
      .orderBy(articles.slug),
  ]);
  return {
    items: [
      ...faqRows.map((r) => ({
        kind: "faq" as const,
        id: r.id,
        path: `/FAQ/${encodeURIComponent(r.id)}/detail`,
      })),
      ...articleRows.map((r) => ({
        kind: "knowledge" as const,
        id: r.id,
        path: `/knowledge/${encodeURIComponent(r.id)}/detail`,
        lastmod: r.lastmod,
      })),
    ],
  };
}

export type { Fragment };
