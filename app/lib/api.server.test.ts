import type { AppLoadContext } from "@remix-run/node";
import { describe, expect, it } from "vitest";
import {
  callApi,
  confirmedSession,
  forgetSession,
  isSessionFailure,
  sessionForPage,
} from "./api.server";
import { createAnswerCache } from "../../server/answer-cache";
import { requireSession } from "./auth.server";
import { commitSession, getSession } from "./session.server";

type Handler = (request: Request) => Response | Promise<Response>;

function context(handler: Handler, seen: Request[] = []): AppLoadContext {
  return {
    cspNonce: "",
    clientAddress: "192.0.2.10",
    api: async (request, address) => {
      expect(address).toBe("192.0.2.10");
      seen.push(request);
      return handler(request);
    },
  };
}

const envelope = (body: object, status = 200) =>
  new Response(
    JSON.stringify({ isSuccess: true, code: 0, message: "success", data: null, ...body }),
    {
      status,
      headers: { "content-type": "application/json" },
    },
  );

async function signedInRequest(url: string, expire: number) {
  const request = new Request(url);
  const session = await getSession(request);
  session.set("token", "access-1");
  session.set("refreshToken", "refresh-1");
  session.set("tenant", "partner");
  session.set("expire", expire);
  session.set("user", { id: 7, account: "ana@partner.example", name: "Ana" });
  session.set("roles", ["partner"]);
  const cookie = (await commitSession(request, session)).split(";")[0]!;
  return new Request(url, { headers: { Cookie: cookie } });
}

describe("backend client", () => {
  it("sends the spec's headers and query: tourist token and brand tenant for visitors", async () => {
    const seen: Request[] = [];
    const request = new Request("http://site.test/br/about");
    const result = await callApi(
      { request, context: context(() => envelope({ data: { a: 1 } }), seen) },
      "/things",
      {
        data: { q: "x" },
      },
    );
    expect(result).toEqual({ ok: true, data: { a: 1 }, message: "success" });
    const sent = seen[0]!;
    const url = new URL(sent.url);
    expect(url.pathname).toBe("/api/things");
    expect(url.searchParams.get("language")).toBe("br");
    expect(url.searchParams.get("q")).toBe("x");
    expect(Number(url.searchParams.get("ts"))).toBeGreaterThan(0);
    expect(sent.headers.get("token")).toBe("Bearer tourist");
    expect(sent.headers.get("tenant")).toBe("northlight");
    expect(sent.headers.get("channel")).toBe("app");
    expect(sent.headers.get("language")).toBe("en");
    expect(sent.headers.get("authorization")).toMatch(/^Basic /);
  });

  it("sends POST data as the body, form-encoded when asked", async () => {
    const seen: Request[] = [];
    const request = new Request("http://site.test/home");
    await callApi({ request, context: context(() => envelope({}), seen) }, "/x", {
      method: "POST",
      data: { a: "1" },
      form: true,
    });
    expect(seen[0]!.headers.get("content-type")).toBe("application/x-www-form-urlencoded");
    expect(await seen[0]!.text()).toBe("a=1");
  });

  it("uses the session's token and ends the session on a session code", async () => {
    const request = await signedInRequest(
      "http://site.test/es/personal-center?tab=1",
      Date.now() + 60_000,
    );
    const seen: Request[] = [];
    const thrown = await callApi(
      {
        request,
        context: context(
          () => envelope({ isSuccess: false, code: 40003, message: "revoked" }, 401),
          seen,
        ),
      },
      "/authority/user/current",
    ).catch((e: unknown) => e);
    expect(seen[0]!.headers.get("token")).toBe("Bearer access-1");
    expect(seen[0]!.headers.get("tenant")).toBe("partner");
    expect(thrown).toBeInstanceOf(Response);
    const response = thrown as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe(
      "/es/login?redirectTo=%2Fes%2Fpersonal-center%3Ftab%3D1&expired=1",
    );
    expect(response.headers.get("set-cookie")).toMatch(/nv-session=;/);
  });

  it("refreshes an expired access token once and calls with the new one", async () => {
    const request = await signedInRequest("http://site.test/home", Date.now() - 1000);
    const seen: Request[] = [];
    const handler: Handler = (r) =>
      new URL(r.url).pathname === "/api/oauth/noToken/refresh"
        ? envelope({
            data: {
              token: "access-2",
              refreshToken: "refresh-2",
              tenant: "partner",
              expire: Date.now() + 60_000,
            },
          })
        : envelope({ data: "ok" });
    const result = await callApi(
      { request, context: context(handler, seen) },
      "/authority/user/current",
    );
    expect(result.ok).toBe(true);
    expect(seen.map((r) => new URL(r.url).pathname)).toEqual([
      "/api/oauth/noToken/refresh",
      "/api/authority/user/current",
    ]);
    expect(seen[1]!.headers.get("token")).toBe("Bearer access-2");
  });

  it("shows a 500's body as the message, and names a timeout", async () => {
    const request = new Request("http://site.test/home");
    const failed = await callApi(
      { request, context: context(() => new Response("Database is down", { status: 500 })) },
      "/x",
    );
    expect(failed).toMatchObject({
      ok: false,
      status: 500,
      kind: "http",
      message: "Database is down",
    });
    const timeout = await callApi(
      {
        request,
        context: context(() => {
          throw new DOMException("The operation timed out.", "TimeoutError");
        }),
      },
      "/x",
    );
    expect(timeout).toMatchObject({ ok: false, kind: "timeout" });
  });

  it("answers 404 without a call for an id with a control character in the path", async () => {
    const seen: Request[] = [];
    const request = new Request("http://site.test/admin/events");
    for (const id of ["\u0000", "a\nb", "\u007f"]) {
      const result = await callApi(
        { request, context: context(() => envelope({}), seen) },
        `/admin/events/${encodeURIComponent(id)}`,
        { method: "DELETE" },
      );
      expect(result).toMatchObject({ ok: false, status: 404, code: 40400 });
    }
    await callApi({ request, context: context(() => envelope({}), seen) }, "/admin/events/a%20b");
    expect(seen.map((r) => new URL(r.url).pathname)).toEqual(["/api/admin/events/a%20b"]);
  });

  it("treats 40009 as a session failure only with an HTTP error", () => {
    const business = {
      ok: false as const,
      code: 40009,
      status: 200,
      kind: "business" as const,
      message: "",
    };
    expect(isSessionFailure(business)).toBe(false);
    expect(isSessionFailure({ ...business, status: 401, kind: "http" })).toBe(true);
    expect(isSessionFailure({ ...business, code: 40002 })).toBe(true);
    expect(isSessionFailure({ ...business, code: 40011, status: 400, kind: "http" })).toBe(false);
  });
});

describe("confirmed session", () => {
  let counter = 0;
  /** A signed-in request with a token of its own (confirmations are remembered by token). */
  async function withToken(url: string, expire = Date.now() + 60_000) {
    const token = `token-${Date.now()}-${++counter}`;
    const request = new Request(url);
    const session = await getSession(request);
    session.set("token", token);
    session.set("refreshToken", `refresh-${token}`);
    session.set("tenant", "partner");
    session.set("expire", expire);
    session.set("user", { id: 7, account: "ana@partner.example", name: "Ana" });
    session.set("roles", ["partner"]);
    const cookie = (await commitSession(request, session)).split(";")[0]!;
    return { token, request: new Request(url, { headers: { Cookie: cookie } }) };
  }
  const current = envelope({
    data: { id: 7, account: "ana@partner.example", name: "Ana R.", roles: ["partner", "admin"] },
  });
  const paths = (seen: Request[]) => seen.map((r) => new URL(r.url).pathname);

  it("asks nothing for an anonymous visitor", async () => {
    const seen: Request[] = [];
    const result = await confirmedSession({
      request: new Request("http://site.test/home"),
      context: context(() => current.clone(), seen),
    });
    expect(result).toEqual({ session: null, setCookie: null, unavailable: null });
    expect(seen).toEqual([]);
  });

  it("confirms a token once for all the loaders of a request, with the backend's user", async () => {
    const { token, request } = await withToken("http://site.test/personal-center");
    const seen: Request[] = [];
    const ctx = context(() => current.clone(), seen);
    const [a, b, c] = await Promise.all([
      confirmedSession({ request, context: ctx }),
      confirmedSession({ request, context: ctx }),
      sessionForPage({ request, context: ctx }),
    ]);
    expect(paths(seen)).toEqual(["/api/authority/user/current"]);
    expect(seen[0]!.headers.get("token")).toBe(`Bearer ${token}`);
    expect(a.session?.user.name).toBe("Ana R.");
    expect(b.session?.roles).toEqual(["partner", "admin"]);
    expect(c).toMatchObject({ user: { name: "Ana R." }, setCookie: null });
    // At logout the answer is forgotten: the same request asks again.
    forgetSession({ context: ctx }, token);
    await confirmedSession({ request, context: ctx });
    expect(seen).toHaveLength(2);
    // Every request asks for itself: a token revoked meanwhile is refused at once.
    await confirmedSession({ request, context: context(() => current.clone(), seen) });
    expect(seen).toHaveLength(3);
  });

  it.each([40001, 40003, 40006, 40008])(
    "treats a token the backend refuses (%i) as anonymous and clears the cookie",
    async (code) => {
      const { request } = await withToken("http://site.test/home");
      const refused = () => envelope({ isSuccess: false, code, message: "refused" }, 401);
      const result = await confirmedSession({ request, context: context(refused) });
      expect(result.session).toBeNull();
      expect(result.setCookie).toMatch(/^nv-session=;/);
      const page = await sessionForPage({ request, context: context(refused) });
      expect(page).toMatchObject({ user: null, roles: [] });
      const thrown = await requireSession({ request, context: context(refused) }).catch(
        (e: unknown) => e,
      );
      expect(thrown).toBeInstanceOf(Response);
      expect((thrown as Response).status).toBe(302);
      expect((thrown as Response).headers.get("location")).toMatch(/^\/login\?redirectTo=/);
      expect((thrown as Response).headers.get("set-cookie")).toMatch(/nv-session=;/);
    },
  );

  it("refreshes an access token the backend calls expired", async () => {
    const { request } = await withToken("http://site.test/home");
    const seen: Request[] = [];
    const handler: Handler = (r) =>
      new URL(r.url).pathname === "/api/oauth/noToken/refresh"
        ? envelope({
            data: {
              token: "new",
              refreshToken: "new-r",
              tenant: "partner",
              expire: Date.now() + 1e6,
            },
          })
        : envelope({ isSuccess: false, code: 40002, message: "expired" }, 401);
    const result = await confirmedSession({ request, context: context(handler, seen) });
    expect(paths(seen)).toEqual(["/api/authority/user/current", "/api/oauth/noToken/refresh"]);
    expect(result.session?.token).toBe("new");
    expect(result.setCookie).toMatch(/^nv-session=[^;]+/);
  });

  it("keeps the cookie but shows the page anonymously when the backend is unavailable", async () => {
    const { request } = await withToken("http://site.test/home");
    const down = () => envelope({ isSuccess: false, code: 50300, message: "down" }, 503);
    const result = await confirmedSession({ request, context: context(down) });
    expect(result).toMatchObject({ session: null, setCookie: null });
    expect(result.unavailable).toMatchObject({ status: 503 });
    const thrown = await requireSession({ request, context: context(down) }).catch(
      (e: unknown) => e,
    );
    expect((thrown as Response).status).toBe(503);
    expect((thrown as Response).headers.get("retry-after")).toBe("30");
  });

  it("asks a visitor who never signed in to sign in, without saying a session expired", async () => {
    const request = new Request("http://site.test/ksa/personal-center");
    const thrown = (await requireSession({
      request,
      context: context(() => envelope({ isSuccess: true, data: null })),
    }).catch((e: unknown) => e)) as Response;
    expect(thrown.status).toBe(302);
    expect(thrown.headers.get("location")).toBe(
      "/ksa/login?redirectTo=%2Fksa%2Fpersonal-center&required=1",
    );
  });

  it("sends an overlong address to sign in without it", async () => {
    const { request } = await withToken(`http://site.test/personal-center?x=${"a".repeat(5000)}`);
    const refused = () => envelope({ isSuccess: false, code: 40003, message: "refused" }, 401);
    const thrown = (await requireSession({ request, context: context(refused) }).catch(
      (e: unknown) => e,
    )) as Response;
    expect(thrown.headers.get("location")).toBe("/login?redirectTo=%2Fpersonal-center&expired=1");
  });

  it("answers a public read again from the answer cache, per language and query, and keeps no failure", async () => {
    const seen: Request[] = [];
    let count = 0;
    const answers = createAnswerCache({ seconds: 60, maxEntries: 10, maxCharacters: 10_000 });
    const api = context((request) => {
      count++;
      const q = new URL(request.url).searchParams.get("q");
      return q === "broken"
        ? envelope({ isSuccess: false, code: 50000, message: "down" }, 500)
        : envelope({ data: { count, q } });
    }, seen);
    const withCache = { ...api, answers };
    const read = (url: string, q: string, share = true) =>
      callApi({ request: new Request(url), context: withCache }, "/list", {
        data: { q },
        shared: share ? true : undefined,
      });
    expect(await read("http://site.test/home", "a")).toMatchObject({ data: { count: 1 } });
    expect(await read("http://site.test/product-center", "a")).toMatchObject({
      data: { count: 1 },
    });
    expect(await read("http://site.test/ksa/home", "a")).toMatchObject({ data: { count: 2 } });
    expect(await read("http://site.test/home", "b")).toMatchObject({ data: { count: 3 } });
    expect(await read("http://site.test/home", "a", false)).toMatchObject({ data: { count: 4 } });
    expect((await read("http://site.test/home", "broken")).ok).toBe(false);
    expect((await read("http://site.test/home", "broken")).ok).toBe(false);
    expect(seen).toHaveLength(6);
    answers.clear();
    expect(await read("http://site.test/home", "a")).toMatchObject({ data: { count: 7 } });
  });

  it("reads a kept answer once: the pages that reuse it share the same frozen data", async () => {
    const answers = createAnswerCache({ seconds: 60, maxEntries: 10, maxCharacters: 10_000 });
    const api = { ...context(() => envelope({ data: { items: [{ id: "a" }] } })), answers };
    const read = () =>
      callApi<{ items: { id: string }[] }>(
        { request: new Request("http://site.test/home"), context: api },
        "/frozen-list",
        { shared: true },
      );
    const fetched = await read();
    const first = await read();
    const second = await read();
    if (!fetched.ok || !first.ok || !second.ok) throw new Error("expected answers");
    expect(Object.isFrozen(fetched.data)).toBe(false);
    expect(second.data).toBe(first.data);
    expect(Object.isFrozen(first.data.items[0])).toBe(true);
    expect(() => first.data.items.push({ id: "b" })).toThrow(TypeError);
  });

  it("asks for a shared answer as the anonymous visitor, even for a signed-in user", async () => {
    const seen: Request[] = [];
    const answers = createAnswerCache({ seconds: 60, maxEntries: 10, maxCharacters: 10_000 });
    const api = { ...context(() => envelope({ data: { items: [] } }), seen), answers };
    const signedIn = await signedInRequest("http://site.test/home", Date.now() + 60_000);
    await callApi({ request: signedIn, context: api }, "/home", { shared: true });
    await callApi({ request: signedIn, context: api }, "/product/7", { shared: "anonymous" });
    await callApi({ request: signedIn, context: api }, "/personal", {});
    const tokens = seen.map((r) => r.headers.get("token"));
    expect(tokens[0]).toBe("Bearer tourist");
    expect(tokens.at(-1)).not.toBe("Bearer tourist");
  });

  it("shares an answer that depends on the user only between visitors without a session", async () => {
    let count = 0;
    const answers = createAnswerCache({ seconds: 60, maxEntries: 10, maxCharacters: 10_000 });
    const api = { ...context(() => envelope({ data: { count: ++count } })), answers };
    const read = (request: Request) =>
      callApi({ request, context: api }, "/product/1", { shared: "anonymous" });
    const signedIn = await signedInRequest("http://site.test/product-center", Date.now() + 60_000);
    expect(await read(new Request("http://site.test/x"))).toMatchObject({ data: { count: 1 } });
    expect(await read(signedIn)).toMatchObject({ data: { count: 2 } });
    expect(await read(signedIn)).toMatchObject({ data: { count: 3 } });
    expect(await read(new Request("http://site.test/x"))).toMatchObject({ data: { count: 1 } });
  });
});
