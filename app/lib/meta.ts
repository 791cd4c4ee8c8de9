import type { MetaDescriptor } from "@remix-run/react";

/** Title and description tags for a page of the brand's site. */
export function pageMeta(title: string, description: string, brandName: string): MetaDescriptor[] {
  return [
    { title: title.includes(brandName) ? title : `${title} | ${brandName}` },
    { name: "description", content: description },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
  ];
}

type RootMatch = { id: string; data: unknown };

/** Root loader data as seen from a route's `meta` function. */
export function rootDataFromMatches(matches: RootMatch[]) {
  return matches.find((m) => m.id === "root")?.data as
    | {
        brand: { name: string };
        resources: { common: Record<string, Record<string, string>> } & Record<
          string,
          Record<string, unknown>
        >;
      }
    | undefined;
}

/** `meta` of a content page whose loader returns `{ page: { title, description } }`. */
export function contentPageMeta({
  data,
  matches,
}: {
  data: unknown;
  matches: RootMatch[];
}): MetaDescriptor[] {
  const page = (data as { page?: { title: string; description: string } } | undefined)?.page;
  const brandName = rootDataFromMatches(matches)?.brand.name ?? "";
  return page ? pageMeta(page.title, page.description, brandName) : [];
}

/**
 * `meta` of a page whose title and description are a section of the interface strings, e.g.
 * "auth.login" or "products:center" (its `title` and `intro`).
 */
export function sectionMeta(
  matches: RootMatch[],
  key: string,
  options: { noindex?: boolean } = {},
): MetaDescriptor[] {
  const root = rootDataFromMatches(matches);
  const [ns, path] = key.includes(":") ? (key.split(":") as [string, string]) : ["common", key];
  let node: unknown = root?.resources[ns];
  for (const part of path.split(".")) node = (node as Record<string, unknown> | undefined)?.[part];
  const section = node as { title?: string; intro?: string } | undefined;
  const tags = pageMeta(section?.title ?? "", section?.intro ?? "", root?.brand.name ?? "");
  return options.noindex ? [...tags, { name: "robots", content: "noindex" }] : tags;
}
