import type { AppLoadContext } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { type Language, localizePath } from "~/i18n/languages";
import { currentSessionData, toLogin } from "./api.server";
import { safeRedirect } from "./safe-redirect";
import type { SessionData } from "./session.server";

/** The signed-in user's session, or a redirect to sign in that comes back here. */
export async function requireSession(args: {
  request: Request;
  context: AppLoadContext;
}): Promise<SessionData> {
  const session = await currentSessionData(args.request);
  if (!session) return toLogin(args.request);
  return session;
}

export async function requireRole(
  args: { request: Request; context: AppLoadContext },
  role: string,
) {
  const session = await requireSession(args);
  if (!session.roles.includes(role)) throw new Response("Forbidden", { status: 403 });
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

export function redirectHome(language: Language) {
  return redirect(localizePath("/home", language));
}
