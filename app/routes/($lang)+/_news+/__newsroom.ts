/**
 * The two lists of the news room: their path without language prefix (their Atom feed is the path
 * with `.atom`) and what the 404 page says of an unknown or withdrawn item. Their texts are in the
 * `news` namespace under the kind's name, their backend reads under `/content/<kind>`.
 */
export const NEWSROOM = {
  news: { path: "/news", notFound: "news:notFound.news" },
  announcements: { path: "/announcement", notFound: "news:notFound.announcement" },
} as const;

export type NewsroomKind = keyof typeof NEWSROOM;
