import { DomUtils, parseDocument } from "htmlparser2";
import { describe, expect, it } from "vitest";
import {
  ATOM_TYPE,
  atomFeed,
  JSON_FEED_TYPE,
  jsonFeed,
  type ReleaseFeed,
  releaseFeedResponse,
} from "./feeds.server";

const hostile = `<script>alert("x")</script> & 'quotes' ]]> <!-- -->`;

const feed = {
  origin: "https://www.example.com",
  title: `Firmware releases ${hostile}`,
  description: "New firmware versions for all models",
  lang: "ar",
  author: "Northlight & Co",
  homePath: "/ksa/firmware",
  jsonPath: "/ksa/firmware/feed.json",
  atomPath: "/ksa/firmware/feed.atom",
  releases: [
    {
      title: "البرنامج الثابت 5.4.0 لـ NV-B580-AI",
      version: "5.4.0",
      date: "2026-02-11",
      notes: `إصلاحات أمنية\n${hostile}`,
      models: ["NV-B580-AI", "NV-B540-AI"],
      pagePath: "/ksa/firmware-version/3",
      downloadPath: "/ksa/documentation/170/download",
      size: 52_000,
      sha256: "a".repeat(64),
    },
    {
      title: "Firmware 5.3.1",
      version: "5.3.1",
      date: "2025-08-22",
      notes: "Detection at night",
      models: ["NV-B580-AI"],
      pagePath: "/ksa/firmware-version/2",
      downloadPath: "/ksa/documentation/169/download?x=1&y=2",
      size: 48_000,
      sha256: "b".repeat(64),
    },
  ],
};

describe("the Atom feed", () => {
  const xml = atomFeed(feed);
  const doc = parseDocument(xml, { xmlMode: true, decodeEntities: true });
  const root = DomUtils.getElementsByTagName("feed", doc.children, false)[0]!;
  const entries = DomUtils.getElementsByTagName("entry", root.children, false);
  const text = (parent: Parameters<typeof DomUtils.getElementsByTagName>[1], name: string) =>
    DomUtils.textContent(DomUtils.getElementsByTagName(name, parent, false)[0]!);

  it("is one Atom document whose texts read back exactly (everything escaped)", () => {
    expect(doc.children.filter((n) => n.type === "tag")).toHaveLength(1);
    expect(root.attribs.xmlns).toBe("http://www.w3.org/2005/Atom");
    expect(root.attribs["xml:lang"]).toBe("ar");
    expect(text(root.children, "title")).toBe(feed.title);
    // No element came from a text: only the Atom vocabulary is there.
    const names = new Set(DomUtils.findAll(() => true, doc.children).map((e) => e.name));
    for (const name of names)
      expect([
        "feed",
        "id",
        "title",
        "subtitle",
        "updated",
        "author",
        "name",
        "link",
        "entry",
        "published",
        "category",
        "summary",
        "content",
      ]).toContain(name);
    expect(text(root.children, "updated")).toBe("2026-02-11T00:00:00Z");
  });

  it("has each release's version, date, notes, page and download with its size", () => {
    expect(entries).toHaveLength(2);
    const [first, second] = entries;
    expect(text(first!.children, "id")).toBe("https://www.example.com/ksa/firmware-version/3");
    expect(text(first!.children, "content")).toBe(feed.releases[0]!.notes);
    expect(text(first!.children, "summary")).toContain("5.4.0");
    expect(text(first!.children, "published")).toBe("2026-02-11T00:00:00Z");
    const enclosure = DomUtils.getElementsByTagName("link", second!.children, false).find(
      (l) => l.attribs.rel === "enclosure",
    )!;
    expect(enclosure.attribs.href).toBe(
      "https://www.example.com/ksa/documentation/169/download?x=1&y=2",
    );
    expect(enclosure.attribs.length).toBe("48000");
    expect(
      DomUtils.getElementsByTagName("category", first!.children, false).map((c) => c.attribs.term),
    ).toEqual(["NV-B580-AI", "NV-B540-AI"]);
  });

  it("is found as a feed by a feed reader's parser", async () => {
    const { parseFeed } = await import("htmlparser2");
    const parsed = parseFeed(xml, { xmlMode: true });
    expect(parsed?.type).toBe("atom");
    expect(parsed?.items).toHaveLength(2);
    expect(parsed?.items[1]?.link).toBe("https://www.example.com/ksa/firmware-version/2");
  });
});

describe("the JSON feed", () => {
  it("is JSON Feed 1.1 with absolute addresses and each release's download as an attachment", () => {
    const parsed = JSON.parse(jsonFeed(feed));
    expect(parsed.version).toBe("https://jsonfeed.org/version/1.1");
    expect(parsed.feed_url).toBe("https://www.example.com/ksa/firmware/feed.json");
    expect(parsed.home_page_url).toBe("https://www.example.com/ksa/firmware");
    expect(parsed.language).toBe("ar");
    expect(parsed.items).toHaveLength(2);
    const [item] = parsed.items;
    expect(item.id).toBe("https://www.example.com/ksa/firmware-version/3");
    expect(item.content_text).toBe(feed.releases[0]!.notes);
    expect(item.date_published).toBe("2026-02-11T00:00:00Z");
    expect(item.attachments[0]).toEqual({
      url: "https://www.example.com/ksa/documentation/170/download",
      mime_type: "application/zip",
      title: feed.releases[0]!.title,
      size_in_bytes: 52_000,
    });
    expect(item._firmware).toEqual({
      version: "5.4.0",
      sha256: "a".repeat(64),
      models: ["NV-B580-AI", "NV-B540-AI"],
    });
  });
});

describe("a feed's answer", () => {
  it("has its type, cache headers, and 304 for the same ETag", async () => {
    const first = releaseFeedResponse(new Request("https://x.example/f"), feed, "json");
    expect(first.headers.get("content-type")).toBe(JSON_FEED_TYPE);
    expect(first.headers.get("cache-control")).toContain("public");
    expect(first.headers.get("last-modified")).toBe("Wed, 11 Feb 2026 00:00:00 GMT");
    const etag = first.headers.get("etag")!;
    const again = releaseFeedResponse(
      new Request("https://x.example/f", { headers: { "If-None-Match": etag } }),
      feed,
      "json",
    );
    expect(again.status).toBe(304);
    const atom = releaseFeedResponse(new Request("https://x.example/f"), feed, "atom");
    expect(atom.headers.get("content-type")).toBe(ATOM_TYPE);
    expect(atom.headers.get("etag")).not.toBe(etag);
    expect(await atom.text()).toContain("<feed ");
  });
});

describe("a withdrawn release in the feeds", () => {
  const reason = `سُحب في 2025-04-17: ${hostile}`;
  const withdrawnFeed: ReleaseFeed = {
    ...feed,
    releases: [
      {
        ...feed.releases[1]!,
        withdrawn: {
          title: "مسحوب: Firmware 5.3.1",
          reason,
          on: "2025-09-01",
        },
      },
      feed.releases[0]!,
    ],
  };

  it("is an Atom entry with the prefixed title, the reason as its summary and no enclosure", () => {
    const doc = parseDocument(atomFeed(withdrawnFeed), { xmlMode: true, decodeEntities: true });
    const [withdrawn, published] = DomUtils.getElementsByTagName("entry", doc.children, true);
    const child = (entry: typeof withdrawn, name: string) =>
      DomUtils.getElementsByTagName(name, entry!.children, false);
    expect(DomUtils.textContent(child(withdrawn, "title")[0]!)).toBe("مسحوب: Firmware 5.3.1");
    expect(DomUtils.textContent(child(withdrawn, "updated")[0]!)).toBe("2025-09-01T00:00:00Z");
    expect(DomUtils.textContent(child(withdrawn, "published")[0]!)).toBe("2025-08-22T00:00:00Z");
    expect(DomUtils.textContent(child(withdrawn, "summary")[0]!)).toBe(reason);
    const rels = (entry: typeof withdrawn) => child(entry, "link").map((l) => l.attribs.rel);
    expect(rels(withdrawn)).toEqual(["alternate"]);
    expect(rels(published)).toEqual(["alternate", "enclosure"]);
  });

  it("is a JSON Feed item with the prefixed title, the reason, no attachment and its status", () => {
    const [withdrawn, published] = JSON.parse(jsonFeed(withdrawnFeed)).items;
    expect(withdrawn.title).toBe("مسحوب: Firmware 5.3.1");
    expect(withdrawn.summary).toBe(reason);
    expect(withdrawn.attachments).toBeUndefined();
    expect(withdrawn.date_modified).toBe("2025-09-01T00:00:00Z");
    expect(withdrawn._northlight).toEqual({ status: "withdrawn" });
    expect(published._northlight).toEqual({ status: "published" });
    expect(published.attachments).toHaveLength(1);
    expect(published.summary).toBeUndefined();
  });
});
