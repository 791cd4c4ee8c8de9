import { CLIENT_AUTHORIZATION, FUZZ_USER } from "./config";
import { bodyText, exchange, get, headerValue } from "./http";
import { urlEncoded } from "./bodies";

/** What the generators draw real values from: ids from the catalogue and a signed-in session. */
export interface FuzzContext {
  products: { id: string; type: string; productClass: string }[];
  solutions: string[];
  cases: string[];
  algorithms: string[];
  /** `nv-session=…` of the fuzz user, signed in through the /login form. */
  sessionCookie: string;
  /** The fuzz user's backend token, from the API sign-in. */
  token: string;
}

/** The address a set-up call comes from (kept apart from the fuzzed requests' addresses). */
const SETUP_ADDRESS = `198.51.100.${1 + (process.pid % 250)}`;

async function items(path: string, field = "id"): Promise<Record<string, string>[]> {
  const outcome = await get(path, [["X-Forwarded-For", SETUP_ADDRESS]]);
  if (outcome.status !== 200) throw new Error(`GET ${path} answered ${outcome.status}`);
  const envelope = JSON.parse(bodyText(outcome)) as { data: { items: Record<string, string>[] } };
  return envelope.data.items.filter((item) => typeof item[field] === "string");
}

async function captcha(): Promise<{ key: string; code: string }> {
  const key = `fuzz-${Math.random().toString(36).slice(2, 14)}`;
  const outcome = await get(`/api/oauth/anno/captcha?key=${key}`, [
    ["X-Forwarded-For", SETUP_ADDRESS],
  ]);
  const code = headerValue(outcome, "x-captcha-answer");
  if (!code)
    throw new Error("The test server does not expose captcha answers (CAPTCHA_TEST_ANSWERS)");
  return { key, code };
}

/** Signs the fuzz user in through the sign-in form; returns the session cookie pair. */
export async function signInWithForm(): Promise<string> {
  const { key, code } = await captcha();
  const outcome = await exchange({
    method: "POST",
    target: "/login",
    headers: [
      ["Content-Type", "application/x-www-form-urlencoded"],
      ["X-Forwarded-For", SETUP_ADDRESS],
    ],
    body: Buffer.from(
      urlEncoded([
        ["email", FUZZ_USER.email],
        ["password", FUZZ_USER.password],
        ["key", key],
        ["code", code],
      ]),
    ),
  });
  const cookie = outcome.headers
    .filter(([name, value]) => name === "set-cookie" && /^(__Host-)?nv-session=[^;]/.test(value))
    .map(([, value]) => value.split(";")[0]!)[0];
  if (!cookie) throw new Error(`Sign-in of the fuzz user failed: ${outcome.status}`);
  return cookie;
}

async function signInWithApi(): Promise<string> {
  const { key, code } = await captcha();
  const outcome = await exchange({
    method: "POST",
    target: "/api/oauth/noToken/login",
    headers: [
      ["Content-Type", "application/json"],
      ["Authorization", CLIENT_AUTHORIZATION],
      ["X-Forwarded-For", SETUP_ADDRESS],
    ],
    body: Buffer.from(
      JSON.stringify({ account: FUZZ_USER.email, password: FUZZ_USER.password, key, code }),
    ),
  });
  const envelope = JSON.parse(bodyText(outcome)) as {
    isSuccess: boolean;
    data?: { token: string };
  };
  if (!envelope.isSuccess || !envelope.data) throw new Error("API sign-in of the fuzz user failed");
  return envelope.data.token;
}

let loaded: Promise<FuzzContext> | undefined;

/** Loaded once per worker. */
export function fuzzContext(): Promise<FuzzContext> {
  loaded ??= (async () => {
    const [products, solutions, cases, algorithms, sessionCookie, token] = await Promise.all([
      items("/api/product/list?pageSize=60"),
      items("/api/content/solutions?pageSize=60"),
      items("/api/content/cases?pageSize=60"),
      items("/api/algorithm/list?pageSize=50"),
      signInWithForm(),
      signInWithApi(),
    ]);
    return {
      products: products.map((p) => ({ id: p.id!, type: p.type!, productClass: p.productClass! })),
      solutions: solutions.map((s) => s.id!),
      cases: cases.map((c) => c.id!),
      algorithms: algorithms.map((a) => a.id!),
      sessionCookie,
      token,
    };
  })();
  return loaded;
}
