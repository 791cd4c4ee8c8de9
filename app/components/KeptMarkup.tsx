import { createElement, type JSX, type ReactNode } from "react";
import { type KeepKey, useServerMarkup } from "./server-markup";

type Tag = "div" | "footer" | "nav" | "section" | "ul";

/**
 * An element whose contents are a function of `keep` alone (a language, a product's data…). On
 * the server their HTML is rendered once per key and written as it is on later pages
 * (`kept-markup.server.tsx`, decision 0021); the browser renders the children, which hydrate that
 * same markup.
 */
export function KeptMarkup<T extends Tag>({
  as,
  keep,
  children,
  ...props
}: { as: T; keep: KeepKey; children: ReactNode } & Omit<JSX.IntrinsicElements[T], "children">) {
  const server = useServerMarkup();
  const html = server
    ? // biome-ignore lint/correctness/useHookAtTopLevel: the server always has its writers and the browser never, so each calls the same hooks on every render
      server.useKeptMarkup(keep, children)
    : undefined;
  return html === undefined
    ? createElement(as, props, children)
    : createElement(as, { ...props, dangerouslySetInnerHTML: { __html: html } });
}
