import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createApi } from "./app";
import type { Deps } from "./http/context";
import { addUser, backendForFile, TEST_ORIGIN } from "./test/support";

/**
 * Every administration endpoint of the backend — read from the Hono app's own route list, so an
 * endpoint added later is covered without being listed — refuses a caller without a token (401)
 * and a partner (403), whatever the method, and changes nothing.
 */

/** Fewer than this means the enumeration broke, not that endpoints went away. */
const AT_LEAST = 25;

interface Endpoint {
  method: string;
  path: string;
}

/** A path segment `admin` marks an administration endpoint: /api/admin/… and /api/feedback/admin/…. */
const ADMIN_SEGMENT = /\/admin(\/|$)/;

/** An address of a route pattern: parameters get a dummy value (the first choice of a pattern). */
function address(pattern: string): string {
  return pattern
    .replace(/:[A-Za-z]+\{([^}|]+)[^}]*\}/g, "$1")
    .replace(/:[A-Za-z]+/g, "999999")
    .replace(/\*/g, "x");
}

function adminEndpoints(): Endpoint[] {
  // Only the route list is read; nothing is served by this instance.
  const app = createApi({} as Deps);
  const seen = new Map<string, Endpoint>();
  for (const route of app.routes) {
    if (route.method === "ALL" || !ADMIN_SEGMENT.test(route.path)) continue;
    seen.set(`${route.method} ${route.path}`, { method: route.method, path: route.path });
  }
  return [...seen.values()].sort((a, b) =>
    `${a.path} ${a.method}`.localeCompare(`${b.path} ${b.method}`),
  );
}

const ctx = backendForFile();
const PASSWORD = "refusal password 1";

async function tokenOf(roles: ("partner" | "admin" | "channel_manager" | "editor")[]) {
  const account = `refusal-${roles.join("-") || "none"}-${Date.now()}@integrator.example`;
  await addUser(ctx.backend, account, PASSWORD, roles);
  return (await ctx.api.login(account, PASSWORD)).body.data.token as string;
}

/** Every row of every table, as one fingerprint per table. */
async function fingerprint() {
  // Both drivers answer `{ rows }`; the union of their types does not say so.
  const rows = async <T>(query: ReturnType<typeof sql>) =>
    ((await ctx.backend.db.execute(query)) as unknown as { rows: T[] }).rows;
  const tables = await rows<{ name: string }>(
    sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  );
  const result: Record<string, string> = {};
  for (const { name } of tables) {
    const [row] = await rows<{ digest: string | null }>(
      sql`select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as digest from ${sql.identifier(name)} t`,
    );
    result[name] = row?.digest ?? "";
  }
  expect(Object.keys(result).length).toBeGreaterThan(10);
  return result;
}

/** The console's endpoints a channel manager may read too (their own deals and counts). */
const CHANNEL_MANAGER_TOO = new Set(["GET /api/admin/summary", "GET /api/admin/deals"]);

/**
 * The console's content endpoints an editor may use too: news, announcements, events (not their
 * registrations, which are personal data), the products' lifecycle (not the error reports) and
 * firmware releases and documents.
 */
const EDITOR_TOO =
  /^\/api\/admin\/(news|announcements|events(\/preview|\/:id)?|products(\/:id)?|firmware-releases(\/:id(\/publish|\/withdraw)?)?|documents(\/:id(\/file)?)?)(\/:id)?$/;

/** Sign-in bookkeeping that any authenticated call may touch; everything else must stay as it was. */
const BOOKKEEPING = new Set(["tokens", "rate_limits"]);

function withoutBookkeeping(prints: Record<string, string>) {
  return Object.fromEntries(Object.entries(prints).filter(([name]) => !BOOKKEEPING.has(name)));
}

async function callAll(endpoints: Endpoint[], token: string | undefined) {
  const answers: string[] = [];
  for (const { method, path } of endpoints) {
    const url = address(path.replace(/^\/api/, ""));
    const response = await ctx.api.call(method, url, {
      token,
      json: ["GET", "HEAD", "DELETE"].includes(method) ? undefined : {},
    });
    answers.push(`${method} ${url} ${response.status}`);
  }
  return answers;
}

describe("administration endpoints", () => {
  const endpoints = adminEndpoints();

  it("are found in the route list, every method among them", () => {
    expect(endpoints.length).toBeGreaterThanOrEqual(AT_LEAST);
    const methods = new Set(endpoints.map((e) => e.method));
    expect(methods.has("GET")).toBe(true);
    expect(methods.has("POST")).toBe(true);
    expect(endpoints.some((e) => e.path.startsWith("/api/feedback/admin"))).toBe(true);
  });

  it("refuse a caller without a token with 401 and a partner with 403, changing nothing", async () => {
    const partner = await tokenOf(["partner"]);
    const channelManager = await tokenOf(["channel_manager"]);
    const before = withoutBookkeeping(await fingerprint());
    const anonymous = await callAll(endpoints, undefined);
    expect(anonymous.filter((a) => !a.endsWith(" 401"))).toEqual([]);
    const asPartner = await callAll(endpoints, partner);
    expect(asPartner.filter((a) => !a.endsWith(" 403"))).toEqual([]);
    const managerOnly = endpoints.filter((e) => !CHANNEL_MANAGER_TOO.has(`${e.method} ${e.path}`));
    expect(managerOnly.length).toBe(endpoints.length - CHANNEL_MANAGER_TOO.size);
    const asChannelManager = await callAll(managerOnly, channelManager);
    expect(asChannelManager.filter((a) => !a.endsWith(" 403"))).toEqual([]);
    const managerAllowed = endpoints.filter((e) =>
      CHANNEL_MANAGER_TOO.has(`${e.method} ${e.path}`),
    );
    const asManagerAllowed = await callAll(managerAllowed, channelManager);
    expect(asManagerAllowed.filter((a) => !a.endsWith(" 200"))).toEqual([]);
    expect(withoutBookkeeping(await fingerprint())).toEqual(before);
  });

  it("refuse an editor everything but the content pages, changing nothing", async () => {
    const editor = await tokenOf(["editor"]);
    const editorAllowed = endpoints.filter((e) => EDITOR_TOO.test(e.path));
    const refused = endpoints.filter((e) => !EDITOR_TOO.test(e.path));
    expect(editorAllowed.map((e) => e.path)).toContain("/api/admin/products/:id");
    expect(refused.map((e) => e.path)).toContain("/api/admin/events/:id/registrations");
    expect(refused.map((e) => e.path)).toContain("/api/admin/audit");
    const before = withoutBookkeeping(await fingerprint());
    const asEditor = await callAll(refused, editor);
    expect(asEditor.filter((a) => !a.endsWith(" 403"))).toEqual([]);
    const lists = editorAllowed.filter((e) => e.method === "GET" && !e.path.includes(":"));
    const answers = await callAll(lists, editor);
    expect(answers.filter((a) => !a.endsWith(" 200"))).toEqual([]);
    expect(withoutBookkeeping(await fingerprint())).toEqual(before);
  });

  it("answer an administrator (so the refusals above are the role check)", async () => {
    const admin = await tokenOf(["admin"]);
    const lists = endpoints.filter((e) => e.method === "GET" && !e.path.includes(":"));
    expect(lists.length).toBeGreaterThan(0);
    const answers = await callAll(lists, admin);
    expect(answers.filter((a) => / (401|403)$/.test(a))).toEqual([]);
  });

  it("refuse a request with a forged role header too", async () => {
    const partner = await tokenOf(["partner"]);
    const response = await ctx.backend.fetch(
      new Request(`${TEST_ORIGIN}/api/admin/outbox`, {
        headers: {
          token: `Bearer ${partner}`,
          tenant: ctx.backend.config.partnerTenant,
          authorization: ctx.api.basic,
          role: "admin",
          roles: "admin",
        },
      }),
    );
    expect(response.status).toBe(403);
  });
});
