import { cpSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, inject } from "vitest";
import { readApiConfig } from "../config";
import { createBackend, type Backend } from "../backend";
import { hashPassword } from "../areas/accounts/service";
import { desc, eq } from "drizzle-orm";
import { companies, mailOutbox, type Role, userRoles, users } from "../db/schema";
import { seedIfEmpty } from "../db/seed";
import { EMPTY_TEMPLATE, SEEDED_FILES, SEEDED_TEMPLATE } from "./database-templates";

export const TEST_ORIGIN = "http://site.test";

/**
 * The PostgreSQL server the suite runs on (scripts/test-api-postgres.sh), or undefined for PGlite.
 * The test harness's own setting: the backend itself reads its environment only in config.ts.
 */
export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL || undefined;

/** A database of its own on the PostgreSQL server of TEST_DATABASE_URL, so test files do not meet. */
async function freshPostgresDatabase(serverUrl: string): Promise<string> {
  const name = `test_${Date.now()}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

const templates = new Map<string, Blob>();

/** A dump the global setup made (api/test/database-templates.ts), read once per worker. */
function template(name: string): Blob | undefined {
  const dir = inject("databaseTemplates");
  if (!dir) return undefined;
  let blob = templates.get(name);
  if (!blob) {
    blob = new Blob([readFileSync(path.join(dir, name))]);
    templates.set(name, blob);
  }
  return blob;
}

/**
 * A backend on a fresh database — in-memory PGlite, or a new PostgreSQL database when
 * TEST_DATABASE_URL names a server — with captcha answers exposed; empty, or with the seed catalogue
 * (and its files) when `seed` is set.
 */
export async function testBackend(
  env: Record<string, string> = {},
  options: { seed?: boolean } = {},
) {
  const serverUrl = TEST_DATABASE_URL;
  const config = readApiConfig({
    NODE_ENV: "test",
    CAPTCHA_TEST_ANSWERS: "1",
    DATABASE_URL: serverUrl ? await freshPostgresDatabase(serverUrl) : undefined,
    DATA_DIR: mkdtempSync(path.join(tmpdir(), "api-test-")),
    ...env,
  });
  const seeded = options.seed ? template(SEEDED_TEMPLATE) : undefined;
  const backend = await createBackend({
    config,
    inMemory: true,
    seed: false,
    template: seeded ?? template(EMPTY_TEMPLATE),
  });
  if (seeded) {
    cpSync(path.join(inject("databaseTemplates"), SEEDED_FILES), config.filesDir, {
      recursive: true,
    });
  } else if (options.seed) {
    await seedIfEmpty(backend.db, { filesDir: config.filesDir });
  }
  const close = backend.close;
  backend.close = async () => {
    await close();
    if (!env.DATA_DIR) rmSync(config.dataDir, { recursive: true, force: true });
  };
  return backend;
}

export interface Call {
  status: number;
  // biome-ignore lint/suspicious/noExplicitAny: each test reads the fields of the endpoint it calls
  body: { isSuccess: boolean; code: number; message: string; data: any };
  headers: Headers;
}

export function client(backend: Backend) {
  const address = `198.51.100.${Math.floor(Math.random() * 250)}-${Math.random().toString(36).slice(2, 8)}`;
  const basic = `Basic ${Buffer.from(`${backend.config.clientId}:${backend.config.clientSecret}`).toString("base64")}`;
  async function call(
    method: string,
    path: string,
    options: {
      json?: unknown;
      form?: Record<string, string>;
      token?: string;
      tenant?: string;
      headers?: Record<string, string>;
      query?: Record<string, string>;
    } = {},
  ): Promise<Call> {
    const url = new URL(`/api${path}`, TEST_ORIGIN);
    for (const [k, v] of Object.entries(options.query ?? {})) url.searchParams.set(k, v);
    const headers = new Headers({
      channel: "app",
      language: "en",
      token: `Bearer ${options.token ?? "tourist"}`,
      tenant: options.tenant ?? backend.config.partnerTenant,
      authorization: basic,
      "x-client-address": address,
      ...options.headers,
    });
    let body: BodyInit | undefined;
    if (options.json !== undefined) {
      headers.set("content-type", "application/json");
      body = JSON.stringify(options.json);
    } else if (options.form) {
      headers.set("content-type", "application/x-www-form-urlencoded");
      body = new URLSearchParams(options.form).toString();
    }
    const response = await backend.fetch(new Request(url, { method, headers, body }));
    const text = await response.text();
    let parsed: Call["body"];
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = { isSuccess: false, code: -1, message: text, data: null };
    }
    return { status: response.status, body: parsed, headers: response.headers };
  }

  async function captcha(key = `k-${Math.random().toString(36).slice(2, 12)}`) {
    const response = await backend.fetch(
      new Request(`${TEST_ORIGIN}/api/oauth/anno/captcha?key=${key}`),
    );
    return { key, answer: response.headers.get("x-captcha-answer") ?? "", response };
  }

  async function login(account: string, password: string) {
    const { key, answer } = await captcha();
    return call("POST", "/oauth/noToken/login", { json: { account, password, key, code: answer } });
  }

  return { call, captcha, login, basic };
}

export async function addUser(
  backend: Backend,
  account: string,
  password: string,
  roles: Role[] = ["partner"],
) {
  const { db } = backend;
  const [company] = await db
    .insert(companies)
    .values({ name: "Test Integrators Ltd", country: "Portugal" })
    .returning();
  const [user] = await db
    .insert(users)
    .values({
      account,
      name: "Test User",
      companyId: company!.id,
      passwordHash: await hashPassword(password),
    })
    .returning();
  if (roles.length)
    await db.insert(userRoles).values(roles.map((role) => ({ userId: user!.id, role })));
  return user!;
}

/**
 * A raw call of the backend as the portal app makes it with a visitor's ("tourist") token: a file
 * answers its bytes, not the envelope. `headers` add to or replace the app's.
 */
export function rawCall(
  backend: Backend,
  path: string,
  headers: Record<string, string> = {},
  method = "GET",
) {
  return backend.fetch(
    new Request(`${TEST_ORIGIN}/api${path}`, {
      method,
      headers: {
        channel: "app",
        token: "Bearer tourist",
        tenant: backend.config.partnerTenant,
        authorization: client(backend).basic,
        ...headers,
      },
    }),
  );
}

export interface TestBackendContext {
  backend: Backend;
  /** A client of its own address, made once the backend is up. */
  api: ReturnType<typeof client>;
}

/**
 * Starts a backend before the file's tests (with the seed catalogue when `seed` is set) and closes it
 * after them; the returned context is filled in by the time the first test runs.
 */
export function backendForFile(
  options: { seed?: boolean; env?: Record<string, string> } = {},
): TestBackendContext {
  const ctx = {} as TestBackendContext;
  beforeAll(async () => {
    ctx.backend = await testBackend(options.env, { seed: options.seed });
    ctx.api = client(ctx.backend);
  }, 120_000);
  afterAll(() => ctx.backend?.close());
  return ctx;
}

/** The mails the outbox holds for `to`, the newest first. */
export function mailsTo(backend: Backend, to: string) {
  return backend.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.to, to))
    .orderBy(desc(mailOutbox.id));
}
