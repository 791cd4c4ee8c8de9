import { Link, type LinkProps } from "@remix-run/react";
import { createElement, type JSX, type ReactNode } from "react";
import { localizePath } from "~/i18n/languages";
import { useRootData } from "~/root";
import { type KeepKey, useKeptMarkup } from "./kept-markup.server";
import { plainLink } from "./plain-link.server";

/*
 * Markup the server writes more cheaply than React would, the same as React's: links
 * (`plain-link.server.tsx`) and parts of pages kept once rendered (`kept-markup.server.tsx`). In the
 * browser, where `.server` modules are left out, both are rendered by React as usual.
 */

type SiteLinkProps = Omit<LinkProps, "to"> & { to: string };

/** A link to a page of this site in the current language (`to` is the unprefixed path). */
export function LocalLink({ to, ...props }: SiteLinkProps) {
  const { language } = useRootData();
  return <SiteLink to={localizePath(to, language)} {...props} />;
}

/**
 * Remix's `Link`, prefetching on intent. On the server most links are written as the same markup
 * without the router's hooks (`plain-link.server.tsx`); the browser build leaves `.server` modules
 * out, so there `plainLink` is undefined and every link is Remix's, hydrating that markup.
 */
export function SiteLink({ to, ...props }: SiteLinkProps) {
  return plainLink?.(to, props) ?? <Link prefetch="intent" to={to} {...props} />;
}

type Tag = "div" | "footer" | "nav" | "section" | "ul";

/**
 * An element whose contents are a function of `keep` alone (a language, a product's data…). On
 * the server their HTML is rendered once per key and written as it is on later pages
 * (`kept-markup.server.tsx`); the browser renders the children, which hydrate that same markup.
 */
export function KeptMarkup<T extends Tag>({
  as,
  keep,
  children,
  ...props
}: { as: T; keep: KeepKey; children: ReactNode } & Omit<JSX.IntrinsicElements[T], "children">) {
  const html = useKeptMarkup?.(keep, children);
  return html === undefined
    ? createElement(as, props, children)
    : createElement(as, { ...props, dangerouslySetInnerHTML: { __html: html } });
}
