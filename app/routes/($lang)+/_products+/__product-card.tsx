import { useTranslation } from "react-i18next";
import { formatPrice, type ProductSummary, productPath } from "~/lib/products";
import { useRootData } from "~/root";
import { LocalLink } from "~/components/LocalLink";
import { ProductIllustration } from "~/components/ProductIllustration";
import { CompareToggle } from "./__components/CompareToggle";

export function ProductCard({
  product,
  compareIndex,
}: {
  product: ProductSummary;
  /** The product's place in the comparison list (-1: not listed); no compare button when absent. */
  compareIndex?: number;
}) {
  const { t } = useTranslation("products");
  const { language } = useRootData();
  const price = formatPrice(product.listPrice, language.lang);
  return (
    <li className="card product-card">
      <ProductIllustration type={product.type} label={product.name} />
      <p className="card__meta">
        <span dir="ltr">{product.model}</span>
        {product.preSales ? <span className="badge">{t("preSales.badge")}</span> : null}
      </p>
      <h3>
        <LocalLink to={productPath(product)} className="card__link">
          {product.name}
        </LocalLink>
      </h3>
      <p>{product.summary}</p>
      <ul className="chips">
        {product.keySpecs.slice(0, 3).map((s) => (
          <li key={s.key} title={`${s.label}: ${s.value}`}>
            {s.label}: <bdi>{s.value}</bdi>
          </li>
        ))}
      </ul>
      <p className="product-card__price">
        {t("price.list")}: <strong>{price ?? t("price.onRequest")}</strong>
      </p>
      {compareIndex === undefined ? null : <CompareToggle product={product} index={compareIndex} />}
    </li>
  );
}
