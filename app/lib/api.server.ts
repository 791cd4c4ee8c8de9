import type { AppLoadContext } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { languageOfPath, localizePath } from "~/i18n/languages";
import { documentLanguage } from "~/i18n/route-language.server";
import { REQUEST_TIMEOUT_MS } from "./constants";
import { deepFreeze } from "./data-text";
import { siteConfig } from "./env.server";
import { MAX_REDIRECT_LENGTH } from "./safe-redirect";
import {
  type AppSession,
  commitSession,
  destroySession,
  getSession,
  type SessionData,
  writeUserSession,
} from "./session.server";

/** Codes after which the session is dropped and the user sent to sign in (spec §8). */
const SESSION_CODES = new Set([40000, 40001, 40002, 40003, 40005, 40006, 40008]);
/** The backend's "temporarily unavailable" business code (with HTTP 503). */
export const UNAVAILABLE_CODE = 50300;
/** The longest user name kept in the session cookie. */
const MAX_NAME_LENGTH = 100;

export type Failure = Extract<ApiResult<unknown>, { ok: false }>;

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
  /**
   * A public read (docs/decisions/0018-answer-cache.md): `true` when the answer is the same for
   * every visitor, signed in or not; `"anonymous"` when it depends on the user only if one is signed
   * in (a product's detail carries the user's favourite mark), so only a call made without a
   * session is shared. A shared call is sent as the anonymous visitor (the tourist token), so what
   * is kept can only be what anyone may see; a successful answer is kept in the answer cache and
   * reused until it expires or the content changes.
   */
  shared?: true | "anonymous";
}

/** How a refresh ended: the new session, refused (the session is over), or no answer (backend down). */
type RefreshOutcome = { ok: true; data: SessionData } | { ok: false; failure: Failure | null };

/** Refreshes in flight or just done, by refresh token: loaders of one page share one refresh. */
const refreshes = new Map<string, Promise<RefreshOutcome>>();

async function refreshSession(
  args: { request: Request; context: AppLoadContext },
  session: SessionData,
): Promise<RefreshOutcome> {
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
    ).then((result): RefreshOutcome => {
      if (result.ok) return { ok: true, data: { ...session, ...result.data } };
      // A refused refresh token ends the session; an unavailable backend decides nothing.
      return { ok: false, failure: isUnavailable(result) ? result : null };
    });
    refreshes.set(session.refreshToken, pending);
    setTimeout(() => refreshes.delete(session.refreshToken), 30_000).unref?.();
  }
  return pending;
}

/**
 * The request to the backend for a call as the visitor of `request` (headers of spec §7). `send`
 * reads its envelope; a resource route that passes a file through sends it with `context.api`.
 */
export function apiRequest(
  { request, context }: { request: Request; context: AppLoadContext },
  path: string,
  options: CallOptions,
): Request {
  const method = options.method ?? "GET";
  const origin = new URL(request.url).origin;
  const language = documentLanguage({ request, context }).code;
  const url = new URL(`/api${path}`, origin);
  url.searchParams.set("ts", Date.now().toString());
  url.searchParams.set("language", language);
  const headers = new Headers({
    channel: "app",
    language: "en",
    token: `Bearer ${options.session?.token ?? "tourist"}`,
    tenant: options.session?.tenant ?? siteConfig().brandTenant,
    authorization: `Basic ${Buffer.from(`${siteConfig().apiClientId}:${siteConfig().apiClientSecret}`).toString("base64")}`,
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
  return new Request(url, {
    method,
    headers,
    body,
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    // Node's fetch needs this for streamed request bodies.
    duplex: "half",
  } as RequestInit);
}

/** What the backend would answer for an address that names nothing. */
const NOT_FOUND: Failure = {
  ok: false,
  code: 40400,
  status: 404,
  kind: "http",
  message: "Not found.",
};

/**
 * Whether the path of a backend call carries a control character (an id read from a form or an
 * address, such as `%00`): the backend refuses such a path as malformed, and to the visitor it
 * names nothing, so the page answers 404 rather than a bad gateway.
 */
function namesNothing(path: string): boolean {
  const pathname = path.split("?")[0]!;
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return true;
  }
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it finds
  return /[\u0000-\u001f\u007f]/.test(decoded);
}

/** The answer cache's key of a public read: the call's address and language, without the clock. */
function answerKey(
  args: { request: Request; context: AppLoadContext },
  path: string,
  data: CallOptions["data"],
): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(data ?? {})) {
    if (value !== undefined && value !== null) query.set(key, String(value));
  }
  return `${documentLanguage(args).code} ${path}?${query}`;
}

async function send<T>(
  args: { request: Request; context: AppLoadContext },
  path: string,
  options: CallOptions,
): Promise<ApiResult<T>> {
  if (namesNothing(path)) return NOT_FOUND;
  const shared = options.shared === true || (options.shared === "anonymous" && !options.session);
  const answers = shared && (options.method ?? "GET") === "GET" ? args.context.answers : undefined;
  const key = answers ? answerKey(args, path, options.data) : "";
  const kept = answers?.get(key);
  if (kept !== undefined) return readKeptAnswer(kept) as ApiResult<T>;
  let response: Response;
  try {
    // A shared answer is asked for as the anonymous visitor, whoever is signed in: what is kept
    // for everyone can only be what anyone may see.
    const asked = answers ? { ...options, session: null } : options;
    response = await args.context.api(apiRequest(args, path, asked), args.context.clientAddress);
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
  const result = readAnswer<T>(response.status, response.statusText, text);
  if (answers && result.ok && response.status === 200) answers.set(key, text);
  return result;
}

/**
 * A kept answer, read once and shared by the pages that ask for it while it is kept: frozen, so
 * that no loader can change what the next page reads. At most `READ_ANSWERS_LIMIT` are held; then
 * all go and are read again.
 */
function readKeptAnswer(text: string): ApiResult<unknown> {
  let result = readAnswers.get(text);
  if (result === undefined) {
    result = deepFreeze(readAnswer<unknown>(200, "OK", text));
    if (readAnswers.size >= READ_ANSWERS_LIMIT) readAnswers.clear();
    readAnswers.set(text, result);
  }
  return result;
}

const READ_ANSWERS_LIMIT = 100;
/** Keyed by the kept text itself: the answer cache hands out the same string while it keeps it. */
const readAnswers = new Map<string, ApiResult<unknown>>();

/** The result of the backend's answer: its status and body (an envelope, or not). */
function readAnswer<T>(status: number, statusText: string, text: string): ApiResult<T> {
  let envelope: Envelope<T> | null = null;
  try {
    envelope = JSON.parse(text) as Envelope<T>;
  } catch {
    envelope = null;
  }
  if (status >= 500) {
    // Spec §8: the body of a 500 is shown as the message.
    return {
      ok: false,
      code: envelope?.code ?? status,
      status,
      kind: "http",
      message: envelope?.message ?? text,
    };
  }
  if (!envelope) {
    return { ok: false, code: status, status, kind: "http", message: text || statusText };
  }
  if (envelope.isSuccess) return { ok: true, data: envelope.data, message: envelope.message };
  return {
    ok: false,
    code: envelope.code,
    status,
    kind: status >= 200 && status < 300 ? "business" : "http",
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

/**
 * Clears the session and sends the user to sign in, coming back here afterwards; the sign-in page
 * says the session expired, or that signing in is needed when there was none.
 */
export async function toLogin(request: Request, session?: AppSession): Promise<never> {
  const url = new URL(request.url);
  const language = languageOfPath(url.pathname);
  const current = session ?? (await getSession(request));
  // Back here afterwards, when the address is of a sensible length (the query goes first).
  const here = [url.pathname + url.search, url.pathname].find(
    (path) => path.length <= MAX_REDIRECT_LENGTH,
  );
  const back = here ? `redirectTo=${encodeURIComponent(here)}&` : "";
  // A session that ended says so; a visitor who never signed in (or signed out) is asked to.
  const reason = current.has("token") ? "expired=1" : "required=1";
  const target = `${localizePath("/login", language)}?${back}${reason}`;
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
    const refreshed = await refreshSession(args, sessionData);
    if (refreshed.ok) sessionData = refreshed.data;
    else if (refreshed.failure) return refreshed.failure;
    else if (!options.keepSessionErrors) return toLogin(args.request);
    else sessionData = null;
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

/** Whether a failure means the backend cannot answer now (503, 50300, timeout, no connection). */
export function isUnavailable(result: ApiResult<unknown>): boolean {
  if (result.ok) return false;
  return (
    result.kind === "timeout" ||
    result.kind === "network" ||
    result.status === 503 ||
    result.code === UNAVAILABLE_CODE
  );
}

/** What the backend said of a session's access token. */
type Confirmation =
  | { state: "valid"; user: SessionData["user"]; roles: string[] }
  | { state: "expired" }
  | { state: "refused" }
  | { state: "unavailable"; failure: Failure };

/**
 * Confirmations of the request being answered, by access token: the loaders (and the action) of
 * one request share one call. Kept per request (its load context, one object per request) and
 * never across requests, so a token revoked elsewhere is refused from the very next request.
 */
const confirmations = new WeakMap<object, Map<string, Promise<Confirmation>>>();

function confirmToken(
  args: { request: Request; context: AppLoadContext },
  session: SessionData,
): Promise<Confirmation> {
  let known = confirmations.get(args.context);
  if (!known) {
    known = new Map();
    confirmations.set(args.context, known);
  }
  let pending = known.get(session.token);
  if (!pending) {
    pending = send<{ id: number; account: string; name: string; roles: string[] }>(
      args,
      "/authority/user/current",
      { session },
    ).then((result): Confirmation => {
      if (result.ok) {
        return {
          state: "valid",
          user: {
            id: result.data.id,
            account: result.data.account,
            name: result.data.name.slice(0, MAX_NAME_LENGTH),
          },
          roles: result.data.roles,
        };
      }
      if (result.code === 40002) return { state: "expired" };
      if (isSessionFailure(result)) return { state: "refused" };
      return { state: "unavailable", failure: result };
    });
    known.set(session.token, pending);
  }
  return pending;
}

/** Forgets what this request learnt of a token (at logout and password change). */
export function forgetSession(args: { context: AppLoadContext }, token: string | undefined) {
  if (token) confirmations.get(args.context)?.delete(token);
}

export interface ConfirmedSession {
  /** The session the backend confirmed (refreshed when its token had expired), or null. */
  session: SessionData | null;
  /** To send with the page: the refreshed session's cookie, or clearing a refused one. */
  setCookie: string | null;
  /** Set when the backend could not be asked: the visitor is anonymous for this page only. */
  unavailable: Failure | null;
}

/**
 * The visitor's session as the backend sees it. The cookie alone proves nothing after logout: its
 * token is confirmed with the backend (one call per request, none for anonymous visitors).
 * A revoked or unknown token is anonymous and its cookie is cleared; an expired access token is
 * refreshed; when the backend cannot answer, the visitor is anonymous for this page and keeps the
 * cookie.
 */
export async function confirmedSession(args: {
  request: Request;
  context: AppLoadContext;
}): Promise<ConfirmedSession> {
  const data = await currentSessionData(args.request);
  if (!data) return { session: null, setCookie: null, unavailable: null };
  const ended = async (): Promise<ConfirmedSession> => ({
    session: null,
    setCookie: await destroySession(args.request, await getSession(args.request)),
    unavailable: null,
  });
  const confirmation: Confirmation =
    data.expire > Date.now() ? await confirmToken(args, data) : { state: "expired" };
  if (confirmation.state === "valid") {
    return {
      session: { ...data, user: confirmation.user, roles: confirmation.roles },
      setCookie: null,
      unavailable: null,
    };
  }
  if (confirmation.state === "refused") return ended();
  if (confirmation.state === "unavailable")
    return { session: null, setCookie: null, unavailable: confirmation.failure };
  const refreshed = await refreshSession(args, data);
  if (!refreshed.ok) {
    if (refreshed.failure)
      return { session: null, setCookie: null, unavailable: refreshed.failure };
    return ended();
  }
  const session = await getSession(args.request);
  const { token, refreshToken, tenant, expire } = refreshed.data;
  writeUserSession(session, { token, refreshToken, tenant, expire });
  return {
    session: refreshed.data,
    setCookie: await commitSession(args.request, session),
    unavailable: null,
  };
}

/**
 * For the root loader: the signed-in user confirmed by the backend, with the access token refreshed
 * when it has expired (the new cookie goes with the page); null for anonymous visitors or an ended
 * session (whose cookie is cleared).
 */
export async function sessionForPage(args: { request: Request; context: AppLoadContext }) {
  const { session, setCookie } = await confirmedSession(args);
  return { user: session?.user ?? null, roles: session?.roles ?? [], setCookie };
}
