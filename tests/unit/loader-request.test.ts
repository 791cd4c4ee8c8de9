import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";

/**
 * Remix hands each loader a copy of the request without its own search params (`index`, `_routes`,
 * `_data`). The server's build of `@remix-run/server-runtime` is patched (`patches/`) to pass the
 * request on as it is when it has none of them, instead of building two new requests per loader;
 * a request that has them is still stripped as before.
 */
const { callRouteLoader } = createRequire(import.meta.url)(
  "@remix-run/server-runtime/dist/data.js",
) as {
  callRouteLoader(args: {
    loader: (args: { request: Request }) => unknown;
    request: Request;
    params: Record<string, string>;
    routeId: string;
    loadContext: unknown;
    singleFetch: boolean;
  }): Promise<unknown>;
};

async function seenBy(request: Request, singleFetch = true): Promise<Request> {
  let seen: Request | undefined;
  await callRouteLoader({
    loader: ({ request }) => {
      seen = request;
      return null;
    },
    request,
    params: {},
    routeId: "routes/test",
    loadContext: {},
    singleFetch,
  });
  return seen!;
}

describe("the request a loader gets", () => {
  it("is the request itself when it has none of Remix's search params", async () => {
    for (const url of ["http://site/home", "http://site/product-center?page=2&q=a%20b"]) {
      const request = new Request(url, { headers: { cookie: "a=b" } });
      expect(await seenBy(request)).toBe(request);
      expect(await seenBy(request, false)).toBe(request);
    }
  });

  it("loses an empty index, _routes and _data, and keeps everything else", async () => {
    const request = new Request("http://site/list?index&_routes=root&q=x&index=keep", {
      headers: { cookie: "a=b" },
    });
    const seen = await seenBy(request);
    expect(seen).not.toBe(request);
    expect(new URL(seen.url).search).toBe("?q=x&index=keep");
    expect(seen.headers.get("cookie")).toBe("a=b");
    expect(
      new URL((await seenBy(new Request("http://site/x?_data=r&q=1"), false)).url).search,
    ).toBe("?q=1");
  });
});
