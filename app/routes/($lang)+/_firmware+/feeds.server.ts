import { createHash } from "node:crypto";
import { escapeXml } from "~/lib/atom.server";

/** A release as the feeds carry it; paths are the site's (with the language prefix). */
export interface FeedRelease {
  title: string;
  version: string;
  /** YYYY-MM-DD */
  date: string;
  notes: string;
  models: string[];
  pagePath: string;
  downloadPath: string;
  size: number;
  sha256: string;
  /**
   * A withdrawn release: its title with the translated prefix ("Withdrawn: …") and the reason
   * visitors read; it has no download.
   */
  withdrawn?: { title: string; reason: string /** YYYY-MM-DD */; on: string };
}

export interface ReleaseFeed {
  origin: string;
  title: string;
  description: string;
  /** BCP 47 tag of the feed's language. */
  lang: string;
  author: string;
  /** The page the feed follows and the feed's own addresses. */
  homePath: string;
  jsonPath: string;
  atomPath: string;
  releases: FeedRelease[];
}

const stamp = (date: string) => `${date}T00:00:00Z`;
/** The feed's last change: its newest release or withdrawal. */
const newest = (feed: ReleaseFeed) =>
  feed.releases
    .flatMap((r) => (r.withdrawn ? [r.date, r.withdrawn.on] : [r.date]))
    .sort()
    .at(-1) ?? "2025-01-01";

/**
 * A JSON Feed 1.1 document; each item's attachment is the release's download. A withdrawn
 * release's item has the prefixed title, the reason as its summary, the withdrawal as its
 * `date_modified`, no attachment and `_northlight.status` "withdrawn".
 */
export function jsonFeed(feed: ReleaseFeed): string {
  const url = (path: string) => feed.origin + path;
  return JSON.stringify({
    version: "https://jsonfeed.org/version/1.1",
    title: feed.title,
    home_page_url: url(feed.homePath),
    feed_url: url(feed.jsonPath),
    description: feed.description,
    language: feed.lang,
    authors: [{ name: feed.author }],
    items: feed.releases.map((r) => ({
      id: url(r.pagePath),
      url: url(r.pagePath),
      title: r.withdrawn?.title ?? r.title,
      content_text: r.notes,
      ...(r.withdrawn ? { summary: r.withdrawn.reason } : {}),
      date_published: stamp(r.date),
      ...(r.withdrawn ? { date_modified: stamp(r.withdrawn.on) } : {}),
      tags: r.models,
      ...(r.withdrawn
        ? {}
        : {
            attachments: [
              {
                url: url(r.downloadPath),
                mime_type: "application/zip",
                title: r.title,
                size_in_bytes: r.size,
              },
            ],
          }),
      _firmware: { version: r.version, sha256: r.sha256, models: r.models },
      _northlight: { status: r.withdrawn ? "withdrawn" : "published" },
    })),
  });
}

/**
 * An Atom 1.0 document (RFC 4287): each entry links its page and its download (enclosure); a
 * withdrawn release's entry has the prefixed title, the reason as its summary, the withdrawal as
 * its update and no enclosure.
 */
export function atomFeed(feed: ReleaseFeed): string {
  const x = escapeXml;
  const url = (path: string) => x(feed.origin + path);
  const entries = feed.releases.map((r) =>
    [
      "  <entry>",
      `    <id>${url(r.pagePath)}</id>`,
      `    <title type="text">${x(r.withdrawn?.title ?? r.title)}</title>`,
      `    <updated>${stamp(r.withdrawn?.on ?? r.date)}</updated>`,
      `    <published>${stamp(r.date)}</published>`,
      `    <link rel="alternate" type="text/html" href="${url(r.pagePath)}"/>`,
      ...(r.withdrawn
        ? []
        : [
            `    <link rel="enclosure" type="application/zip" length="${r.size}" href="${url(r.downloadPath)}"/>`,
          ]),
      ...r.models.map((m) => `    <category term="${x(m)}"/>`),
      `    <summary type="text">${x(r.withdrawn ? r.withdrawn.reason : `${r.version} · SHA-256 ${r.sha256}`)}</summary>`,
      `    <content type="text">${x(r.notes)}</content>`,
      "  </entry>",
    ].join("\n"),
  );
  return [
    `<?xml version="1.0" encoding="utf-8"?>`,
    `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${x(feed.lang)}">`,
    `  <id>${url(feed.atomPath)}</id>`,
    `  <title type="text">${x(feed.title)}</title>`,
    `  <subtitle type="text">${x(feed.description)}</subtitle>`,
    `  <updated>${stamp(newest(feed))}</updated>`,
    `  <author><name>${x(feed.author)}</name></author>`,
    `  <link rel="self" type="application/atom+xml" href="${url(feed.atomPath)}"/>`,
    `  <link rel="alternate" type="text/html" href="${url(feed.homePath)}"/>`,
    ...entries,
    "</feed>",
    "",
  ].join("\n");
}

/**
 * A feed's answer: cacheable for five minutes, with a strong ETag of its bytes (304 when the
 * client has them) and the newest release's date as Last-Modified.
 */
export function feedResponse(
  request: Request,
  body: string,
  contentType: string,
  lastModified: string,
): Response {
  const etag = `"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`;
  const headers = new Headers({
    "Content-Type": contentType,
    "Cache-Control": "public, max-age=300, s-maxage=300",
    ETag: etag,
    "Last-Modified": new Date(stamp(lastModified)).toUTCString(),
    "X-Content-Type-Options": "nosniff",
  });
  const match = request.headers.get("if-none-match");
  if (match?.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag))
    return new Response(null, { status: 304, headers });
  return new Response(body, { headers });
}

export const JSON_FEED_TYPE = "application/feed+json";
export const ATOM_TYPE = "application/atom+xml; charset=utf-8";

/** The answer of a feed route in the format its address names. */
export function releaseFeedResponse(request: Request, feed: ReleaseFeed, format: "json" | "atom") {
  return format === "json"
    ? feedResponse(request, jsonFeed(feed), JSON_FEED_TYPE, newest(feed))
    : feedResponse(request, atomFeed(feed), ATOM_TYPE, newest(feed));
}
