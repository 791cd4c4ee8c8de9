import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { drawingSvg } from "~/pictures/drawing-svg.server";
import { productPictureSrc, scenePictureSrc } from "~/pictures/pictures";
import { type DrawableProduct, productViews } from "~/lib/product-kind";
import { drawProduct } from "~/pictures/product-drawing";
import { loader as productPicture } from "./pictures.product[.svg]";
import { loader as scenePicture } from "./pictures.scene[.svg]";

const catalogue = (
  JSON.parse(
    readFileSync(new URL("../../content/catalogue/products.json", import.meta.url), "utf8"),
  ) as (DrawableProduct & {
    keySpecs: DrawableProduct["specs"];
    specifications: DrawableProduct["specs"];
  })[]
).map((p) => ({ ...p, specs: [...(p.keySpecs ?? []), ...(p.specifications ?? [])] }));

const get = (loader: typeof productPicture, path: string, headers: HeadersInit = {}) =>
  loader({
    request: new Request(`http://localhost${path}`, { headers }),
    params: {},
    context: {},
  } as Parameters<typeof productPicture>[0]);

describe("picture routes", () => {
  it("draw every catalogue product exactly as from its full data, with and without specifications", async () => {
    for (const full of catalogue)
      for (const product of [full, { model: full.model, type: full.type, series: full.series }])
        for (const view of productViews(product)) {
          const answer = await get(productPicture, productPictureSrc(product, view));
          expect(answer.status).toBe(200);
          expect(await answer.text()).toBe(
            drawingSvg(drawProduct(product, view), "rgb(29 36 48 / 0.28)"),
          );
        }
  });

  it("answer a repeated request with 304 and are cacheable", async () => {
    const path = scenePictureSrc("safe-city", "city");
    const first = await get(scenePicture, path);
    expect(first.headers.get("Content-Type")).toBe("image/svg+xml; charset=utf-8");
    expect(first.headers.get("Cache-Control")).toMatch(/^public, max-age=\d+/);
    const etag = first.headers.get("ETag")!;
    const again = await get(scenePicture, path, { "If-None-Match": etag });
    expect(again.status).toBe(304);
  });

  it("refuse incomplete or oversized addresses, and bound what huge figures draw", async () => {
    expect((await get(productPicture, "/pictures/product.svg?model=NV-N3216")).status).toBe(400);
    expect(
      (await get(productPicture, "/pictures/product.svg?model=x&type=nvr&view=top")).status,
    ).toBe(400);
    expect(
      (
        await get(
          productPicture,
          `/pictures/product.svg?model=${"x".repeat(200)}&type=nvr&view=front`,
        )
      ).status,
    ).toBe(400);
    expect((await get(scenePicture, "/pictures/scene.svg?id=x")).status).toBe(400);
    const huge = await get(
      productPicture,
      `/pictures/product.svg?${new URLSearchParams({
        model: "NV-N9999",
        type: "nvr",
        view: "back",
        hddBays: "99999999 × SATA",
        poe: "99999999 × PoE",
        channels: "1e308",
        analogInputs: "99999999 × BNC",
      })}`,
    );
    expect(huge.status).toBe(200);
    expect((await huge.text()).length).toBeLessThan(50_000);
  });

  it("escape what they write", () => {
    const svg = drawingSvg({
      width: 10,
      height: 10,
      shapes: [{ kind: "path", d: 'M0 0"/><script>alert(1)</script>', fill: "#000" }],
    });
    expect(svg).not.toContain("<script>");
    expect(svg).toContain("&#34;/&#62;&#60;script&#62;");
  });
});
