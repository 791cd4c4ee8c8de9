import type { MetaDescriptor } from "@remix-run/react";
import { metaBrand, type metaT, pageMeta, sectionMeta } from "~/lib/meta";

type Matches = Parameters<typeof metaT>[0];

/** `meta` of a page whose title and description are strings of the `solutions` namespace. */
export function solutionsPageMeta(matches: Matches, section: string): MetaDescriptor[] {
  return sectionMeta(matches, `solutions:${section}`, { description: "description" });
}

/** `meta` of a detail page: its own title and summary. */
export function detailPageMeta(
  matches: Matches,
  item: { title: string; summary: string } | undefined,
): MetaDescriptor[] {
  return item ? pageMeta(item.title, item.summary, metaBrand(matches)) : [];
}
