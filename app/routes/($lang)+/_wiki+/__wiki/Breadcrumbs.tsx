import { useTranslation } from "react-i18next";
import { LocalLink } from "~/components/LocalLink";
import { type WikiProduct, wikiPath } from "./types";

/** Wikis › the product wiki › its labels down to the page; the last crumb is the page itself. */
export function Breadcrumbs({
  product,
  path = [],
  current,
}: {
  product: WikiProduct;
  path?: { slug: string; name: string }[];
  current?: string;
}) {
  const { t } = useTranslation("wiki");
  const crumbs = [
    { to: "/wiki", name: t("index.title") },
    { to: wikiPath(product), name: t(`lines.${product}.name`) },
    ...path.map((p) => ({ to: wikiPath(product, p.slug), name: p.name })),
  ];
  const last = current === undefined ? crumbs.pop() : undefined;
  return (
    <nav className="wiki-crumbs" aria-label={t("crumbs")}>
      <ol>
        {crumbs.map((c) => (
          <li key={c.to}>
            <LocalLink to={c.to}>{c.name}</LocalLink>
          </li>
        ))}
        <li aria-current="page">{current ?? last?.name}</li>
      </ol>
    </nav>
  );
}
