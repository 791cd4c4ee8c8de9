import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { formatPrice, type ListedProduct, productPath } from "~/lib/products";
import { useRootData } from "~/lib/root-data";
import type { KeepKey } from "~/components/server-markup";
import { KeptMarkup } from "~/components/KeptMarkup";
import { LocalLink } from "~/components/LocalLink";
import { productAnchor } from "./__components/CompareToggle";
import { ProductIllustration } from "~/pictures/ProductIllustration";
import { productViews } from "~/lib/product-kind";
import { LifecycleBadge } from "~/components/products/Lifecycle";

/**
 * A product in the list: the title's link covers the whole card. `actions` (for example a
 * comparison toggle) sit above that link and stay separately clickable.
 */
export function ProductCard({
  product,
  actions,
  actionsKeep,
}: {
  product: ListedProduct;
  actions?: ReactNode;
  /** What the actions depend on, when given: their markup is then kept on the server too. */
  actionsKeep?: KeepKey;
}) {
  const { i18n } = useTranslation();
  return (
    <li className="card product-card product-card--linked" id={productAnchor(product.id)}>
      <KeptMarkup
        as="div"
        className="product-card__body"
        keep={["product card", i18n.language, product]}
      >
        <CardBody product={product} />
      </KeptMarkup>
      {actions && actionsKeep ? (
        <KeptMarkup as="div" className="product-card__actions" keep={actionsKeep}>
          {actions}
        </KeptMarkup>
      ) : actions ? (
        <div className="product-card__actions">{actions}</div>
      ) : null}
    </li>
  );
}

function CardBody({ product }: { product: ListedProduct }) {
  const { t } = useTranslation("products");
  const { language } = useRootData();
  const price = formatPrice(product.listPrice, language.lang);
  const drawable = { ...product, specs: product.keySpecs };
  return (
    <>
      <ProductIllustration
        product={drawable}
        label={t("image.alt", {
          model: product.model,
          name: product.name,
          view: t(`image.view.${productViews(drawable)[0]}`),
        })}
      />
      <p className="card__meta">
        <span dir="ltr">{product.model}</span>
        {product.preSales ? <span className="badge">{t("preSales.badge")}</span> : null}
        <LifecycleBadge lifecycle={product.lifecycle} />
      </p>
      <h3>
        <LocalLink to={productPath(product)} className="card__link product-card__link">
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
    </>
  );
}
