import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { backendForFile } from "../../test/support";
import { parseTemplates } from "./seed";

const ctx = backendForFile({ seed: true });

const catalogue = path.join(process.cwd(), "content", "catalogue");
const seed = JSON.parse(readFileSync(path.join(catalogue, "wiki.json"), "utf8")) as {
  lines: { product: string }[];
  topics: { slug: string; label: string }[];
  labels: { slug: string; parent: string | null }[];
};
const ARTICLES = seed.lines.length * seed.topics.length;

const get = (url: string, query: Record<string, string> = {}) =>
  ctx.api.call("GET", url, { query });
type Part = { text: string; mark: boolean };
const marks = (parts: Part[]) => parts.filter((p) => p.mark).map((p) => p.text);
type Item = { product: string; slug: string; titleParts: Part[]; textParts: Part[] };
const keys = (items: Item[]) => items.map((i) => `${i.product}/${i.slug}`);

describe("the wiki seed", () => {
  it("has at least 3 product lines and 60 articles, each topic written in all eight languages", () => {
    expect(seed.lines.length).toBeGreaterThanOrEqual(3);
    expect(ARTICLES).toBeGreaterThanOrEqual(60);
    for (const code of ["en", "br", "ksa", "tur", "el", "es", "jp", "zh"]) {
      const templates = parseTemplates(
        readFileSync(path.join(catalogue, "wiki", `${code}.md`), "utf8"),
      );
      expect([...templates.keys()].sort(), code).toEqual(seed.topics.map((t) => t.slug).sort());
      for (const [slug, { title, body }] of templates) {
        expect(title, `${code} ${slug}`).not.toBe("");
        expect(body, `${code} ${slug}`).toMatch(/^## /m);
      }
    }
  });
});

describe("GET /wiki", () => {
  it("lists each product line with its top labels, article count and newest articles", async () => {
    const reply = await get("/wiki");
    expect(reply.status).toBe(200);
    const lines = reply.body.data.lines;
    expect(lines.map((l: { product: string }) => l.product)).toEqual(["camera", "nvr", "thermal"]);
    for (const line of lines) {
      expect(line.total).toBe(seed.topics.length);
      expect(line.labels.map((l: { slug: string }) => l.slug)).toEqual(
        seed.labels.filter((l) => !l.parent).map((l) => l.slug),
      );
      expect(line.recent).toHaveLength(3);
    }
  });
});

describe("GET /wiki/:product", () => {
  it("gives the label tree with nested labels and counts that include the children", async () => {
    const reply = await get("/wiki/camera", { language: "ksa" });
    const tree = reply.body.data.tree;
    const start = tree[0];
    expect(start.slug).toBe("getting-started");
    expect(start.name).toBe("البدء");
    expect(start.children.map((c: { slug: string }) => c.slug)).toEqual([
      "installation",
      "network",
    ]);
    const inside = seed.topics.filter((t) => ["installation", "network"].includes(t.label)).length;
    expect(start.count).toBe(inside);
  });

  it("answers 404 for a product line without a wiki", async () => {
    expect((await get("/wiki/accessory")).status).toBe(404);
    expect((await get("/wiki/camera/labels/nothing")).status).toBe(404);
  });
});

describe("GET /wiki/:product/labels/:label", () => {
  it("lists the label's articles and those of the labels below it", async () => {
    const reply = await get("/wiki/nvr/labels/maintenance");
    const data = reply.body.data;
    expect(data.path.map((p: { slug: string }) => p.slug)).toEqual(["maintenance"]);
    const expected = seed.topics
      .filter((t) => ["maintenance", "firmware-updates", "troubleshooting"].includes(t.label))
      .map((t) => t.slug)
      .sort();
    expect(data.items.map((i: Item) => i.slug).sort()).toEqual(expected);
  });
});

describe("GET /wiki/:product/labels/:label/articles/:slug", () => {
  it("renders the article with heading ids, its table of contents and its neighbours", async () => {
    const reply = await get("/wiki/camera/labels/installation/articles/poe-power");
    expect(reply.status).toBe(200);
    const { article, previous, next, path: trail } = reply.body.data;
    expect(article.title).toBe("Powering over PoE");
    expect(article.html).toContain('<h2 id="poe-standards-at-a-glance">');
    expect(article.html).toContain("NV-SW0802");
    expect(article.html).toContain("<table>");
    expect(article.toc.map((e: { id: string }) => e.id)).toContain("work-out-the-budget");
    expect(trail.map((p: { slug: string }) => p.slug)).toEqual(["getting-started", "installation"]);
    expect(previous).toMatchObject({ slug: "mounting", label: "installation" });
    expect(next).toMatchObject({ slug: expect.any(String) });
  });

  it("fills the specification table from the line's model in the visitor's language", async () => {
    const reply = await get("/wiki/nvr/labels/installation/articles/poe-power", {
      language: "el",
    });
    const html = reply.body.data.article.html as string;
    expect(html).toContain("NV-N1608");
    expect(html).toContain("Προδιαγραφή");
    expect(html).toContain("120 W");
  });

  it("answers 404 for an article under another label or of another line", async () => {
    expect((await get("/wiki/camera/labels/network/articles/poe-power")).status).toBe(404);
    expect((await get("/wiki/camera/labels/installation/articles/nothing")).status).toBe(404);
  });
});

describe("GET /wiki/search", () => {
  it("lists every article for a blank search, newest first, in pages of 10", async () => {
    const first = await get("/wiki/search", { q: " " });
    expect(first.body.data.total).toBe(ARTICLES);
    expect(first.body.data.items).toHaveLength(10);
    const pages = await Promise.all(
      Array.from({ length: Math.ceil(ARTICLES / 10) }, (_, i) =>
        get("/wiki/search", { page: String(i + 1) }),
      ),
    );
    const all = pages.flatMap((p) => keys(p.body.data.items));
    expect(new Set(all).size).toBe(ARTICLES);
  });

  it("filters by product line and counts each line's matches", async () => {
    const reply = await get("/wiki/search", { q: "firmware", product: "thermal" });
    const data = reply.body.data;
    expect(data.items.every((i: Item) => i.product === "thermal")).toBe(true);
    expect(data.facets.product.map((f: { value: string }) => f.value)).toEqual([
      "camera",
      "nvr",
      "thermal",
    ]);
    expect((await get("/wiki/search", { product: "accessory" })).body.data.total).toBe(0);
  });

  it("English: 'firmware upgrade' puts the upgrade articles first with the words marked", async () => {
    const reply = await get("/wiki/search", { q: "Firmware upgrade" });
    const items = reply.body.data.items as Item[];
    expect(items.slice(0, 3).map((i) => i.slug)).toEqual([
      "firmware-upgrade",
      "firmware-upgrade",
      "firmware-upgrade",
    ]);
    expect(marks(items[0]!.titleParts)).toEqual(["firmware"]);
    expect(marks(items[0]!.textParts).slice(0, 2)).toEqual(["Firmware", "upgrade"]);
  });

  it("Arabic: a word with or without its article finds the same articles, marked", async () => {
    const withArticle = await get("/wiki/search", { q: "الشبكة", language: "ksa" });
    const without = await get("/wiki/search", { q: "شبكة", language: "ksa" });
    expect(withArticle.body.data.total).toBeGreaterThan(0);
    expect(keys(withArticle.body.data.items)).toEqual(keys(without.body.data.items));
    expect(withArticle.body.data.total).toBe(without.body.data.total);
    expect(marks(without.body.data.items[0].textParts).join("")).toContain("شبكة");
  });

  it("Japanese: a word inside a sentence without spaces finds its articles", async () => {
    const reply = await get("/wiki/search", { q: "工場出荷", language: "jp" });
    const items = reply.body.data.items as Item[];
    expect(items.slice(0, 3).map((i) => i.slug)).toEqual([
      "factory-reset",
      "factory-reset",
      "factory-reset",
    ]);
    expect(marks(items[0]!.titleParts).join("")).toContain("工場出荷");
  });
});

describe("GET /wiki/pages", () => {
  it("names every product wiki, label and article page", async () => {
    const reply = await get("/wiki/pages");
    const paths = reply.body.data.items.map((i: { path: string }) => i.path);
    expect(paths).toContain("/camerawiki");
    expect(paths).toContain("/nvrwiki/troubleshooting");
    expect(paths).toContain("/thermalwiki/installation/poe-power");
    expect(paths).toHaveLength(3 + 3 * seed.labels.length + ARTICLES);
  });
});
