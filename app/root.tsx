import {
  type HeadersFunction,
  type LinksFunction,
  type LoaderFunctionArgs,
  data as withHeaders,
} from "@remix-run/node";
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  type ShouldRevalidateFunction,
  useLoaderData,
  useLocation,
  useRouteLoaderData,
} from "@remix-run/react";
import { type ReactNode, useEffect } from "react";
import { GeneralErrorBoundary } from "~/components/ErrorBoundary";
import { LANGUAGES, languageOfPath, localizePath, stripLanguage } from "~/i18n/languages";
import { pageI18n } from "~/i18n/i18next";
import { readStrings } from "~/i18n/strings";
import { I18nextProvider } from "react-i18next";
import { resources, stringsJson } from "~/i18n/resources.server";
import { documentLanguage } from "~/i18n/route-language.server";
import { sessionForPage } from "~/lib/api.server";
import { brand, siteOrigin } from "~/lib/brand.server";
import { useNonce } from "~/lib/nonce";
import type { RootData } from "~/lib/root-data";
import { takeToast } from "~/lib/session.server";
import type { SessionUser } from "~/lib/user";
import siteStyles from "~/styles/site.css";
import tokenStyles from "~/styles/tokens.css";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: tokenStyles },
  { rel: "stylesheet", href: siteStyles },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export async function loader(args: LoaderFunctionArgs) {
  const { request, context } = args;
  const { pathname } = new URL(request.url);
  const language = documentLanguage(args);
  // The strings of the shell and of the namespaces the page's routes declare (`handle.i18n`).
  const namespaces = context.namespacesFor?.(pathname) ?? Object.keys(resources[language.code]);
  const session = await sessionForPage(args);
  const { toast, setCookie } = await takeToast(request);
  const headers = new Headers();
  if (session.setCookie) headers.append("Set-Cookie", session.setCookie);
  if (setCookie) headers.append("Set-Cookie", setCookie);
  const user: SessionUser | null = session.user;
  // A visitor's page may be kept by the server and shared caches; a personal one never (and the
  // server makes any answer to a request with one of the site's cookies private: README, rule 6).
  const personal = user !== null || toast !== null || headers.has("Set-Cookie");
  headers.set("Cache-Control", personal ? "private, no-store" : "public, max-age=0");
  const body: RootData = {
    language,
    strings: stringsJson(language.code, namespaces),
    brand,
    origin: siteOrigin(request),
    user,
    roles: session.roles,
    toast,
  };
  return withHeaders(body, { headers });
}

/** The root loader's Cache-Control is the page's (routes without `headers` inherit it). */
export const headers: HeadersFunction = ({ loaderHeaders }) => {
  const cacheControl = loaderHeaders.get("Cache-Control");
  return cacheControl ? { "Cache-Control": cacheControl } : new Headers();
};

/** Whether the page in the browser belongs to a signed-in user (set while rendering). */
let signedIn = false;

/**
 * The root data is reloaded after a form is sent, on every navigation of a signed-in user so the
 * session stays fresh, and when the path changes so the next page's namespaces are embedded before
 * it renders (the browser fetches no strings).
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({
  formMethod,
  defaultShouldRevalidate,
  currentUrl,
  nextUrl,
}) => (formMethod ? defaultShouldRevalidate : signedIn || currentUrl.pathname !== nextUrl.pathname);

function LanguageAlternates({ origin }: { origin: string }) {
  const { pathname, search } = useLocation();
  const path = stripLanguage(pathname);
  const current = languageOfPath(pathname);
  return (
    <>
      <link rel="canonical" href={`${origin}${localizePath(path, current)}${search}`} />
      {LANGUAGES.map((l) => (
        <link
          key={l.code}
          rel="alternate"
          hrefLang={l.lang}
          href={`${origin}${localizePath(path, l)}`}
        />
      ))}
      <link rel="alternate" hrefLang="x-default" href={`${origin}${path}`} />
    </>
  );
}

export function Layout({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  const nonce = useNonce();
  const { pathname } = useLocation();
  const language = data?.language ?? languageOfPath(pathname);
  return (
    <html lang={language.lang} dir={language.dir}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b5cad" />
        <Meta />
        <Links />
        {data ? <LanguageAlternates origin={data.origin} /> : null}
      </head>
      <body>
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

/** Provides the page's i18next, made from the strings already in the HTML, to every component. */
function Translations({ data, children }: { data: RootData; children: ReactNode }) {
  const { language, strings, brand } = data;
  // The same text arrives each time the root data is reloaded (after an action, on navigation) and
  // gives the same strings, so the instance and its `t` stay the same unless the language or the
  // namespaces change: nothing below re-renders or resets (a form's typed values) for it.
  const i18n = pageI18n(language.lang, readStrings(strings), brand.name);
  return <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;
}

export default function App() {
  const data = useLoaderData<typeof loader>();
  signedIn = data.user !== null;
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return (
    <Translations data={data}>
      <Outlet />
    </Translations>
  );
}

/** Errors outside the site layout (the layout has its own boundary inside the shell). */
export function ErrorBoundary() {
  const data = useRouteLoaderData<typeof loader>("root");
  if (!data) {
    return (
      <main id="main" className="error-page">
        <h1>Something went wrong</h1>
        <p>
          <a href="/home">Home</a>
        </p>
      </main>
    );
  }
  return (
    <Translations data={data}>
      <main id="main">
        <GeneralErrorBoundary />
      </main>
    </Translations>
  );
}
