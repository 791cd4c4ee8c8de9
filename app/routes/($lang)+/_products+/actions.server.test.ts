import type { AppLoadContext } from "@remix-run/node";
import { describe, expect, it } from "vitest";
import { takeToast } from "~/lib/session.server";
import { productAction } from "./actions.server";

const catalogue = [{ id: "nv-b580-ai", productClass: "camera" }];

function context(seen: string[]): AppLoadContext {
  return {
    cspNonce: "",
    clientAddress: "192.0.2.20",
    api: async (request) => {
      const url = new URL(request.url);
      seen.push(`${url.pathname}?ids=${url.searchParams.get("ids") ?? ""}`);
      const ids = (url.searchParams.get("ids") ?? "").split(",");
      if (url.searchParams.get("ids") === "nv-down")
        return Response.json(
          { isSuccess: false, code: 50300, message: "down", data: null },
          { status: 503 },
        );
      return Response.json({
        isSuccess: true,
        code: 0,
        message: "success",
        data: { products: catalogue.filter((p) => ids.includes(p.id)), rows: [] },
      });
    },
  };
}

async function compareAdd(fields: Record<string, string>, seen: string[] = []) {
  const request = new Request("http://site.test/product-comparison", {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ intent: "compare-add", redirectTo: "/product-center", ...fields }),
  });
  const answer = await productAction(
    { request, params: {}, context: context(seen) },
    "/product-comparison",
  ).catch((e: unknown) => e as Response);
  return answer as Response;
}

const cookies = (response: Response) => response.headers.getSetCookie();

describe("adding to the comparison list", () => {
  it("lists a product of the catalogue with the catalogue's class", async () => {
    const response = await compareAdd({ productId: "nv-b580-ai", productClass: "recorder" });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/product-center");
    const compare = cookies(response).find((c) => c.startsWith("nv-compare="));
    expect(compare).toBeDefined();
    const value = JSON.parse(
      Buffer.from(decodeURIComponent(compare!.split(";")[0]!.slice(11)), "base64").toString(),
    );
    expect(value).toEqual([{ productId: "nv-b580-ai", productClass: "camera" }]);
  });

  it.each([
    ["an unknown id", "nv-nothing"],
    ["a 10 KB id", "x".repeat(10 * 1024)],
    ["an id with a path", "../../etc"],
    ["no id", ""],
  ])("answers %s with the not-found message and stores nothing", async (_, productId) => {
    const response = await compareAdd({ productId });
    expect(response.status).toBe(302);
    expect(cookies(response).some((c) => c.startsWith("nv-compare="))).toBe(false);
    expect(cookies(response).some((c) => c.startsWith("nv-flash="))).toBe(true);
    for (const cookie of cookies(response)) expect(cookie.length).toBeLessThan(4096);
  });

  it("does not ask the backend about a value that cannot be a product id", async () => {
    const seen: string[] = [];
    await compareAdd({ productId: "x".repeat(10 * 1024) }, seen);
    expect(seen).toEqual([]);
  });

  it("answers 503 when the catalogue is unavailable", async () => {
    const response = await compareAdd({ productId: "nv-down" });
    expect(response.status).toBe(503);
  });

  it("refuses a body that is not a form with 415", async () => {
    const request = new Request("http://site.test/product-comparison", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ intent: "compare-add" }),
    });
    const thrown = (await productAction(
      { request, params: {}, context: context([]) },
      "/product-comparison",
    ).catch((e: unknown) => e)) as Response;
    expect(thrown.status).toBe(415);
  });

  it("sends a refusal as an error message and a success as a plain one", async () => {
    const toastOf = async (response: Response) =>
      (
        await takeToast(
          new Request("http://site.test/", {
            headers: {
              Cookie: cookies(response)
                .map((c) => c.split(";")[0])
                .join("; "),
            },
          }),
        )
      ).toast;
    const added = await compareAdd({ productId: "nv-b580-ai" });
    expect(await toastOf(added)).toEqual({ key: "products:compare.added" });
    const refused = await compareAdd({ productId: "nv-nothing" });
    expect(await toastOf(refused)).toMatchObject({
      key: "products:compare.notFound",
      kind: "error",
    });
  });
});
