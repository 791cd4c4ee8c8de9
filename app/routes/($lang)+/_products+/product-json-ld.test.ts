import { describe, expect, it } from "vitest";
import { productJsonLd, scriptSafeJson } from "./__product-json-ld";

const product = {
  model: "NV-B580-AI",
  name: "8 MP AI bullet camera",
  summary: "4K sensor </script><script>alert(1)</script> & more",
  releaseDate: "2025-03-18",
  listPrice: 489,
  lifecycle: "on_sale",
};
const where = {
  brand: "Northlight Vision",
  image: "https://www.example.com/pictures/product.svg?model=NV-B580-AI",
  url: "https://www.example.com/product-center/detail/bullet/nv-b580-ai",
};

describe("a product's JSON-LD", () => {
  it("is a schema.org Product with the model, brand, picture and offer", () => {
    const data = JSON.parse(productJsonLd(product, where));
    expect(data).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Product",
      name: "NV-B580-AI 8 MP AI bullet camera",
      mpn: "NV-B580-AI",
      sku: "NV-B580-AI",
      brand: { "@type": "Brand", name: "Northlight Vision" },
      image: where.image,
      url: where.url,
      offers: { price: "489.00", priceCurrency: "USD", availability: "https://schema.org/InStock" },
    });
    expect(data.description).toBe(product.summary);
  });

  it("says a retired model is discontinued, and has no offer without a price", () => {
    const retired = JSON.parse(productJsonLd({ ...product, lifecycle: "discontinued" }, where));
    expect(retired.offers.availability).toBe("https://schema.org/Discontinued");
    const unpriced = JSON.parse(productJsonLd({ ...product, listPrice: null }, where));
    expect(unpriced.offers).toBeUndefined();
  });

  it("cannot close its script element or open a comment", () => {
    const text = productJsonLd(product, where);
    expect(text).not.toMatch(/[<>&]/);
    expect(scriptSafeJson({ a: "<!-- \u2028" })).toBe('{"a":"\\u003c!-- \\u2028"}');
  });
});
