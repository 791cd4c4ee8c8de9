import { isRouteErrorResponse, type MetaDescriptor, useRouteError } from "@remix-run/react";
import { useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { localizePath } from "~/i18n/languages";
import { metaBrand, metaT } from "~/lib/meta";
import { useRootData } from "~/lib/root-data";
import { LocalLink } from "./LocalLink";
import { LogoutForm } from "./UserMenu";

/** Keys (of `common`) that a route gives to replace the texts of one status. */
export interface StatusTexts {
  title?: string;
  text?: string;
}

/** Texts by status for one route, e.g. `{ 404: { text: "notFound.product" } }`. */
export type StatusHandlers = Partial<Record<number, StatusTexts>>;

/** What the error page shows: translation keys and which actions it offers. */
export interface ErrorPageKeys {
  title: string;
  text: string;
  /** 404: the sitemap; 403: signing in with another account. */
  action: "sitemap" | "signIn" | null;
}

/**
 * The texts of the error page for a status: 403 says the visitor's role cannot see the page, 404
 * what was not found (the route's text when it gives one), 503 that the service is temporarily
 * unavailable, anything else apologises. A route's handler replaces the title or text it names.
 */
export function errorPageKeys(status: number, handlers: StatusHandlers = {}): ErrorPageKeys {
  const own = handlers[status] ?? {};
  const base: ErrorPageKeys =
    status === 404
      ? { title: "notFound.title", text: "notFound.text", action: "sitemap" }
      : status === 403
        ? { title: "error.forbiddenTitle", text: "error.forbiddenText", action: "signIn" }
        : status === 503
          ? { title: "error.unavailableTitle", text: "error.unavailableText", action: null }
          : { title: "error.title", text: "error.text", action: null };
  return { ...base, ...own };
}

/** The status of what a route threw: its Response's status, 500 for anything else. */
export function errorStatus(error: unknown): number {
  return isRouteErrorResponse(error) ? error.status : 500;
}

/** The error page's content for a status (inside the site shell, or alone at the root). */
export function ErrorPage({ status, handlers }: { status: number; handlers?: StatusHandlers }) {
  const { t } = useTranslation();
  const { language } = useRootData();
  const { pathname, search } = useLocation();
  const keys = errorPageKeys(status, handlers);
  const loginAgain = `${localizePath("/login", language)}?${new URLSearchParams({
    redirectTo: pathname + search,
  })}`;
  return (
    <section className="page error-page">
      <p className="error-page__status">{status === 404 ? "404" : t("error.status", { status })}</p>
      <h1>{t(keys.title)}</h1>
      <p>{t(keys.text)}</p>
      <div className="error-page__actions">
        <LocalLink className="button" to="/home">
          {t("notFound.backHome")}
        </LocalLink>
        {keys.action === "sitemap" && (
          <LocalLink className="button button--ghost" to="/sitemap">
            {t("notFound.sitemapHint")}
          </LocalLink>
        )}
        {keys.action === "signIn" && (
          <LogoutForm redirectTo={loginAgain} confirmFirst={false} label={t("error.signInOther")} />
        )}
      </div>
    </section>
  );
}

/**
 * The error boundary of a page: the error page for the status the route threw. A route whose 404
 * deserves its own text exports
 * `export function ErrorBoundary() { return <GeneralErrorBoundary statusHandlers={{ 404: … }} /> }`.
 */
export function GeneralErrorBoundary({ statusHandlers }: { statusHandlers?: StatusHandlers }) {
  const error = useRouteError();
  if (!isRouteErrorResponse(error)) console.error(error);
  return <ErrorPage status={errorStatus(error)} handlers={statusHandlers} />;
}

type MetaArgs = { error?: unknown; matches: Parameters<typeof metaT>[0] };

/** `meta` of the error page: its translated title, and not indexed. */
export function errorMeta(
  { error, matches }: MetaArgs,
  handlers?: StatusHandlers,
): MetaDescriptor[] {
  const key = errorPageKeys(errorStatus(error), handlers).title;
  const title = metaT(matches)(key, { defaultValue: "Error" });
  return [{ title: `${title} | ${metaBrand(matches)}` }, { name: "robots", content: "noindex" }];
}
