import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { createCookieSessionStorage, type Session } from "@remix-run/node";
import { siteConfig } from "./env.server";

/** What the session cookie holds (spec §3 session), kept well under 4 KB. */
export interface SessionData {
  token: string;
  refreshToken: string;
  tenant: string;
  /** Access-token expiry, ms since the epoch. */
  expire: number;
  user: { id: number; account: string; name: string };
  roles: string[];
}
export interface FlashData {
  /** `kind: "error"` for a refusal (shown as an alert), none for a success. */
  toast: { key: string; values?: Record<string, string>; kind?: "error" };
}

/** SESSION_SECRET, or a random secret kept under DATA_DIR so sessions survive restarts. */
export function sessionSecret(): string {
  const { sessionSecret: configured, dataDir: dir } = siteConfig();
  if (configured) return configured;
  const file = path.join(dir, "session-secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  mkdirSync(dir, { recursive: true });
  const secret = randomBytes(32).toString("hex");
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

function storages(secrets: string[], secure: boolean) {
  const base = { httpOnly: true, path: "/", sameSite: "lax" as const, secure, secrets };
  return {
    session: createCookieSessionStorage<SessionData>({
      cookie: {
        ...base,
        name: secure ? "__Host-nv-session" : "nv-session",
        maxAge: 14 * 24 * 60 * 60,
      },
    }),
    flash: createCookieSessionStorage<Record<string, never>, FlashData>({
      cookie: { ...base, name: secure ? "__Host-nv-flash" : "nv-flash" },
    }),
  };
}
type Storages = ReturnType<typeof storages>;
let chosen: { plain: Storages; secure: Storages } | undefined;
/** The cookies of a request's scheme; the secret is read at the first use, not at import. */
function forRequest(request: Request): Storages {
  if (!chosen) {
    const secrets = [sessionSecret()];
    chosen = { plain: storages(secrets, false), secure: storages(secrets, true) };
  }
  return new URL(request.url).protocol === "https:" ? chosen.secure : chosen.plain;
}

export type AppSession = Session<SessionData>;

/** The longest account and user name, and the most roles, kept in the session cookie. */
const MAX_ACCOUNT_LENGTH = 254;
const MAX_NAME_LENGTH = 100;
const MAX_ROLES = 10;

/**
 * The one writer of the session's fields: the tokens always, the user and roles when given (at
 * sign-in; a token refresh keeps them). Cut to sane lengths so the cookie stays well under 4 KB
 * whatever the account holds.
 */
export function writeUserSession(
  session: AppSession,
  data: Pick<SessionData, "token" | "refreshToken" | "tenant" | "expire"> &
    Partial<Pick<SessionData, "user" | "roles">>,
): void {
  session.set("token", data.token);
  session.set("refreshToken", data.refreshToken);
  session.set("tenant", data.tenant);
  session.set("expire", data.expire);
  if (data.user) {
    session.set("user", {
      id: data.user.id,
      account: data.user.account.slice(0, MAX_ACCOUNT_LENGTH),
      name: data.user.name.slice(0, MAX_NAME_LENGTH),
    });
  }
  if (data.roles) session.set("roles", data.roles.slice(0, MAX_ROLES));
}

export function getSession(request: Request): Promise<AppSession> {
  return forRequest(request).session.getSession(request.headers.get("Cookie"));
}
export function commitSession(request: Request, session: AppSession): Promise<string> {
  return forRequest(request).session.commitSession(session);
}
export function destroySession(request: Request, session: AppSession): Promise<string> {
  return forRequest(request).session.destroySession(session);
}

/** The longest value a toast repeats (an e-mail address, a category …); longer ones are cut. */
export const MAX_TOAST_VALUE_LENGTH = 254;

/**
 * A one-time message shown after a redirect (post/redirect/get). Its cookie stays well under 4 KB:
 * at most a few values, each cut to MAX_TOAST_VALUE_LENGTH characters.
 */
export async function flashToast(
  request: Request,
  key: string,
  values?: Record<string, string>,
  kind?: "error",
): Promise<string> {
  const storage = forRequest(request).flash;
  // A new message replaces whatever the cookie held: nothing else of the visitor's cookie is kept.
  const flash = await storage.getSession();
  const kept = values
    ? Object.fromEntries(
        Object.entries(values)
          .slice(0, 4)
          .map(([name, value]) => [
            name.slice(0, 40),
            String(value).slice(0, MAX_TOAST_VALUE_LENGTH),
          ]),
      )
    : undefined;
  flash.flash("toast", { key: key.slice(0, 100), values: kept, ...(kind ? { kind } : {}) });
  return storage.commitSession(flash);
}

/** Reads and clears the one-time message. */
export async function takeToast(
  request: Request,
): Promise<{ toast: FlashData["toast"] | null; setCookie: string | null }> {
  const storage = forRequest(request).flash;
  const flash = await storage.getSession(request.headers.get("Cookie"));
  const toast = flash.get("toast") ?? null;
  return { toast, setCookie: toast ? await storage.commitSession(flash) : null };
}
