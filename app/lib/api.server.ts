import type { AppLoadContext } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { languageOfPath, localizePath } from "~/i18n/languages";
import { REQUEST_TIMEOUT_MS } from "./constants";
import {
  type AppSession,
  commitSession,
  destroySession,
  getSession,
  type SessionData,
} from "./session.server";

/** Codes after which the session is dropped and the user sent to sign in (spec §8). */
const SESSION_CODES = new Set([40000, 40001, 40002, 40003, 40005, 40006, 40008]);
const CLIENT_ID = process.env.API_CLIENT_ID || "partner-portal";
const CLIENT_SECRET = process.env.API_CLIENT_SECRET || "northlight-partner-portal";
const BRAND_TENANT = process.env.BRAND_TENANT || "northlight";

export type ApiResult<T> =
  | { ok: true; data: T; message: string }
  | {
      ok: false;
      code: number;
      status: number;
      message: string;
      kind: "business" | "http" | "timeout" | "network";
      /** The envelope's data, when the backend sent details of the failure. */
      data?: unknown;
    };

interface Envelope<T> {
  isSuccess: boolean;
  code: number;
  message: string;
  data: T;
}

export interface CallOptions {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  /** Merged into the query for GET, the body otherwise. */
  data?: Record<string, unknown>;
  /** Send the body form-encoded instead of JSON (the logout call). */
  form?: boolean;
  /** Pass a visitor's multipart upload through as it streams in, without reading it here. */
  stream?: { body: ReadableStream<Uint8Array>; contentType: string };
  /** Use this session's tokens instead of the request's cookie. */
  session?: SessionData | null;
  /** Do not turn session codes into a redirect to sign in (the caller handles them). */
  keepSessionErrors?: boolean;
}

/** Refreshes in flight or just done, by refresh token: loaders of one page share one refresh. */
const refreshes = new Map<string, Promise<SessionData | null>>();

async function refreshSession(
  args: { request: Request; context: AppLoadContext },
  session: SessionData,
) {
  let pending = refreshes.get(session.refreshToken);
  if (!pending) {
    pending = send<{ token: string; refreshToken: string; tenant: string; expire: number }>(
      args,
      "/oauth/noToken/refresh",
      {
        method: "POST",
        data: { refreshToken: session.refreshToken },
        session: null,
      },
    ).then((result) => (result.ok ? { ...session, ...result.data } : null));
    refreshes.set(session.refreshToken, pending);
    setTimeout(() => refreshes.delete(session.refreshToken), 30_000).unref?.();
  }
  return pending;
}

async function send<T>(
  { request, context }: { request: Request; context: AppLoadContext },
  path: string,
  options: CallOptions,
): Promise<ApiResult<T>> {
  const method = options.method ?? "GET";
  const origin = new URL(request.url).origin;
  const language = languageOfPath(new URL(request.url).pathname).code;
  const url = new URL(`/api${path}`, origin);
  url.searchParams.set("ts", Date.now().toString());
  url.searchParams.set("language", language);
  const headers = new Headers({
    channel: "app",
    language: "en",
    token: `Bearer ${options.session?.token ?? "tourist"}`,
    tenant: options.session?.tenant ?? BRAND_TENANT,
    authorization: `Basic ${Buffer.from(`${CLIENT_ID}:${CLIENT_SECRET}`).toString("base64")}`,
  });
  let body: string | ReadableStream<Uint8Array> | undefined;
  if (options.stream) {
    headers.set("content-type", options.stream.contentType);
    body = options.stream.body;
  } else if (method === "GET") {
    for (const [key, value] of Object.entries(options.data ?? {})) {
      if (value !== undefined && value !== null) url.searchParams.set(key, String(value));
    }
  } else if (options.form) {
    headers.set("content-type", "application/x-www-form-urlencoded");
    body = new URLSearchParams(
      Object.entries(options.data ?? {}).map(([k, v]) => [k, String(v ?? "")]),
    ).toString();
  } else {
    headers.set("content-type", "application/json");
    body = JSON.stringify(options.data ?? {});
  }
  let response: Response;
  try {
    response = await context.api(
      new Request(url, {
        method,
        headers,
        body,
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
        // Node's fetch needs this for streamed request bodies.
        duplex: "half",
      } as RequestInit),
      context.clientAddress,
    );
  } catch (error) {
    const timeout =
      error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError");
    return {
      ok: false,
      code: -1,
      status: 0,
      kind: timeout ? "timeout" : "network",
      message: error instanceof Error ? error.message : String(error),
    };
  }
  const text = await response.text();
  let envelope: Envelope<T> | null = null;
  try {
    envelope = JSON.parse(text) as Envelope<T>;
  } catch {
    envelope = null;
  }
  if (response.status >= 500) {
    // Spec §8: the body of a 500 is shown as the message.
    return {
      ok: false,
      code: envelope?.code ?? response.status,
      status: response.status,
      kind: "http",
      message: envelope?.message ?? text,
    };
  }
  if (!envelope) {
    return {
      ok: false,
      code: response.status,
      status: response.status,
      kind: "http",
      message: text || response.statusText,
    };
  }
  if (envelope.isSuccess) return { ok: true, data: envelope.data, message: envelope.message };
  return {
    ok: false,
    code: envelope.code,
    status: response.status,
    kind: response.ok ? "business" : "http",
    message: envelope.message,
    data: envelope.data,
  };
}

/** Whether an answer means the session is over (spec §8: 40009 only together with an HTTP error). */
export function isSessionFailure(result: ApiResult<unknown>): boolean {
  if (result.ok) return false;
  if (SESSION_CODES.has(result.code)) return true;
  if (result.code === 40009) return result.kind === "http";
  return (
    result.kind === "http" &&
    (result.status === 401 || result.status === 403) &&
    result.code < 40000
  );
}

/** Clears the session and sends the user to sign in, coming back here afterwards. */
export async function toLogin(request: Request, session?: AppSession): Promise<never> {
  const url = new URL(request.url);
  const language = languageOfPath(url.pathname);
  const current = session ?? (await getSession(request));
  const target = `${localizePath("/login", language)}?redirectTo=${encodeURIComponent(url.pathname + url.search)}&expired=1`;
  throw redirect(target, { headers: { "Set-Cookie": await destroySession(request, current) } });
}

/**
 * Calls the backend as the visitor of `request` (spec §7): tourist token for anonymous visitors, the
 * session's token otherwise, refreshed once when it has expired. Session failures end the session.
 */
export async function callApi<T>(
  args: { request: Request; context: AppLoadContext },
  path: string,
  options: CallOptions = {},
): Promise<ApiResult<T>> {
  let sessionData =
    options.session === undefined ? await currentSessionData(args.request) : options.session;
  if (sessionData && sessionData.expire <= Date.now()) {
    sessionData = await refreshSession(args, sessionData);
    if (!sessionData && !options.keepSessionErrors) return toLogin(args.request);
  }
  const result = await send<T>(args, path, { ...options, session: sessionData });
  if (!options.keepSessionErrors && isSessionFailure(result)) return toLogin(args.request);
  return result;
}

export async function currentSessionData(request: Request): Promise<SessionData | null> {
  const session = await getSession(request);
  const token = session.get("token");
  if (!token) return null;
  return {
    token,
    refreshToken: session.get("refreshToken") ?? "",
    tenant: session.get("tenant") ?? "",
    expire: session.get("expire") ?? 0,
    user: session.get("user")!,
    roles: session.get("roles") ?? [],
  };
}

/**
 * For the root loader: the signed-in user, with the access token refreshed when it has expired
 * (the new cookie goes with the page); null for anonymous visitors or an ended session.
 */
export async function sessionForPage(args: { request: Request; context: AppLoadContext }) {
  const session = await getSession(args.request);
  const data = await currentSessionData(args.request);
  if (!data) return { user: null, roles: [] as string[], setCookie: null };
  if (data.expire > Date.now()) return { user: data.user, roles: data.roles, setCookie: null };
  const fresh = await refreshSession(args, data);
  if (!fresh)
    return { user: null, roles: [], setCookie: await destroySession(args.request, session) };
  session.set("token", fresh.token);
  session.set("refreshToken", fresh.refreshToken);
  session.set("expire", fresh.expire);
  return {
    user: fresh.user,
    roles: fresh.roles,
    setCookie: await commitSession(args.request, session),
  };
}
