/** Entries of a feed; `path` is the page's address on the site (with its language prefix). */
export interface FeedEntry {
  path: string;
  title: string;
  summary: string;
  /** YYYY-MM-DD */
  date: string;
  /** BCP 47 tag of an entry shown in another language than the feed (English for want of a translation). */
  lang?: string;
}

export interface Feed {
  origin: string;
  /** The feed's own address and the page it follows. */
  selfPath: string;
  alternatePath: string;
  title: string;
  subtitle?: string;
  /** BCP 47 tag of the feed's language. */
  lang: string;
  author: string;
  entries: FeedEntry[];
}

/** Text for XML character data and attribute values. */
export function escapeXml(text: string): string {
  return (
    text
      .replace(/&/g, "&amp;")
      .replace(/</g, "&lt;")
      .replace(/>/g, "&gt;")
      .replace(/"/g, "&quot;")
      .replace(/'/g, "&apos;")
      // biome-ignore lint/suspicious/noControlCharactersInRegex: XML 1.0 has no place for these characters
      .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F]/g, "")
  );
}

const stamp = (date: string) => `${date}T00:00:00Z`;

/** An Atom 1.0 document (RFC 4287): the newest entry's date is the feed's `updated`. */
export function atomFeed(feed: Feed): string {
  const x = escapeXml;
  const newest =
    feed.entries
      .map((e) => e.date)
      .sort()
      .at(-1) ?? "2025-01-01";
  const entries = feed.entries.map((entry) => {
    const url = `${feed.origin}${entry.path}`;
    const lang = entry.lang ? ` xml:lang="${x(entry.lang)}"` : "";
    return [
      `  <entry${lang}>`,
      `    <id>${x(url)}</id>`,
      `    <title type="text">${x(entry.title)}</title>`,
      `    <updated>${stamp(entry.date)}</updated>`,
      `    <published>${stamp(entry.date)}</published>`,
      `    <link rel="alternate" type="text/html" href="${x(url)}"/>`,
      `    <summary type="text">${x(entry.summary)}</summary>`,
      "  </entry>",
    ].join("\n");
  });
  return [
    `<?xml version="1.0" encoding="utf-8"?>`,
    `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${x(feed.lang)}">`,
    `  <id>${x(feed.origin + feed.selfPath)}</id>`,
    `  <title type="text">${x(feed.title)}</title>`,
    feed.subtitle ? `  <subtitle type="text">${x(feed.subtitle)}</subtitle>` : null,
    `  <updated>${stamp(newest)}</updated>`,
    `  <author><name>${x(feed.author)}</name></author>`,
    `  <link rel="self" type="application/atom+xml" href="${x(feed.origin + feed.selfPath)}"/>`,
    `  <link rel="alternate" type="text/html" href="${x(feed.origin + feed.alternatePath)}"/>`,
    ...entries,
    "</feed>",
    "",
  ]
    .filter((line) => line !== null)
    .join("\n");
}

/** How many entries a feed carries. */
export const FEED_SIZE = 20;

/** The answer of a feed route: Atom, cacheable by browsers and shared caches for five minutes. */
export function atomResponse(xml: string): Response {
  return new Response(xml, {
    headers: {
      "Content-Type": "application/atom+xml; charset=utf-8",
      "Cache-Control": "public, max-age=300, s-maxage=300",
    },
  });
}
