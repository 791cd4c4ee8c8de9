import type { MetaDescriptor } from "@remix-run/react";
import { pageMeta, rootDataFromMatches } from "~/lib/meta";

type Matches = Parameters<typeof rootDataFromMatches>[0];

/** A string of the `solutions` namespace as `meta` functions read it, from the root data. */
function solutionsString(matches: Matches, key: string): string {
  const root = rootDataFromMatches(matches) as
    | { resources: Record<string, Record<string, unknown>> }
    | undefined;
  let value: unknown = root?.resources.solutions;
  for (const part of key.split(".")) {
    value = value && typeof value === "object" ? (value as Record<string, unknown>)[part] : "";
  }
  return typeof value === "string" ? value : "";
}

const brandOf = (matches: Matches) => rootDataFromMatches(matches)?.brand.name ?? "";

/** `meta` of a page whose title and description are strings of the `solutions` namespace. */
export function solutionsPageMeta(matches: Matches, section: string): MetaDescriptor[] {
  return pageMeta(
    solutionsString(matches, `${section}.title`),
    solutionsString(matches, `${section}.description`),
    brandOf(matches),
  );
}

/** `meta` of a detail page: its own title and summary. */
export function detailPageMeta(
  matches: Matches,
  item: { title: string; summary: string } | undefined,
): MetaDescriptor[] {
  return item ? pageMeta(item.title, item.summary, brandOf(matches)) : [];
}
