import { carriesSiteCookie } from "#shared/site-cookies";
import { createHash } from "node:crypto";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it, vi } from "vitest";
import { readServerConfig } from "./config";
import {
  cacheKey,
  inlineScriptHashes,
  isCacheableRequest,
  isStorable,
  matchesEtag,
  PageCache,
  pageCacheControl,
  personalAnswerCacheControl,
  type StoredPage,
  storePage,
} from "./page-cache";

const NONCE = "rendered+nonce/AAAAAAAA==";

function html(body: string, headers: Record<string, string> = {}, status = 200) {
  return new Response(body, {
    status,
    headers: {
      "Content-Type": "text/html; charset=utf-8",
      "Cache-Control": "public, max-age=0",
      ...headers,
    },
  });
}

async function page(text = "x", bytes?: number): Promise<StoredPage> {
  const stored = await storePage(html(text), NONCE);
  return bytes === undefined ? stored : { ...stored, bytes };
}

function cache(overrides: Partial<ConstructorParameters<typeof PageCache>[0]> = {}) {
  let now = 0;
  const c = new PageCache({
    ttlSeconds: 60,
    staleSeconds: 30,
    maxEntries: 3,
    maxBytes: 1000,
    now: () => now,
    ...overrides,
  });
  return { c, advance: (seconds: number) => (now += seconds * 1000) };
}

describe("which requests and answers the cache takes", () => {
  it("bypasses requests with our cookies only", () => {
    expect(carriesSiteCookie(undefined)).toBe(false);
    expect(carriesSiteCookie("_ga=1; theme=dark")).toBe(false);
    for (const c of ["nv-session=a", "x=1; __Host-nv-session=a", "nv-flash=t", "a=b;nv-compare=c"])
      expect(carriesSiteCookie(c)).toBe(true);
    expect(isCacheableRequest("GET", "/home", undefined)).toBe(true);
    expect(isCacheableRequest("HEAD", "/ksa/product-center", "_ga=1")).toBe(true);
    expect(isCacheableRequest("POST", "/home", undefined)).toBe(false);
    expect(isCacheableRequest("GET", "/home", "nv-session=x")).toBe(false);
  });

  it("never takes the API, administration, account and sign-in pages", () => {
    for (const p of [
      "/api/x",
      "/admin",
      "/ksa/admin/outbox",
      "/login",
      "/jp/LOGIN",
      "/personal-center",
      "/resetPassword",
    ])
      expect(isCacheableRequest("GET", p, undefined), p).toBe(false);
  });

  it("stores only public 200 HTML answers without cookies", () => {
    expect(isStorable(html("a"))).toBe(true);
    expect(isStorable(html("a", {}, 404))).toBe(false);
    expect(isStorable(html("a", { "Content-Type": "application/json" }))).toBe(false);
    expect(isStorable(html("a", { "Set-Cookie": "nv-flash=; Max-Age=0" }))).toBe(false);
    expect(isStorable(html("a", { "Cache-Control": "private, no-store" }))).toBe(false);
    expect(isStorable(html("a", { "Cache-Control": "" }))).toBe(false);
  });

  it("keys by normalised origin, path and query, GET and HEAD alike", () => {
    expect(cacheKey("http://EXAMPLE.com:80/a/%7e?x=1#f")).toBe("http://example.com/a/%7e?x=1");
    expect(cacheKey("http://example.com/a?x=1")).not.toBe(cacheKey("http://example.com/a?x=2"));
  });

  it.each([
    [
      "public, max-age=0",
      "GET",
      "/home",
      200,
      60,
      "public, max-age=0, s-maxage=60, stale-while-revalidate=30",
    ],
    ["public, max-age=0", "GET", "/home", 200, 0, "public, max-age=0"],
    ["public, max-age=0", "GET", "/home", 404, 60, "public, max-age=0"],
    ["public, max-age=0", "POST", "/home", 200, 60, "private, no-store"],
    ["public, max-age=0", "GET", "/login", 200, 60, "private, no-store"],
    ["private, no-store", "GET", "/home", 200, 60, "private, no-store"],
    [null, "GET", "/home", 200, 60, null],
  ] as const)(
    "gives shared caches a lifetime for public pages only: %s %s %s %i (cache %is)",
    (given, method, path, status, seconds, expected) => {
      expect(pageCacheControl(given, method, path, status, seconds, 30)).toBe(expected);
    },
  );

  it("never offers a page asked with one of the site's cookies to shared caches", () => {
    expect(pageCacheControl("public, max-age=0", "GET", "/home", 200, 60, 30, true)).toBe(
      "private, no-store",
    );
    expect(personalAnswerCacheControl("public, max-age=300")).toBe("private, no-store");
    expect(personalAnswerCacheControl("no-store")).toBe("no-store");
    expect(personalAnswerCacheControl(null)).toBe(null);
  });
});

describe("stored pages", () => {
  it("takes out the nonce it was rendered with and allows each inline script by its hash", async () => {
    const text = `<script nonce="${NONCE}">start("é")</script><p>é</p><script nonce="${NONCE}" type="module">import("/a.js")</script><script src="/b.js" nonce="${NONCE}"></script><script nonce="${NONCE}">start("é")</script>`;
    const stored = await storePage(html(text), NONCE);
    const body = gunzipSync(stored.encoded.gzip).toString();
    expect(stored.length).toBe(Buffer.byteLength(body));
    expect(body).not.toContain(NONCE);
    expect(body).toBe(text.replaceAll(` nonce="${NONCE}"`, ""));
    const sha = (script: string) =>
      `'sha256-${createHash("sha256").update(script).digest("base64")}'`;
    // Each inline script once; the one loaded from a file is allowed by 'self'.
    expect(stored.scriptHashes).toEqual([sha('start("é")'), sha('import("/a.js")')]);
    expect(inlineScriptHashes("<p>no scripts</p>")).toEqual([]);
  });

  it("compresses the page once, with gzip and brotli", async () => {
    const text = `${"<p>same words again and again</p>".repeat(500)}<script nonce="${NONCE}">x</script>${"tail ".repeat(300)}`;
    const stored = await storePage(html(text), NONCE);
    const plain = text.replaceAll(` nonce="${NONCE}"`, "");
    expect(gunzipSync(stored.encoded.gzip).toString()).toBe(plain);
    expect(brotliDecompressSync(stored.encoded.br).toString()).toBe(plain);
    expect(stored.encoded.gzip.length).toBeLessThan(plain.length / 5);
    expect(stored.encoded.br.length).toBeLessThan(plain.length / 5);
    const empty = await storePage(html(""), NONCE);
    expect(gunzipSync(empty.encoded.gzip).toString()).toBe("");
  });

  it("keeps the headers but not cookies or lengths; a weak ETag of the body", async () => {
    const a = await storePage(
      html(`<script nonce="${NONCE}">a</script>`, {
        "Content-Language": "ar",
        "Content-Length": "9",
      }),
      NONCE,
    );
    expect(Object.fromEntries(a.headers)).toMatchObject({ "content-language": "ar" });
    expect(Object.fromEntries(a.headers)["content-length"]).toBeUndefined();
    const b = await storePage(html('<script nonce="other">a</script>'), "other");
    expect(a.etag).toBe(b.etag);
    expect(a.etag).toMatch(/^W\/"/);
    expect((await page("b")).etag).not.toBe(a.etag);
    expect(matchesEtag(a.etag, a.etag)).toBe(true);
    expect(matchesEtag(`"x", ${a.etag.slice(2)}`, a.etag)).toBe(true);
    expect(matchesEtag("*", a.etag)).toBe(true);
    expect(matchesEtag('"x"', a.etag)).toBe(false);
    expect(matchesEtag(undefined, a.etag)).toBe(false);
  });
});

describe("PageCache", () => {
  it("is fresh for the TTL, stale for the stale window, then gone", async () => {
    const { c, advance } = cache();
    c.set("k", await page());
    expect(c.get("k")?.fresh).toBe(true);
    advance(61);
    expect(c.get("k")?.fresh).toBe(false);
    advance(30);
    expect(c.get("k")).toBeNull();
    expect(c.size).toBe(0);
    expect(c.bytes).toBe(0);
  });

  it("evicts the least recently used entry beyond the entry bound", async () => {
    const { c } = cache();
    for (const k of ["a", "b", "c"]) c.set(k, await page(k, 10));
    c.get("a");
    c.set("d", await page("d", 10));
    expect(c.get("b")).toBeNull();
    expect(c.get("a")).not.toBeNull();
    expect(c.size).toBe(3);
  });

  it("evicts beyond the byte bound and refuses a page larger than it", async () => {
    const { c } = cache({ maxEntries: 100 });
    c.set("a", await page("a", 400));
    c.set("b", await page("b", 400));
    c.set("c", await page("c", 400));
    expect(c.get("a")).toBeNull();
    expect(c.bytes).toBe(800);
    c.set("huge", await page("h", 5000));
    expect(c.get("huge")).toBeNull();
    c.set("b", await page("b", 100));
    expect(c.bytes).toBe(500);
  });

  it("random query strings cannot grow it past its bounds", async () => {
    const { c } = cache({ maxEntries: 50, maxBytes: 10_000 });
    const one = await page("x", 300);
    for (let i = 0; i < 1000; i++) c.set(cacheKey(`http://h/home?r=${i}`), one);
    expect(c.size).toBeLessThanOrEqual(33);
    expect(c.bytes).toBeLessThanOrEqual(10_000);
  });

  it("runs one refresh per key at a time; a failed or unstorable one drops the entry", async () => {
    const { c } = cache();
    c.set("k", await page("old"));
    let finish: (p: StoredPage | null) => void = () => undefined;
    const refresh = vi.fn(() => new Promise<StoredPage | null>((resolve) => (finish = resolve)));
    const first = c.refresh("k", refresh);
    void c.refresh("k", refresh);
    expect(c.isRefreshing("k")).toBe(true);
    expect(refresh).toHaveBeenCalledTimes(1);
    const fresh = await page("new");
    finish(fresh);
    await first;
    expect(c.get("k")?.page).toBe(fresh);
    expect(c.isRefreshing("k")).toBe(false);
    await c.refresh("k", async () => null);
    expect(c.get("k")).toBeNull();
    c.set("k", fresh);
    await c.refresh("k", () => Promise.reject(new Error("down")));
    expect(c.get("k")).toBeNull();
  });

  it("clears everything or one path prefix", async () => {
    const { c } = cache({ maxEntries: 10, maxBytes: 100_000 });
    for (const p of ["/home", "/product-center", "/product-center/detail/x"])
      c.set(`http://h${p}`, await page(p));
    c.clear("/product-center");
    expect(c.size).toBe(1);
    c.clear();
    expect(c.size).toBe(0);
    expect(c.bytes).toBe(0);
  });
});

describe("PAGE_CACHE_* settings", () => {
  it("defaults to a minute fresh, five stale, 500 pages and 64 MB", () => {
    expect(readServerConfig({})).toMatchObject({
      pageCacheSeconds: 60,
      pageCacheStaleSeconds: 300,
      pageCacheMaxEntries: 500,
      pageCacheMaxBytes: 64 * 1024 * 1024,
    });
  });

  it("reads the variables, 0 turning the cache off, and refuses bad values", () => {
    expect(readServerConfig({ PAGE_CACHE_SECONDS: "0" }).pageCacheSeconds).toBe(0);
    expect(readServerConfig({ PAGE_CACHE_MAX_ENTRIES: "20" }).pageCacheMaxEntries).toBe(20);
    expect(() => readServerConfig({ PAGE_CACHE_SECONDS: "-1" })).toThrow(/non-negative integer/);
    expect(() => readServerConfig({ PAGE_CACHE_MAX_BYTES: "lots" })).toThrow(
      /non-negative integer/,
    );
  });
});
