import type { Context, MiddlewareHandler } from "hono";
import type { z } from "zod";
import { LANGUAGES, localizePath } from "../app/i18n/languages";
import { CODE } from "./codes";
import { ApiError } from "./envelope";
import { authenticate, type Deps, type TokenUser } from "./services/accounts";

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

/** A page of the site, in the request's language, for links sent by e-mail. */
export function siteLink(c: ApiContext, path: string): string {
  const origin = c.var.deps.config.siteUrl
    ? new URL(c.var.deps.config.siteUrl).origin
    : new URL(c.req.url).origin;
  const language = LANGUAGES.find((l) => l.code === requestLanguage(c)) ?? LANGUAGES[0];
  return `${origin}${localizePath(path, language)}`;
}

/** Calls that need a signed-in user: answers the session codes of spec §8 otherwise. */
export const requireUser: MiddlewareHandler<Env> = async (c, next) => {
  c.set("user", await authenticate(c.var.deps, bearerToken(c), c.req.header("tenant") ?? null));
  await next();
};

export const requireRole =
  (role: string): MiddlewareHandler<Env> =>
  async (c, next) => {
    if (!c.var.user.roles.includes(role as never))
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

/** Reads a JSON or form body and validates it; a bad body is a 400 with the first problem. */
export async function readBody<T extends z.ZodType>(c: ApiContext, schema: T): Promise<z.infer<T>> {
  let raw: unknown;
  const type = c.req.header("content-type") ?? "";
  try {
    raw = type.includes("application/json") ? await c.req.json() : await c.req.parseBody();
  } catch {
    throw new ApiError(CODE.VALIDATION, "The request body cannot be read.");
  }
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
