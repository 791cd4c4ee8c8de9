import { useTranslation } from "react-i18next";
import { LocalLink } from "~/components/LocalLink";
import { ProductIllustration } from "~/pictures/ProductIllustration";
import type { AlgorithmDetail } from "../__algorithms";
import { productPath } from "~/lib/products";

/** Associated Product: the camera and recorder models the algorithm runs on. */
export function AssociatedProductPanel({ products }: { products: AlgorithmDetail["products"] }) {
  const { t } = useTranslation("algorithms");
  if (products.length === 0) return <p className="algorithm-empty">{t("empty")}</p>;
  return (
    <ul className="card-grid card-grid--3">
      {products.map((product) => (
        <li key={product.id} className="card product-card">
          <ProductIllustration product={product} label={`${product.model} ${product.name}`} />
          <p className="card__meta">
            <span className="visually-hidden">{t("products.model")}: </span>
            <span dir="ltr">{product.model}</span>
          </p>
          <h3>
            <LocalLink className="card__link" to={productPath(product)}>
              {product.name}
            </LocalLink>
          </h3>
          <p>{product.summary}</p>
        </li>
      ))}
    </ul>
  );
}

/** Customer Case: the projects that use the algorithm. */
export function CustomerCasePanel({ cases }: { cases: AlgorithmDetail["cases"] }) {
  const { t } = useTranslation("algorithms");
  if (cases.length === 0) return <p className="algorithm-empty">{t("empty")}</p>;
  return (
    <ul className="card-grid card-grid--3">
      {cases.map((item) => (
        <li key={item.id} className="card">
          <h3>
            <LocalLink className="card__link" to={`/case/${encodeURIComponent(item.id)}/detail`}>
              {item.title}
            </LocalLink>
          </h3>
          <dl className="details-list">
            <dt>{t("cases.customer")}</dt>
            <dd>{item.customer}</dd>
            <dt>{t("cases.country")}</dt>
            <dd>{item.country}</dd>
          </dl>
        </li>
      ))}
    </ul>
  );
}
