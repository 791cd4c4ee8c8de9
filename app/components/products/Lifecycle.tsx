import { useTranslation } from "react-i18next";
import { countryName } from "~/lib/intl";
import { useRootData } from "~/lib/root-data";
import lifecycleStyles from "./lifecycle.css";

/** The stylesheet of the badge and the facts: link it on the pages that show them. */
export { lifecycleStyles };

/**
 * A product's lifecycle badge: "Discontinued" or "End of support"; nothing for a model on sale.
 * Its words are the `products` namespace's, which the page declares.
 */
export function LifecycleBadge({ lifecycle }: { lifecycle: string }) {
  const { t } = useTranslation("products");
  if (lifecycle !== "discontinued" && lifecycle !== "end_of_support") return null;
  return (
    <span className={`lifecycle-badge lifecycle-badge--${lifecycle}`}>
      {t(`lifecycle.${lifecycle}`)}
    </span>
  );
}

/** `countryName` in the page's language. */
export function useCountryName() {
  const { language } = useRootData();
  return (code: string) => countryName(code, language.lang);
}
