import {
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
  redirect,
} from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { LogoutForm } from "~/components/UserMenu";
import { LocalLink } from "~/components/LocalLink";
import { localizePath } from "~/i18n/languages";
import { pageLanguage } from "~/i18n/route-language.server";
import { callApi, confirmedSession, currentSessionData, forgetSession } from "~/lib/api.server";
import { afterLogin } from "~/lib/auth.server";
import { metaBrand, metaT, pageMeta } from "~/lib/meta";
import { destroySession, getSession } from "~/lib/session.server";
import { checkHoneypot, redirectWithToast } from "~/lib/form-action.server";
import { readForm } from "~/lib/form.server";
import { siteConfig } from "~/lib/env.server";

export const meta: MetaFunction = ({ matches }) => [
  ...pageMeta(metaT(matches)("user.logout"), "", metaBrand(matches)),
  { name: "robots", content: "noindex" },
];

/** Without JavaScript the user menu's log-out leads here to confirm. */
export async function loader(args: LoaderFunctionArgs) {
  const { request } = args;
  const language = pageLanguage(args);
  const { session, setCookie, unavailable } = await confirmedSession(args);
  // Nobody to log out (an ended session's cookie is cleared); when the backend cannot tell, the
  // visitor may still log out, which clears the cookie.
  if (!session && !unavailable) {
    throw redirect(localizePath("/home", language), {
      headers: setCookie ? { "Set-Cookie": setCookie } : undefined,
    });
  }
  return { redirectTo: new URL(request.url).searchParams.get("redirectTo") ?? "" };
}

/**
 * Spec §4: the logout call, then the session cookie cleared and the page loaded again, even when the
 * call fails.
 */
export async function action(args: ActionFunctionArgs) {
  const { request } = args;
  const language = pageLanguage(args);
  const formData = await readForm(request);
  checkHoneypot(formData);
  const session = await currentSessionData(request);
  if (session) {
    await callApi(args, "/oauth/noToken/logout", {
      method: "POST",
      form: true,
      data: {
        token: session.token,
        userId: session.user.id,
        clientId: siteConfig().apiClientId,
      },
      session: null,
      keepSessionErrors: true,
    }).catch(() => undefined);
    forgetSession(args, session.token);
  }
  const to = afterLogin(request, language, formData.get("redirectTo"));
  return redirectWithToast(request, to, "toast.loggedOut", undefined, {
    headers: { "Set-Cookie": await destroySession(request, await getSession(request)) },
  });
}

export default function LogoutPage() {
  const { t } = useTranslation();
  const { redirectTo } = useLoaderData<typeof loader>();
  return (
    <section className="page confirm-page">
      <h1>{t("user.logout")}</h1>
      <p>{t("user.logoutConfirm")}</p>
      <div className="confirm-page__actions">
        <LogoutForm redirectTo={redirectTo} confirmFirst={false} label={t("user.confirm")} />
        <LocalLink className="button button--ghost" to="/personal-center">
          {t("user.cancel")}
        </LocalLink>
      </div>
    </section>
  );
}
