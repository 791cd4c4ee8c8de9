import { and, asc, desc, eq, type SQL, type Subquery, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { articles, wikiLabels } from "../../db/schema";
import { filterCondition } from "../../http/list-query";
import {
  highlight,
  queryTerms,
  type SearchField,
  searchSource,
  snippet,
  storedFoldSql,
  type Term,
} from "../../infra/fulltext";
import { fallbackFields, pick } from "../../infra/localized";
import { markdownText, renderMarkdown } from "../../infra/markdown";
import { WIKI_PRODUCTS, type WikiProduct, type WikiSearchQuery } from "./schemas";

/** Recent articles the wiki index shows per product line, and a product wiki's home page. */
const RECENT = 3;
/** Characters of an article's text shown in a list. */
const SNIPPET_LENGTH = 200;

const wiki = eq(articles.kind, "wiki");

type ArticleRow = typeof articles.$inferSelect;
type LabelRow = typeof wikiLabels.$inferSelect;

/** A label of the tree with its children and how many articles it and its children hold. */
export interface LabelNode {
  slug: string;
  name: string;
  count: number;
  children: LabelNode[];
}

/** The label tree of a product line, siblings in their order; `count` includes the children's. */
function buildTree(labels: LabelRow[], counts: Map<string, number>, language: string) {
  const sorted = [...labels].sort((a, b) => a.position - b.position || a.id - b.id);
  const node = (row: LabelRow): LabelNode => {
    const children = sorted.filter((l) => l.parent === row.slug).map(node);
    const own = counts.get(row.slug) ?? 0;
    return {
      slug: row.slug,
      name: pick(row.name, language),
      count: own + children.reduce((sum, c) => sum + c.count, 0),
      children,
    };
  };
  return sorted.filter((l) => !l.parent || !labels.some((p) => p.slug === l.parent)).map(node);
}

/** Labels from the top down to `slug` (empty when the tree has no such label). */
function labelPath(tree: LabelNode[], slug: string): LabelNode[] {
  for (const node of tree) {
    if (node.slug === slug) return [node];
    const below = labelPath(node.children, slug);
    if (below.length) return [node, ...below];
  }
  return [];
}

/** Every label of a subtree, depth first (the order the wiki reads in). */
const flatten = (tree: LabelNode[]): LabelNode[] =>
  tree.flatMap((n) => [n, ...flatten(n.children)]);

const plainSummary = (row: ArticleRow, language: string) =>
  row.summary
    ? pick(row.summary, language)
    : markdownText(pick(row.body, language)).split("\n")[0]!;

function articleItem(row: ArticleRow, language: string, terms: Term[] = []) {
  const title = pick(row.title, language);
  const text = terms.length ? markdownText(pick(row.body, language)).replace(/\n/g, " ") : "";
  return {
    product: row.product as WikiProduct,
    label: row.label ?? "",
    slug: row.slug,
    publishedAt: row.publishedAt,
    title,
    summary: plainSummary(row, language),
    titleParts: highlight(title, terms),
    textParts: terms.length
      ? snippet(text, terms, SNIPPET_LENGTH)
      : [{ text: plainSummary(row, language), mark: false }],
    fallback: fallbackFields({ title: row.title, body: row.body }, language),
  };
}
export type WikiArticleItem = ReturnType<typeof articleItem>;

async function lineData(db: Database, product: WikiProduct, language: string) {
  const [labels, counts] = await Promise.all([
    db.select().from(wikiLabels).where(eq(wikiLabels.product, product)),
    db
      .select({ label: articles.label, n: sql<number>`count(*)::int` })
      .from(articles)
      .where(and(wiki, eq(articles.product, product)))
      .groupBy(articles.label),
  ]);
  const tree = buildTree(
    labels,
    new Map(counts.map((c) => [c.label ?? "", Number(c.n)])),
    language,
  );
  return { tree, total: counts.reduce((sum, c) => sum + Number(c.n), 0) };
}

/** The articles of a product line in reading order: by the label tree, then by date and slug. */
async function lineArticles(db: Database, product: WikiProduct, tree: LabelNode[]) {
  const rows = await db
    .select()
    .from(articles)
    .where(and(wiki, eq(articles.product, product)))
    .orderBy(asc(articles.publishedAt), asc(articles.slug));
  const order = new Map(flatten(tree).map((n, i) => [n.slug, i]));
  return rows.sort((a, b) => (order.get(a.label ?? "") ?? 1e9) - (order.get(b.label ?? "") ?? 1e9));
}

const newest = (db: Database, where: SQL | undefined, limit: number) =>
  db
    .select()
    .from(articles)
    .where(and(wiki, where))
    .orderBy(desc(articles.publishedAt), asc(articles.slug))
    .limit(limit);

/** The wiki index: every product line with its top labels, article count and newest articles. */
export async function wikiIndex(db: Database, language: string) {
  const lines = await Promise.all(
    WIKI_PRODUCTS.map(async (product) => {
      const [{ tree, total }, recent] = await Promise.all([
        lineData(db, product, language),
        newest(db, eq(articles.product, product), RECENT),
      ]);
      return {
        product,
        total,
        labels: tree.map(({ slug, name, count }) => ({ slug, name, count })),
        recent: recent.map((r) => articleItem(r, language)),
      };
    }),
  );
  return { lines };
}

/** A product wiki's home: its label tree and newest articles. */
export async function wikiHome(db: Database, product: WikiProduct, language: string) {
  const [{ tree, total }, recent] = await Promise.all([
    lineData(db, product, language),
    newest(db, eq(articles.product, product), RECENT * 2),
  ]);
  return { product, total, tree, recent: recent.map((r) => articleItem(r, language)) };
}

/** A label's page: its place in the tree and the articles of it and the labels below it; null when none. */
export async function wikiLabel(
  db: Database,
  product: WikiProduct,
  slug: string,
  language: string,
) {
  const { tree, total } = await lineData(db, product, language);
  const path = labelPath(tree, slug);
  const label = path.at(-1);
  if (!label) return null;
  const within = new Set(flatten([label]).map((n) => n.slug));
  const rows = (await lineArticles(db, product, tree)).filter((r) => within.has(r.label ?? ""));
  return {
    product,
    total,
    tree,
    label: { slug: label.slug, name: label.name, count: label.count },
    path: path.map(({ slug, name }) => ({ slug, name })),
    items: rows.map((r) => articleItem(r, language)),
  };
}

/**
 * An article of a product line under `label`, rendered (safe HTML and its table of contents), with
 * its label path and the articles before and after it in reading order; null when none.
 */
export async function wikiArticle(
  db: Database,
  product: WikiProduct,
  label: string,
  slug: string,
  language: string,
) {
  const { tree, total } = await lineData(db, product, language);
  const rows = await lineArticles(db, product, tree);
  const index = rows.findIndex((r) => r.slug === slug && r.label === label);
  const row = rows[index];
  if (!row) return null;
  const link = (r: ArticleRow | undefined) =>
    r ? { label: r.label ?? "", slug: r.slug, title: pick(r.title, language) } : null;
  const { html, toc } = renderMarkdown(pick(row.body, language));
  return {
    product,
    total,
    tree,
    path: labelPath(tree, label).map(({ slug, name }) => ({ slug, name })),
    article: {
      ...articleItem(row, language),
      html,
      toc,
    },
    previous: link(rows[index - 1]),
    next: link(rows[index + 1]),
  };
}

/** Wiki articles: the title and the text in the language (folded when seeded). */
const wikiFields = (language: string): SearchField[] => [
  { text: storedFoldSql(articles.folded, language, "title"), weight: 4, folded: true },
  { text: storedFoldSql(articles.folded, language, "body"), weight: 1, folded: true },
];

async function countRows(db: Database, source: Subquery, where: SQL | undefined) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(source as unknown as Subquery<"hits", Record<string, never>>)
    .where(where);
  return Number(row?.n ?? 0);
}

/**
 * The wiki search: articles of every product line (or one) holding the words of `q` in the
 * visitor's language, best first with the words marked in a snippet; all articles newest first
 * for a blank search. Facets count each product line's matches.
 */
export async function searchWiki(db: Database, language: string, query: WikiSearchQuery) {
  const terms = query.q ? queryTerms(query.q) : [];
  const { source, ...search } = searchSource(db, articles, wikiFields(language), terms, wiki);
  const matching = query.q && terms.length === 0 ? sql`false` : search.where;
  const where = and(matching, filterCondition(query.product, source.product));
  const [rows, total, facets] = await Promise.all([
    db
      .select()
      .from(source)
      .where(where)
      .orderBy(...search.orderBy, desc(source.publishedAt), asc(source.product), asc(source.slug))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    countRows(db, source, where),
    db
      .select({ value: source.product, count: sql<number>`count(*)::int` })
      .from(source)
      .where(matching)
      .groupBy(source.product),
  ]);
  return {
    items: rows.map((r) => articleItem(r as ArticleRow, language, terms)),
    total,
    page: query.page,
    pageSize: query.pageSize,
    terms,
    facets: {
      product: WIKI_PRODUCTS.map((value) => ({
        value,
        count: Number(facets.find((f) => f.value === value)?.count ?? 0),
      })),
    },
  };
}

/** The address of a wiki article's page. */
export const wikiArticlePath = (product: string, label: string, slug: string) =>
  `/${product}wiki/${encodeURIComponent(label)}/${encodeURIComponent(slug)}`;

/** Every wiki page (product wikis, labels, articles), for sitemap.xml (as /search/pages names the catalogue's). */
export async function wikiDetailPages(db: Database) {
  const [labels, rows] = await Promise.all([
    db
      .select({ product: wikiLabels.product, slug: wikiLabels.slug })
      .from(wikiLabels)
      .orderBy(wikiLabels.product, wikiLabels.position, wikiLabels.slug),
    db
      .select({
        product: articles.product,
        label: articles.label,
        slug: articles.slug,
        lastmod: sql<string>`${articles.publishedAt}::text`,
      })
      .from(articles)
      .where(wiki)
      .orderBy(articles.product, articles.slug),
  ]);
  return {
    items: [
      ...WIKI_PRODUCTS.map((product) => ({
        kind: "wiki" as const,
        id: product,
        path: `/${product}wiki`,
      })),
      ...labels.map((l) => ({
        kind: "wikiLabel" as const,
        id: `${l.product}/${l.slug}`,
        path: `/${l.product}wiki/${encodeURIComponent(l.slug)}`,
      })),
      ...rows.map((r) => ({
        kind: "wikiArticle" as const,
        id: `${r.product}/${r.slug}`,
        path: wikiArticlePath(r.product ?? "", r.label ?? "", r.slug),
        lastmod: r.lastmod,
      })),
    ],
  };
}
