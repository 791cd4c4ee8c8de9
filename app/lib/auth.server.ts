import type { AppLoadContext } from "@remix-run/node";
import { type Language, localizePath } from "~/i18n/languages";
import { confirmedSession, toLogin } from "./api.server";
import { failureResponse } from "./failure.server";
import { safeRedirect } from "./safe-redirect";
import type { SessionData } from "./session.server";

/**
 * The signed-in user's session, confirmed by the backend; otherwise a redirect to sign in that comes
 * back here (clearing a refused cookie), or the 503 page when the backend cannot confirm it now.
 */
export async function requireSession(args: {
  request: Request;
  context: AppLoadContext;
}): Promise<SessionData> {
  const { session, unavailable } = await confirmedSession(args);
  if (session) return session;
  if (unavailable) throw failureResponse(unavailable);
  return toLogin(args.request);
}

export async function requireRole(
  args: { request: Request; context: AppLoadContext },
  role: string,
) {
  const session = await requireSession(args);
  if (!session.roles.includes(role)) throw new Response("Forbidden", { status: 403 });
  return session;
}

/** The signed-in user when they hold one of `roles` (403 otherwise; to sign in when anonymous). */
export async function requireAnyRole(
  args: { request: Request; context: AppLoadContext },
  roles: readonly string[],
) {
  const session = await requireSession(args);
  if (!roles.some((role) => session.roles.includes(role)))
    throw new Response("Forbidden", { status: 403 });
  return session;
}

/** Where to go after signing in: the checked `redirectTo`, or the home page of the language. */
export function afterLogin(
  request: Request,
  language: Language,
  redirectTo: FormDataEntryValue | string | null | undefined,
) {
  return safeRedirect(redirectTo, new URL(request.url).origin, localizePath("/home", language));
}
