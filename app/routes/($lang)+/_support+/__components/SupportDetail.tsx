import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { FallbackNotice } from "~/components/DocumentPageView";
import { LocalLink } from "~/components/LocalLink";
import { fallbackAttrs, SUPPORT_LISTS, type SupportListName, supportTextKey } from "../__support";
import { ArticleBody } from "./Article";

/**
 * A support article's page (an FAQ, a knowledge base article): the way back to its list and its
 * category, its header, the body (`body.field` of the item, with the notice when it is shown in
 * English instead), and the related articles when it has some.
 */
export function SupportDetail({
  list,
  item,
  category,
  header,
  body,
  related,
}: {
  list: SupportListName;
  item: { category: string; fallback: string[] };
  /** The category's name. */
  category: string;
  header: ReactNode;
  body: { text: string; field: string };
  related: { id: string; title: string; fallback?: string[] }[];
}) {
  const { t } = useTranslation("support");
  const path = SUPPORT_LISTS[list];
  const key = (name: Parameters<typeof supportTextKey>[1]) => supportTextKey(list, name);
  return (
    <article className="page support-detail">
      <nav className="support-detail__back" aria-label={t(key("title"))}>
        <LocalLink to={path}>{t(key("all"))}</LocalLink>
        {" › "}
        <LocalLink to={`${path}?category=${encodeURIComponent(item.category)}`}>
          {category}
        </LocalLink>
      </nav>
      <header className="page-header">{header}</header>
      <FallbackNotice fallback={item.fallback.includes(body.field)} />
      <ArticleBody text={body.text} {...fallbackAttrs(item, body.field)} />
      {related.length > 0 ? (
        <section className="support-detail__related" aria-labelledby="related">
          <h2 id="related">{t(key("related"))}</h2>
          <ul>
            {related.map((r) => (
              <li key={r.id} {...fallbackAttrs({ fallback: r.fallback ?? [] }, "title")}>
                <LocalLink to={`${path}/${encodeURIComponent(r.id)}/detail`}>{r.title}</LocalLink>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </article>
  );
}
