import { useTranslation } from "react-i18next";
import { LocalLink } from "~/components/LocalLink";
import { useDateFormat } from "~/lib/intl";
import { type KnowledgeItem, fallbackAttrs } from "../__support";
import { Marked } from "~/components/Marked";

/**
 * A knowledge article in a list: category and date, title and summary with the searched words
 * marked. The title is a heading one level below the list's own (`h2` on a page of its own).
 */
export function KnowledgeResult({
  item,
  heading: Heading = "h2",
}: {
  item: KnowledgeItem;
  heading?: "h2" | "h4";
}) {
  const { t } = useTranslation("support");
  const formatDate = useDateFormat("long");
  return (
    <li className="support-result card">
      <p className="support-result__kind">
        {t(`knowledgeCategories.${item.category}`, { defaultValue: item.category })} ·{" "}
        <time dateTime={item.publishedAt}>{formatDate(item.publishedAt)}</time>
      </p>
      <Heading className="support-result__title" {...fallbackAttrs(item, "title")}>
        <LocalLink to={`/knowledge/${encodeURIComponent(item.id)}/detail`}>
          <Marked parts={item.titleParts} />
        </LocalLink>
      </Heading>
      <p className="support-result__text" {...fallbackAttrs(item, "summary")}>
        <Marked parts={item.summaryParts} />
      </p>
    </li>
  );
}
