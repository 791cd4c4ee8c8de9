import type { MetaDescriptor } from "@remix-run/react";
import { errorMeta } from "~/components/ErrorBoundary";
import { metaBrand, pageMeta, sectionMeta } from "~/lib/meta";

type MetaArgs = Parameters<typeof errorMeta>[0];

/** `meta` of an article page: its own title and summary, or the error page's. */
export function articleMeta({
  data,
  error,
  matches,
}: MetaArgs & { data: { item: { title: string; summary: string } } | undefined }) {
  return error || !data
    ? errorMeta({ error, matches })
    : pageMeta(data.item.title, data.item.summary, metaBrand(matches));
}

/** `meta` of a list page: its title and lead from the `news` namespace, and its Atom feed. */
export function listMeta(
  matches: MetaArgs["matches"],
  section: "news" | "announcements",
  data: { feed: string } | undefined,
): MetaDescriptor[] {
  return [
    ...sectionMeta(matches, `news:${section}`, { description: "lead" }),
    ...(data
      ? [{ tagName: "link", rel: "alternate", type: "application/atom+xml", href: data.feed }]
      : []),
  ];
}
