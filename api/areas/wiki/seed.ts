import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { eq, inArray } from "drizzle-orm";
import type { Database } from "../../db/client";
import { articles, type Localized, products, specKeys, wikiLabels } from "../../db/schema";
import { storedFolds } from "../../infra/fulltext";
import { pick } from "../../infra/localized";
import { markdownText } from "../../infra/markdown";
import { LANGUAGES } from "#shared/languages";

/**
 * The seed of the product wikis (`content/catalogue/wiki.json` and `content/catalogue/wiki/<code>.md`).
 * Each topic is written once per language as a Markdown template; every product line gets its own
 * article of each topic, the placeholders filled from the line's products in the catalogue:
 * `{{model}}` and `{{model2}}` (model names), `{{switch}}` (the PoE switch), `{{specs}}` (a table
 * of the topic's specifications of the line's model, labels and values in the language) and
 * `{{brand}}` (filled in with the rest of the catalogue).
 */
export interface WikiSeed {
  lines: { product: string; model: string; model2: string; switch: string; offsetDays: number }[];
  labels: { slug: string; parent: string | null; name: Localized }[];
  tableHead: { spec: Localized; value: Localized };
  topics: { slug: string; label: string; publishedAt: string; specs: string[] }[];
}

/** A language's templates: `<!-- slug: Title -->` starts a topic, its Markdown follows. */
export function parseTemplates(text: string): Map<string, { title: string; body: string }> {
  const out = new Map<string, { title: string; body: string }>();
  const parts = text.split(/^<!--\s*([a-z0-9-]+)\s*:\s*(.+?)\s*-->\s*$/m);
  for (let i = 1; i + 2 < parts.length + 1; i += 3) {
    out.set(parts[i]!, { title: parts[i + 1]!.trim(), body: (parts[i + 2] ?? "").trim() });
  }
  return out;
}

const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** The first paragraph of a Markdown text (not a heading, list or table), as plain text. */
const leadParagraph = (markdown: string) =>
  markdownText(markdown.split(/\n\s*\n/).find((block) => !/^\s*[#|>*-]/.test(block)) ?? "");

const cell = (text: string) => text.replace(/\|/g, "\\|").replace(/\s*\n\s*/g, " ");

/** Replaces the wiki articles and labels with the catalogue's; `withBrand` fills in {{brand}}. */
export async function seedWiki(
  db: Database,
  catalogueDir: string,
  withBrand: <T>(value: T) => T,
): Promise<number> {
  await db.delete(articles).where(eq(articles.kind, "wiki"));
  await db.delete(wikiLabels);
  const file = path.join(catalogueDir, "wiki.json");
  if (!existsSync(file)) return 0;
  const seed = JSON.parse(readFileSync(file, "utf8")) as WikiSeed;
  const templates = new Map(
    LANGUAGES.map(({ code }) => {
      const md = path.join(catalogueDir, "wiki", `${code}.md`);
      return [code, existsSync(md) ? parseTemplates(readFileSync(md, "utf8")) : new Map()];
    }),
  );
  const models = seed.lines.map((l) => l.model);
  const [productRows, keyRows] = await Promise.all([
    db.select().from(products).where(inArray(products.id, models)),
    db.select().from(specKeys),
  ]);
  const byId = new Map(productRows.map((p) => [p.id, p]));
  const keyLabel = new Map(keyRows.map((k) => [k.key, k.label]));
  const modelName = (id: string) => byId.get(id)?.model ?? id.toUpperCase();

  const labelRows = seed.lines.flatMap((line) =>
    seed.labels.map((label, position) => ({
      product: line.product,
      slug: label.slug,
      parent: label.parent,
      name: label.name,
      position,
    })),
  );
  const articleRows = seed.lines.flatMap((line) => {
    const product = byId.get(line.model);
    const specTable = (keys: string[], code: string) => {
      const rows = keys.flatMap((key) => {
        const spec = product?.specifications.find((s) => s.key === key);
        if (!spec) return [];
        return [
          `| ${cell(pick(keyLabel.get(key), code) || key)} | ${cell(pick(spec.value, code))} |`,
        ];
      });
      if (rows.length === 0) return "";
      const head = `| ${pick(seed.tableHead.spec, code)} | ${pick(seed.tableHead.value, code)} |`;
      return [head, "|---|---|", ...rows].join("\n");
    };
    return seed.topics.map((topic) => {
      const title: Record<string, string> = {};
      const body: Record<string, string> = {};
      for (const { code } of LANGUAGES) {
        const template = templates.get(code)?.get(topic.slug);
        if (!template) continue;
        const fill = (text: string) =>
          text
            .replaceAll("{{model}}", modelName(line.model))
            .replaceAll("{{model2}}", modelName(line.model2))
            .replaceAll("{{switch}}", modelName(line.switch))
            .replaceAll("{{specs}}", specTable(topic.specs, code));
        title[code] = fill(template.title);
        body[code] = fill(template.body);
      }
      const row = withBrand({
        kind: "wiki" as const,
        slug: topic.slug,
        product: line.product,
        label: topic.label,
        title: title as Localized,
        body: body as Localized,
        publishedAt: addDays(topic.publishedAt, line.offsetDays),
      });
      const text: Record<string, string> = {};
      const summary: Record<string, string> = {};
      for (const [code, markdown] of Object.entries(row.body)) {
        text[code] = markdownText(markdown ?? "");
        summary[code] = leadParagraph(markdown ?? "");
      }
      return {
        ...row,
        summary: summary as Localized,
        folded: storedFolds({ title: row.title, body: text }),
      };
    });
  });
  if (labelRows.length) await db.insert(wikiLabels).values(labelRows);
  if (articleRows.length) await db.insert(articles).values(articleRows);
  return articleRows.length;
}
