import { describe, expect, it } from "vitest";
import { atomFeed, atomResponse, escapeXml } from "./atom.server";

interface XmlElement {
  name: string;
  attributes: Record<string, string>;
  children: XmlElement[];
  text: string;
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };

function decode(text: string): string {
  return text.replace(/&([a-z]+);/g, (whole, name: string) => {
    if (!(name in ENTITIES)) throw new Error(`unknown entity ${whole}`);
    return ENTITIES[name]!;
  });
}

/** A strict little XML parser: one root, balanced tags, quoted attributes, no bare `&` or `<`. */
function parseXml(xml: string): XmlElement {
  let rest = xml.replace(/^<\?xml [^?]*\?>\s*/, "");
  const stack: XmlElement[] = [];
  let root: XmlElement | null = null;
  while (rest.length > 0) {
    if (rest.startsWith("</")) {
      const match = /^<\/([\w:]+)\s*>/.exec(rest);
      if (!match) throw new Error(`bad end tag near ${rest.slice(0, 30)}`);
      const open = stack.pop();
      if (open?.name !== match[1]) throw new Error(`</${match[1]}> closes <${open?.name}>`);
      rest = rest.slice(match[0].length);
    } else if (rest.startsWith("<")) {
      const match = /^<([\w:]+)((?:\s+[\w:]+="[^"<]*")*)\s*(\/?)>/.exec(rest);
      if (!match) throw new Error(`bad tag near ${rest.slice(0, 30)}`);
      const attributes: Record<string, string> = {};
      for (const [, name, value] of match[2]!.matchAll(/([\w:]+)="([^"]*)"/g))
        attributes[name!] = decode(value!);
      const element: XmlElement = { name: match[1]!, attributes, children: [], text: "" };
      const parent = stack.at(-1);
      if (parent) parent.children.push(element);
      else if (root) throw new Error("two roots");
      else root = element;
      if (!match[3]) stack.push(element);
      rest = rest.slice(match[0].length);
    } else {
      const end = rest.indexOf("<");
      const raw = end === -1 ? rest : rest.slice(0, end);
      const parent = stack.at(-1);
      if (!parent) {
        if (raw.trim()) throw new Error("text outside the root");
      } else parent.text += decode(raw);
      rest = end === -1 ? "" : rest.slice(end);
    }
  }
  if (stack.length > 0 || !root) throw new Error("unclosed elements");
  return root;
}

const child = (e: XmlElement, name: string) => e.children.find((c) => c.name === name);
const all = (e: XmlElement, name: string) => e.children.filter((c) => c.name === name);

const feed = atomFeed({
  origin: "https://www.example.com",
  selfPath: "/ksa/news.atom",
  alternatePath: "/ksa/news",
  title: "أخبار Northlight & Co",
  subtitle: "<b>not bold</b>",
  lang: "ar",
  author: "Northlight Vision",
  entries: [
    {
      path: "/ksa/news/2026-11-01-a/detail",
      title: "Cameras <4K> & recorders",
      summary: `Quotes " and ' stay`,
      date: "2026-11-01",
    },
    {
      path: "/ksa/news/2026-11-12-b/detail",
      title: "Newest",
      summary: "English only",
      date: "2026-11-12",
      lang: "en",
    },
  ],
});

describe("atomFeed", () => {
  it("is well-formed Atom 1.0 with the feed's id, updated, links and author", () => {
    const root = parseXml(feed);
    expect(root.name).toBe("feed");
    expect(root.attributes).toEqual({ xmlns: "http://www.w3.org/2005/Atom", "xml:lang": "ar" });
    expect(child(root, "id")!.text).toBe("https://www.example.com/ksa/news.atom");
    expect(child(root, "title")!.text).toBe("أخبار Northlight & Co");
    expect(child(root, "subtitle")!.text).toBe("<b>not bold</b>");
    expect(child(root, "updated")!.text).toBe("2026-11-12T00:00:00Z");
    expect(child(child(root, "author")!, "name")!.text).toBe("Northlight Vision");
    const links = all(root, "link").map((l) => l.attributes);
    expect(links).toContainEqual({
      rel: "self",
      type: "application/atom+xml",
      href: "https://www.example.com/ksa/news.atom",
    });
    expect(links).toContainEqual({
      rel: "alternate",
      type: "text/html",
      href: "https://www.example.com/ksa/news",
    });
  });

  it("writes each entry with id, title, updated, summary and link, escaping text", () => {
    const entries = all(parseXml(feed), "entry");
    expect(entries).toHaveLength(2);
    const [first, second] = entries;
    const url = "https://www.example.com/ksa/news/2026-11-01-a/detail";
    expect(child(first!, "id")!.text).toBe(url);
    expect(child(first!, "title")!.text).toBe("Cameras <4K> & recorders");
    expect(child(first!, "summary")!.text).toBe(`Quotes " and ' stay`);
    expect(child(first!, "updated")!.text).toBe("2026-11-01T00:00:00Z");
    expect(child(first!, "link")!.attributes.href).toBe(url);
    expect(feed).toContain("Cameras &lt;4K&gt; &amp; recorders");
    expect(second!.attributes["xml:lang"]).toBe("en");
  });

  it("has a date for an empty feed", () => {
    const empty = atomFeed({
      origin: "http://x.test",
      selfPath: "/announcement.atom",
      alternatePath: "/announcement",
      title: "t",
      lang: "en",
      author: "a",
      entries: [],
    });
    expect(child(parseXml(empty), "updated")!.text).toMatch(/^\d{4}-\d{2}-\d{2}T00:00:00Z$/);
  });
});

describe("escapeXml", () => {
  it("escapes markup and drops characters XML cannot hold", () => {
    expect(escapeXml(`a & b < c > d " e ' f\u0001`)).toBe(
      "a &amp; b &lt; c &gt; d &quot; e &apos; f",
    );
  });
});

describe("atomResponse", () => {
  it("answers Atom in UTF-8, cacheable", () => {
    const response = atomResponse(feed);
    expect(response.headers.get("Content-Type")).toBe("application/atom+xml; charset=utf-8");
    expect(response.headers.get("Cache-Control")).toMatch(/^public/);
  });
});
