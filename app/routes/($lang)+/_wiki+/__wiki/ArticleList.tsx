import { useTranslation } from "react-i18next";
import { LocalLink } from "~/components/LocalLink";
import { useDateFormat } from "~/lib/intl";
import { Marked } from "~/components/Marked";
import { fallbackAttrs, type WikiArticleItem, wikiPath } from "./types";

/**
 * Wiki articles in a list: the title (a heading one level below the list's own), the product line
 * and date when asked, and the text with the searched words marked.
 */
export function ArticleList({
  items,
  heading: Heading = "h2",
  showLine = false,
}: {
  items: WikiArticleItem[];
  heading?: "h2" | "h3";
  showLine?: boolean;
}) {
  const { t } = useTranslation("wiki");
  const formatDate = useDateFormat("long");
  return (
    <ol className="wiki-results">
      {items.map((item) => (
        <li key={`${item.product}/${item.slug}`} className="wiki-result card">
          <p className="wiki-result__meta">
            {showLine ? <>{t(`lines.${item.product}.name`)} · </> : null}
            <time dateTime={item.publishedAt}>{formatDate(item.publishedAt)}</time>
          </p>
          <Heading className="wiki-result__title" {...fallbackAttrs(item, "title")}>
            <LocalLink to={wikiPath(item.product, item.label, item.slug)}>
              <Marked parts={item.titleParts} />
            </LocalLink>
          </Heading>
          <p className="wiki-result__text" {...fallbackAttrs(item, "body")}>
            <Marked parts={item.textParts} />
          </p>
        </li>
      ))}
    </ol>
  );
}
