import { useTranslation } from "react-i18next";
import { LocalLink } from "~/components/LocalLink";
import { useDateFormat } from "~/lib/use-date-format";
import { type KnowledgeItem, fallbackAttrs } from "../__support";
import { Marked } from "./Marked";

/** A knowledge article in a list: category and date, title and summary with the searched words marked. */
export function KnowledgeResult({ item }: { item: KnowledgeItem }) {
  const { t } = useTranslation("support");
  const formatDate = useDateFormat("long");
  return (
    <li className="support-result card">
      <p className="support-result__kind">
        {t(`knowledgeCategories.${item.category}`, { defaultValue: item.category })} ·{" "}
        <time dateTime={item.publishedAt}>{formatDate(item.publishedAt)}</time>
      </p>
      <h2 className="support-result__title" {...fallbackAttrs(item, "title")}>
        <LocalLink to={`/knowledge/${encodeURIComponent(item.id)}/detail`}>
          <Marked parts={item.titleParts} />
        </LocalLink>
      </h2>
      <p className="support-result__text" {...fallbackAttrs(item, "summary")}>
        <Marked parts={item.summaryParts} />
      </p>
    </li>
  );
}
