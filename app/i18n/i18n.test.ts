import type { AppLoadContext } from "@remix-run/node";
import { describe, expect, it } from "vitest";
import { loader } from "~/root";
import { getFixedT } from "./fixed-t.server";
import { isolateStrings } from "#shared/bidi";

const context = (namespaces?: string[]): AppLoadContext => ({
  cspNonce: "",
  clientAddress: "192.0.2.10",
  api: async () => new Response(null, { status: 500 }),
  ...(namespaces ? { namespacesFor: () => namespaces } : {}),
});

async function rootData(url: string, namespaces?: string[]) {
  const result = await loader({
    request: new Request(url),
    params: {},
    context: context(namespaces),
  });
  const { strings } = (result as unknown as { data: { strings: string } }).data;
  return { resources: JSON.parse(strings) as Record<string, unknown> };
}

describe("the strings a page embeds", () => {
  it("are common and the namespaces of its routes, in the page's language", async () => {
    const data = await rootData("http://localhost/ksa/product-center", ["products"]);
    expect(Object.keys(data.resources).sort()).toEqual(["common", "products"]);
    expect(data.resources.products).toEqual(
      isolateStrings((await import("../../locales/ksa/products.json")).default),
    );
  });

  it("are common only on a page of the shell", async () => {
    const data = await rootData("http://localhost/home", []);
    expect(Object.keys(data.resources)).toEqual(["common"]);
  });

  it("are every namespace when the context cannot tell (a test's context)", async () => {
    const data = await rootData("http://localhost/home");
    expect(Object.keys(data.resources)).toEqual(
      expect.arrayContaining(["common", "products", "solutions", "algorithms", "admin"]),
    );
  });
});

describe("getFixedT", () => {
  it("translates with the language and namespace it is given, brand included", async () => {
    const t = await getFixedT("es", "products");
    const es = (await import("../../locales/es/products.json")).default;
    expect(t("compare.specification")).toBe(es.compare.specification);
    const common = await getFixedT({ code: "en" });
    expect(common("brand.home")).toMatch(/^\S.* home page$/);
    expect(common("brand.home")).not.toContain("{{brand}}");
  });

  it("keeps one translator per language and namespace, and languages apart", async () => {
    expect(await getFixedT("jp", "admin")).toBe(await getFixedT("jp", "admin"));
    const [en, jp] = await Promise.all([getFixedT("en", "admin"), getFixedT("jp", "admin")]);
    expect(en("title")).toBe("Administration");
    expect(jp("title")).not.toBe(en("title"));
    expect(en("title")).toBe("Administration");
  });
});
