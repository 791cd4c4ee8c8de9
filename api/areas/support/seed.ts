import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { articles, faqs, type Localized } from "../../db/schema";
import { localizedMarkdown, type Translations } from "../../db/catalogue-translations";
import { storedFolds } from "../../infra/fulltext";
import { pick } from "../../infra/localized";

interface SeedKnowledge {
  slug: string;
  category: string;
  product?: string;
  publishedAt: string;
  title: Localized;
  summary: Localized;
  /**
   * The article after its summary, in English: paragraphs, "## " starting a section heading;
   * `{{title}}` and `{{summary}}` stand for the article's title and summary. Translated block by
   * block through the catalogue's translations.
   */
  body: string;
}

const readJson = <T>(file: string): T[] =>
  existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as T[]) : [];

/**
 * A knowledge article's stored body in each language: its summary paragraph, then the rest of the
 * article (its title and summary filled in). A language whose translations miss a block of the
 * article holds its summary only and reads the rest in English (marked so).
 */
export function knowledgeBody(
  article: Pick<SeedKnowledge, "title" | "summary" | "body">,
  translations: Translations,
): Localized {
  const rest = localizedMarkdown(article.body, translations);
  const fill = (text: string, code: string) =>
    text
      .replaceAll("{{title}}", pick(article.title, code))
      .replaceAll("{{summary}}", pick(article.summary, code));
  const body: Localized = { en: `${article.summary.en}\n\n${fill(rest.en, "en")}` };
  for (const [code, summary] of Object.entries(article.summary)) {
    if (code === "en" || !summary) continue;
    const own = rest[code];
    body[code] = own ? `${summary}\n\n${fill(own, code)}` : summary;
  }
  return body;
}

/**
 * Replaces the FAQs and the knowledge base with `faqs.json` and `knowledge.json` of the catalogue
 * folder, the articles translated by `translations`; `brand` fills in {{brand}}.
 */
export async function seedSupport(
  db: Database,
  catalogueDir: string,
  withBrand: <T>(value: T) => T,
  translations: Translations,
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
        body: knowledgeBody(a, translations),
        publishedAt: a.publishedAt,
      }),
    )
    .map((row) => ({ ...row, folded: storedFolds({ title: row.title, body: row.body }) }));
  if (articleRows.length) await db.insert(articles).values(articleRows);
  return { faqs: faqRows.length, knowledge: articleRows.length };
}
