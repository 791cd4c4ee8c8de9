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
import { routeLanguage } from "~/i18n/route-language.server";
import { callApi, currentSessionData } from "~/lib/api.server";
import { afterLogin, redirectHome } from "~/lib/auth.server";
import { pageMeta, rootDataFromMatches } from "~/lib/meta";
import { destroySession, flashToast, getSession } from "~/lib/session.server";

export const meta: MetaFunction = ({ matches }) => {
  const root = rootDataFromMatches(matches);
  const user = root?.resources.common.user;
  return [
    ...pageMeta(user?.logout ?? "", "", root?.brand.name ?? ""),
    { name: "robots", content: "noindex" },
  ];
};

/** Without JavaScript the user menu's log-out leads here to confirm. */
export async function loader({ params, request }: LoaderFunctionArgs) {
  const language = routeLanguage(params, request);
  if (!(await currentSessionData(request))) throw redirectHome(language);
  return { redirectTo: new URL(request.url).searchParams.get("redirectTo") ?? "" };
}

/**
 * Spec §4: the logout call, then the session cookie cleared and the page loaded again, even when the
 * call fails.
 */
export async function action(args: ActionFunctionArgs) {
  const { params, request } = args;
  const language = routeLanguage(params, request);
  const formData = await request.formData();
  const session = await currentSessionData(request);
  if (session) {
    await callApi(args, "/oauth/noToken/logout", {
      method: "POST",
      form: true,
      data: {
        token: session.token,
        userId: session.user.id,
        clientId: process.env.API_CLIENT_ID || "partner-portal",
      },
      session: null,
      keepSessionErrors: true,
    }).catch(() => undefined);
  }
  const headers = new Headers();
  headers.append("Set-Cookie", await destroySession(request, await getSession(request)));
  headers.append("Set-Cookie", await flashToast(request, "auth.logout.done"));
  return redirect(afterLogin(request, language, formData.get("redirectTo")), { headers });
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
