import type { MetaDescriptor } from "@remix-run/react";
import { DEFAULT_LANGUAGE, type LanguageCode } from "~/i18n/languages";
import { DEFAULT_NAMESPACE } from "~/i18n/namespaces";
import type { TFunction } from "i18next";
import { pageI18n } from "~/i18n/i18next";
import { readStrings } from "~/i18n/strings";

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
        language?: { code: LanguageCode; lang: string };
        brand: { name: string };
        /** The page's strings as JSON text (`readStrings`). */
        strings: string;
      }
    | undefined;
}

const blank = ((_key: string, options?: { defaultValue?: string }) =>
  options?.defaultValue ?? "") as unknown as TFunction;

/**
 * The `t` of `meta` functions: the page's i18next (made from the root data's strings, as the
 * components' is), so the same strings, plural rules and `{{brand}}`; a missing key reads as empty.
 */
export function metaT(matches: RootMatch[], ns: string = DEFAULT_NAMESPACE): TFunction {
  const root = rootDataFromMatches(matches);
  if (!root) return blank;
  const language = root.language ?? DEFAULT_LANGUAGE;
  const i18n = pageI18n(language.lang, readStrings(root.strings), root.brand.name);
  return i18n.getFixedT(language.lang, ns);
}

/** The brand name, as `meta` functions see it. */
export function metaBrand(matches: RootMatch[]): string {
  return rootDataFromMatches(matches)?.brand.name ?? "";
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
  return page ? pageMeta(page.title, page.description, metaBrand(matches)) : [];
}

/**
 * `meta` of a page whose title and description are a section of the interface strings, e.g.
 * "auth:login" or "products:center" (its `title` and `intro`).
 */
export function sectionMeta(
  matches: RootMatch[],
  key: string,
  options: { noindex?: boolean; description?: string } = {},
): MetaDescriptor[] {
  const [ns, section] = key.includes(":")
    ? (key.split(":") as [string, string])
    : [DEFAULT_NAMESPACE, key];
  const t = metaT(matches, ns);
  const tags = pageMeta(
    t(`${section}.title`, { defaultValue: "" }),
    t(`${section}.${options.description ?? "intro"}`, { defaultValue: "" }),
    metaBrand(matches),
  );
  return options.noindex ? [...tags, { name: "robots", content: "noindex" }] : tags;
}
