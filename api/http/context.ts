import type { Context, MiddlewareHandler } from "hono";
import type { z } from "zod";
import { LANGUAGES, localizePath } from "#shared/languages";
import { CODE } from "../codes";
import { ApiError } from "../envelope";
import type { Queries } from "./list-query";
import type { Role } from "#shared/roles";
import { authenticate, type TokenUser } from "../areas/accounts/service";
import type { ApiConfig } from "../config";
import type { Database } from "../db/client";
import type { Mailer } from "../infra/mail/mail";
import { hasControlCharacter } from "../infra/control-characters";

/** What every handler reaches through `c.var.deps`: built once at start by createApi. */
export interface Deps {
  db: Database;
  config: ApiConfig;
  mailer: Mailer;
  brandName: string;
}

export interface Env {
  Variables: { deps: Deps; user: TokenUser };
}
export type ApiContext = Context<Env>;

/** The bearer token of the `token` header (spec §7); `tourist` for anonymous visitors. */
export function bearerToken(c: ApiContext): string | null {
  const header = c.req.header("token") ?? "";
  const match = /^Bearer\s+(.+)$/i.exec(header.trim());
  return match?.[1]?.trim() || null;
}

export function requestLanguage(c: ApiContext): string {
  const code = c.req.query("language") ?? c.req.header("language") ?? "en";
  return LANGUAGES.some((l) => l.code === code) ? code : "en";
}

export function clientAddress(c: ApiContext): string {
  return c.req.header("x-client-address") ?? "unknown";
}

/** The origin of the site's links sent by e-mail: SITE_URL when set, else the request's own. */
export const linkOrigin = (deps: Deps, requestUrl: string) =>
  new URL(deps.config.siteUrl ?? requestUrl).origin;

/** A page of the site at `origin` in the language `code` (English for an unknown code). */
export function siteLinkIn(origin: string, code: string, path: string): string {
  const language = LANGUAGES.find((l) => l.code === code) ?? LANGUAGES[0]!;
  return `${origin}${localizePath(path, language)}`;
}

/** A page of the site, in the request's language, for links sent by e-mail. */
export function siteLink(c: ApiContext, path: string): string {
  return siteLinkIn(linkOrigin(c.var.deps, c.req.url), requestLanguage(c), path);
}

/**
 * Calls that need a signed-in user: answers the session codes of spec §8 otherwise. A request that
 * passes two such checks (the content editors' routes, then the administrators') is authenticated
 * once.
 */
export const requireUser: MiddlewareHandler<Env> = async (c, next) => {
  if (!c.get("user"))
    c.set("user", await authenticate(c.var.deps, bearerToken(c), c.req.header("tenant") ?? null));
  await next();
};

/** Calls for one role (after requireUser): 403 for a signed-in user without it. */
export const requireRole =
  (role: Role): MiddlewareHandler<Env> =>
  async (c, next) => {
    if (!c.var.user.roles.includes(role)) throw new ApiError(CODE.FORBIDDEN, "Forbidden.", 403);
    await next();
  };

/** Calls for any of `roles` (after requireUser): 403 for a signed-in user with none of them. */
export const requireAnyRole =
  (roles: readonly Role[]): MiddlewareHandler<Env> =>
  async (c, next) => {
    if (!c.var.user.roles.some((role) => roles.includes(role)))
      throw new ApiError(CODE.FORBIDDEN, "Forbidden.", 403);
    await next();
  };

/** The portal client's basic Authorization (spec §6 fixed client identifier). */
export const requireClient: MiddlewareHandler<Env> = async (c, next) => {
  const { clientId, clientSecret } = c.var.deps.config;
  const header = c.req.header("authorization") ?? "";
  const expected = `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString("base64")}`;
  if (header !== expected)
    throw new ApiError(CODE.CLIENT_UNAUTHORIZED, "The client is not authorized.", 401);
  await next();
};

/** Decodes one percent-encoded URL part; null when it is not valid UTF-8 percent-encoding. */
function decodePart(part: string): string | null {
  try {
    return decodeURIComponent(part);
  } catch {
    return null;
  }
}

/**
 * Refuses, with 400 and the envelope, a request whose path or query cannot be decoded or holds
 * control characters (PostgreSQL refuses NUL in text; nothing legitimate sends the others). The
 * site calls /api in-process, so this holds for those calls as well as for HTTP ones.
 */
export const rejectMalformedInput: MiddlewareHandler<Env> = async (c, next) => {
  const url = new URL(c.req.url);
  for (const segment of url.pathname.split("/")) {
    const decoded = decodePart(segment);
    if (decoded === null || hasControlCharacter(decoded))
      throw new ApiError(CODE.VALIDATION, "The request path is malformed.");
  }
  const query = url.search.slice(1);
  if (query) {
    for (const pair of query.split("&")) {
      const decoded = decodePart(pair.replace(/\+/g, " "));
      if (decoded === null || hasControlCharacter(decoded))
        throw new ApiError(CODE.VALIDATION, "The query string is malformed.");
    }
  }
  await next();
};

/** Whether some string (key or value) in `body` has a control character or a lone surrogate. */
function badString(body: unknown): boolean {
  const stack: unknown[] = [body];
  while (stack.length > 0) {
    const value = stack.pop();
    if (typeof value === "string") {
      if (hasControlCharacter(value, true)) return true;
    } else if (Array.isArray(value)) {
      stack.push(...value);
    } else if (value !== null && typeof value === "object" && !(value instanceof Blob)) {
      for (const [key, item] of Object.entries(value)) {
        if (hasControlCharacter(key)) return true;
        stack.push(item);
      }
    }
  }
  return false;
}

/**
 * Reads a JSON or form body and validates it; a bad body is a 400 with the first problem, a body
 * of another type a 415. Strings with control characters (tab, CR and LF allowed) are refused. In a
 * form a repeated field becomes a list, which the schemas' single values refuse.
 */
export async function readBody<T extends z.ZodType>(c: ApiContext, schema: T): Promise<z.infer<T>> {
  const type = c.req.header("content-type") ?? "";
  const mediaType = type.split(";")[0]!.trim().toLowerCase();
  const json = mediaType === "application/json" || mediaType.endsWith("+json");
  const form =
    mediaType === "application/x-www-form-urlencoded" ||
    (mediaType === "multipart/form-data" && /;\s*boundary=/i.test(type));
  if (mediaType === "multipart/form-data" && !form)
    throw new ApiError(CODE.VALIDATION, "The multipart body has no boundary.");
  if (!json && !form)
    throw new ApiError(CODE.VALIDATION, "The request body must be JSON or a form.", 415);
  let raw: unknown;
  try {
    raw = json ? await c.req.json() : await c.req.parseBody({ all: true });
  } catch {
    throw new ApiError(CODE.VALIDATION, "The request body cannot be read.");
  }
  if (badString(raw))
    throw new ApiError(CODE.VALIDATION, "The request body has control characters.");
  const parsed = schema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new ApiError(
      CODE.VALIDATION,
      `${issue?.path.join(".") || "body"}: ${issue?.message ?? "invalid"}`,
    );
  }
  return parsed.data;
}

/**
 * Reads a list query with an area's lenient reader (built from list-query.ts): a list is never
 * refused for its filters, so unlike readBody this does not throw.
 */
export function readQuery<T>(c: ApiContext, read: (queries: Queries) => T): T {
  return read(c.req.queries());
}
