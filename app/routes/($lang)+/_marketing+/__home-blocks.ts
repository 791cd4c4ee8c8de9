/** The answer of GET /api/home: the four blocks of the home page, in the page's language. */
export interface HomeBlocks {
  whatsNew: { id: string; date: string; title: string; summary: string }[];
  spotlight: {
    id: string;
    model: string;
    type: string;
    series: string;
    name: string;
    summary: string;
    highlights: { key: string; label: string; value: string }[];
  }[];
  events: {
    id: string;
    startDate: string;
    endDate: string;
    city: string | null;
    country: string | null;
    online: boolean;
    title: string;
    summary: string;
  }[];
  news: { id: string; date: string; title: string; summary: string }[];
}

/** The detail pages the blocks link to (unprefixed; LocalLink adds the language). */
export const newsPath = (id: string) => `/news/${encodeURIComponent(id)}/detail`;
export const announcementPath = (slug: string) =>
  `/announcement/${encodeURIComponent(slug)}/details`;
export const eventPath = (id: string) => `/activity-hub/${encodeURIComponent(id)}/detail`;
