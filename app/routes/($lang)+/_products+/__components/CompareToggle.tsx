import { Form, useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";

/**
 * The compare button of a product card: adds the product to the comparison list, or removes it
 * when it is listed (`index`, its place in the list). A form, so it works without JavaScript; the
 * visitor comes back to the same view of the list, at the same card (`#product-<id>`).
 */
export function CompareToggle({
  product,
  index,
}: {
  product: { id: string; model: string };
  /** The product's place in the comparison list, -1 when it is not listed. */
  index: number;
}) {
  const { t } = useTranslation("products");
  const { pathname, search } = useLocation();
  const listed = index >= 0;
  return (
    <Form method="post" className="compare-toggle">
      <input
        type="hidden"
        name="redirectTo"
        value={`${pathname}${search}#${productAnchor(product.id)}`}
      />
      {listed ? (
        <input type="hidden" name="index" value={index} />
      ) : (
        <input type="hidden" name="productId" value={product.id} />
      )}
      <button
        type="submit"
        name="intent"
        value={listed ? "compare-remove" : "compare-add"}
        className={listed ? "button button--small is-listed" : "button button--ghost button--small"}
        aria-pressed={listed}
      >
        {t("compare.cardAdd")}
        <span className="visually-hidden"> {product.model}</span>
      </button>
    </Form>
  );
}

/** The id of a product's card in the list, which the compare toggle comes back to. */
export function productAnchor(productId: string): string {
  return `product-${productId}`;
}
