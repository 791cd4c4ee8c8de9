/**
 * A product's schema.org `Product` data (JSON-LD) for search engines: name, model as `mpn` and
 * `sku`, brand, description, picture, address, release date and, with a list price, the offer and
 * whether it is still sold.
 */
export function productJsonLd(
  product: {
    model: string;
    name: string;
    summary: string;
    releaseDate: string;
    listPrice: number | null;
    lifecycle: string;
  },
  where: { brand: string; image: string; url: string },
): string {
  const data = {
    "@context": "https://schema.org",
    "@type": "Product",
    name: `${product.model} ${product.name}`,
    mpn: product.model,
    sku: product.model,
    brand: { "@type": "Brand", name: where.brand },
    description: product.summary,
    image: where.image,
    url: where.url,
    releaseDate: product.releaseDate,
    ...(product.listPrice === null
      ? {}
      : {
          offers: {
            "@type": "Offer",
            price: product.listPrice.toFixed(2),
            priceCurrency: "USD",
            url: where.url,
            availability:
              product.lifecycle === "on_sale"
                ? "https://schema.org/InStock"
                : "https://schema.org/Discontinued",
          },
        }),
  };
  return scriptSafeJson(data);
}

/**
 * JSON that can stand inside a `<script>` element: `<`, `>` and `&` written as escapes, so no text
 * of the data can close the element or open a comment, and the line separators JavaScript refuses.
 */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}
