import { useTranslation } from "react-i18next";

/**
 * The number of items a list view holds, announced when it changes: "N results" with the plural
 * forms of the language, or the list's own wording (`label`, already translated).
 */
export function ResultCount({
  count,
  label,
  as: Tag = "p",
  id,
  className,
}: {
  count: number;
  label?: string;
  as?: "p" | "h2";
  id?: string;
  className?: string;
}) {
  const { t } = useTranslation();
  return (
    <Tag id={id} className={["list-count", className].filter(Boolean).join(" ")} aria-live="polite">
      {label ?? t("list.results", { count })}
    </Tag>
  );
}
