import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { articles, faqs, type Localized } from "../../db/schema";
import { storedFolds } from "../../infra/fulltext";

interface SeedKnowledge {
  slug: string;
  category: string;
  product?: string;
  publishedAt: string;
  title: Localized;
  summary: Localized;
  /** The article after its summary, in English: paragraphs, "## " starting a section heading. */
  body: string;
}

const readJson = <T>(file: string): T[] =>
  existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as T[]) : [];

/**
 * A knowledge article's stored body: its summary paragraph, then (in English) the rest of the
 * article. Other languages hold their summary only and read the rest in English (marked so).
 */
export function knowledgeBody(article: Pick<SeedKnowledge, "summary" | "body">): Localized {
  const body: Localized = { en: `${article.summary.en}\n\n${article.body}` };
  for (const [code, summary] of Object.entries(article.summary)) {
    if (code !== "en" && summary) body[code] = summary;
  }
  return body;
}

/**
 * Replaces the FAQs and the knowledge base with `faqs.json` and `knowledge.json` of the catalogue
 * folder; `brand` fills in {{brand}}.
 */
export async function seedSupport(
  db: Database,
  catalogueDir: string,
  withBrand: <T>(value: T) => T,
) {
  await db.delete(faqs);
  await db.delete(articles).where(eq(articles.kind, "knowledge"));
  const faqRows = withBrand(
    readJson<typeof faqs.$inferInsert>(path.join(catalogueDir, "faqs.json")),
  ).map((row) => ({ ...row, folded: storedFolds({ question: row.question, answer: row.answer }) }));
  if (faqRows.length) await db.insert(faqs).values(faqRows);
  const articleRows = readJson<SeedKnowledge>(path.join(catalogueDir, "knowledge.json"))
    .map((a) =>
      withBrand({
        kind: "knowledge" as const,
        slug: a.slug,
        label: a.category,
        product: a.product ?? null,
        title: a.title,
        body: knowledgeBody(a),
        publishedAt: a.publishedAt,
      }),
    )
    .map((row) => ({ ...row, folded: storedFolds({ title: row.title, body: row.body }) }));
  if (articleRows.length) await db.insert(articles).values(articleRows);
  return { faqs: faqRows.length, knowledge: articleRows.length };
}
