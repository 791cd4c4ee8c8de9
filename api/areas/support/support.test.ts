import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { articles } from "../../db/schema";
import { backendForFile } from "../../test/support";

const ctx = backendForFile({ seed: true });

const catalogue = (file: string) =>
  JSON.parse(readFileSync(path.join(process.cwd(), "content", "catalogue", file), "utf8")) as {
    id?: string;
    slug?: string;
    category: string;
  }[];
const seedFaqs = catalogue("faqs.json");
const seedKnowledge = catalogue("knowledge.json");

const get = (url: string, query: Record<string, string> = {}) =>
  ctx.api.call("GET", url, { query });
const ids = (reply: { body: { data: { items: { id: string }[] } } }) =>
  reply.body.data.items.map((i) => i.id);
type Part = { text: string; mark: boolean };
const marks = (parts: Part[]) => parts.filter((p) => p.mark).map((p) => p.text);

/** The id of the seed FAQ whose English question contains `text`. */
function faqAbout(text: string): string {
  const all = JSON.parse(
    readFileSync(path.join(process.cwd(), "content", "catalogue", "faqs.json"), "utf8"),
  ) as { id: string; question: { en: string } }[];
  const found = all.find((f) => f.question.en.includes(text));
  if (!found) throw new Error(`no FAQ about ${text}`);
  return found.id;
}

describe("GET /support/faqs", () => {
  it("lists every FAQ in id order for a blank query, with each category's count", async () => {
    const reply = await get("/support/faqs", { q: "  ", pageSize: "50" });
    expect(reply.status).toBe(200);
    const data = reply.body.data;
    expect(data.total).toBe(seedFaqs.length);
    expect(ids(reply)).toEqual(seedFaqs.slice(0, 50).map((f) => f.id));
    expect(data.facets.category.map((f: { value: string }) => f.value)).toEqual([
      "products",
      "solutions",
      "partners",
      "marketing",
      "others",
    ]);
    for (const facet of data.facets.category) expect(facet.count).toBeGreaterThanOrEqual(8);
  });

  it("filters by category and pages without repeating a question", async () => {
    const expected = seedFaqs.filter((f) => f.category === "partners").map((f) => f.id);
    const first = await get("/support/faqs", { category: "partners" });
    const second = await get("/support/faqs", { category: "partners", page: "2" });
    expect(first.body.data).toMatchObject({ total: expected.length, pageSize: 10, page: 1 });
    expect([...ids(first), ...ids(second)]).toEqual(expected);
    const unknown = await get("/support/faqs", { category: "weather" });
    expect(unknown.body.data.total).toBe(0);
  });

  it("English: 'reset password' puts the password-reset question first, marked", async () => {
    const reply = await get("/support/faqs", { q: "reset password" });
    expect(ids(reply)[0]).toBe(faqAbout("admin password is lost"));
    const top = reply.body.data.items[0];
    expect(marks(top.questionParts)).toEqual(["reset", "password"]);
    expect(reply.body.data.terms).toEqual(["reset", "password"]);
  });

  it("Arabic: a word with or without its article finds the fog question first", async () => {
    const fog = faqAbout("effect of fog");
    for (const q of ["الضباب", "ضباب"]) {
      const reply = await ctx.api.call("GET", "/support/faqs", { query: { q, language: "ksa" } });
      expect(ids(reply)[0]).toBe(fog);
      expect(marks(reply.body.data.items[0].questionParts)).toEqual(["ضباب"]);
    }
  });

  it("Japanese: a two-character word inside a sentence finds its question first", async () => {
    const reply = await get("/support/faqs", { q: "逆光", language: "jp" });
    expect(ids(reply)[0]).toBe(faqAbout("faces dark"));
    expect(marks(reply.body.data.items[0].questionParts)).toEqual(["逆光"]);
  });

  it("Chinese: a word written without spaces finds its question first", async () => {
    const reply = await get("/support/faqs", { q: "防雷", language: "zh" });
    expect(ids(reply)[0]).toBe(faqAbout("lightning"));
  });

  it("Greek: the same question first with and without accents or capitals", async () => {
    const fog = faqAbout("effect of fog");
    for (const q of ["ομίχλη", "ομιχλη", "ΟΜΙΧΛΗ"]) {
      const reply = await get("/support/faqs", { q, language: "el" });
      expect(ids(reply)[0]).toBe(fog);
      expect(marks(reply.body.data.items[0].questionParts)).toEqual(["ομίχλη"]);
    }
  });

  it("Turkish: İ, I and ı match each other", async () => {
    const infrared = faqAbout("infrared light");
    for (const q of ["kızılötesi", "KIZILÖTESİ", "kizilotesi"]) {
      const reply = await get("/support/faqs", { q, language: "tur" });
      expect(ids(reply)[0]).toBe(infrared);
      expect(marks(reply.body.data.items[0].questionParts)).toEqual(["kızılötesi"]);
    }
  });

  it("puts FAQs holding every word before those holding some", async () => {
    const reply = await get("/support/faqs", { q: "firmware upgrade recorders", pageSize: "50" });
    expect(ids(reply)[0]).toBe(faqAbout("upgrade the firmware"));
    expect(reply.body.data.total).toBeGreaterThan(1);
  });

  it("finds nothing for a nonsense query or one of punctuation only", async () => {
    for (const q of ["xqzvw blorptang", "%%%", "_"]) {
      const reply = await get("/support/faqs", { q });
      expect(reply.body.data).toMatchObject({ total: 0, items: [] });
    }
  });

  it("takes LIKE wildcards literally", async () => {
    const reply = await get("/support/faqs", { q: "p%d" });
    expect(reply.body.data.total).toBe(0);
  });

  it("matches the English text of a language without its own version", async () => {
    const reply = await get("/support/faqs", { q: "password", language: "en" });
    expect(reply.body.data.total).toBeGreaterThan(0);
  });
});

describe("GET /support/faqs/:id", () => {
  it("answers the question, its answer and related questions of its category", async () => {
    const id = faqAbout("admin password is lost");
    const reply = await get(`/support/faqs/${id}`, { language: "jp" });
    expect(reply.status).toBe(200);
    const faq = reply.body.data;
    expect(faq).toMatchObject({ id, category: "products", fallback: [] });
    expect(faq.question).toContain("パスワード");
    expect(faq.related.length).toBe(5);
    expect(faq.related.map((r: { id: string }) => r.id)).not.toContain(id);
    const categories = new Set(
      faq.related.map((r: { id: string }) => seedFaqs.find((f) => f.id === r.id)?.category),
    );
    expect([...categories]).toEqual(["products"]);
  });

  it("answers 404 for an unknown id", async () => {
    expect((await get("/support/faqs/faq-999")).status).toBe(404);
  });
});

describe("GET /support/knowledge", () => {
  it("lists the knowledge articles newest first with the categories", async () => {
    const reply = await get("/support/knowledge", { pageSize: "50" });
    const data = reply.body.data;
    expect(data.total).toBe(seedKnowledge.length);
    const dates = data.items.map((i: { publishedAt: string }) => i.publishedAt);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(data.facets.category.map((f: { value: string }) => f.value).sort()).toEqual(
      [...new Set(seedKnowledge.map((k) => k.category))].sort(),
    );
  });

  it("filters by category and searches titles in the visitor's language", async () => {
    const network = await get("/support/knowledge", { category: "network", pageSize: "50" });
    expect(network.body.data.total).toBe(
      seedKnowledge.filter((k) => k.category === "network").length,
    );
    const vlan = await get("/support/knowledge", { q: "vlan" });
    expect(ids(vlan)[0]).toBe("vlan-for-cameras");
    const jp = await get("/support/knowledge", { q: "逆光", language: "jp" });
    expect(jp.body.data.total).toBe(0);
    const zh = await get("/support/knowledge", { q: "车牌", language: "zh" });
    expect(ids(zh)[0]).toBe("licence-plate-angles");
  });

  it("searches the body in the visitor's language", async () => {
    const reply = await get("/support/knowledge", { q: "plantilla de taladrado", language: "es" });
    expect(reply.body.data.total).toBeGreaterThan(0);
  });
});

describe("GET /support/knowledge/:id", () => {
  it("gives the whole article in the visitor's language, headings included", async () => {
    const reply = await get("/support/knowledge/vlan-for-cameras", { language: "tur" });
    const article = reply.body.data;
    expect(article).toMatchObject({ id: "vlan-for-cameras", category: "network" });
    expect(article.title).toContain("VLAN");
    expect(article.summary).toMatch(/trafiğini/);
    expect(article.body).toContain("## Ağı planlayın");
    expect(article.body).not.toContain("Plan the network");
    expect(article.fallback).toEqual([]);
    expect(article.related.length).toBeGreaterThan(0);
    const english = await get("/support/knowledge/vlan-for-cameras");
    expect(english.body.data.body).toContain("## Plan the network");
    expect(english.body.data.fallback).toEqual([]);
    expect(english.body.data.body.startsWith(english.body.data.summary)).toBe(false);
  });

  it("answers 404 for an unknown article", async () => {
    expect((await get("/support/knowledge/no-such-article")).status).toBe(404);
  });
});

describe("GET /support/search", () => {
  it("groups FAQs, knowledge articles and products from one query", async () => {
    const reply = await get("/support/search", { q: "firmware" });
    const data = reply.body.data;
    expect(data.faq.total).toBeGreaterThan(0);
    expect(data.knowledge.total).toBeGreaterThan(0);
    expect(data.faq.items.length).toBeLessThanOrEqual(5);
    const products = await get("/support/search", { q: "NV-" });
    expect(products.body.data.product.total).toBeGreaterThan(0);
    expect(marks(products.body.data.product.items[0].modelParts)).toEqual(["NV"]);
  });

  it("finds nothing without words", async () => {
    const reply = await get("/support/search", { q: " " });
    expect(reply.body.data).toMatchObject({
      faq: { total: 0 },
      knowledge: { total: 0 },
      product: { total: 0 },
    });
  });
});

describe("GET /support/pages", () => {
  it("lists every FAQ and knowledge detail page", async () => {
    const reply = await get("/support/pages");
    const items = reply.body.data.items;
    expect(items).toHaveLength(seedFaqs.length + seedKnowledge.length);
    expect(items[0]).toEqual({ kind: "faq", id: "faq-001", path: "/FAQ/faq-001/detail" });
  });
});

// Last: the article it adds would change the counts of the tests above.
describe("an article added without translations", () => {
  it("gives an article without a translation of its body in English, marked", async () => {
    await ctx.backend.db.insert(articles).values({
      kind: "knowledge",
      slug: "untranslated-article",
      label: "network",
      title: { en: "Untranslated article", tur: "Çevrilmemiş makale" },
      body: { en: "The summary.\n\n## Steps\n\nDo this first.", tur: "Özet." },
      publishedAt: "2020-01-01",
    });
    const reply = await get("/support/knowledge/untranslated-article", { language: "tur" });
    expect(reply.body.data).toMatchObject({ summary: "Özet.", fallback: ["body"] });
    expect(reply.body.data.body).toContain("## Steps");
  });
});
