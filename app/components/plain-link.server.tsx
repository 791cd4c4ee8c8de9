import type { LinkProps } from "@remix-run/react";

/**
 * The markup Remix's `Link` renders on the server, written without the router's hooks: a page has
 * a hundred links and the hooks ran for each one. Only for an address the router would write back
 * unchanged (`isPlainPath`); for any other, null, and the caller renders Remix's `Link`.
 */
export function plainLink(to: string, props: Omit<LinkProps, "to">) {
  if (!isPlainPath(to)) return null;
  const {
    discover = "render",
    reloadDocument,
    target,
    prefetch: _prefetch,
    replace: _replace,
    state: _state,
    preventScrollReset: _preventScrollReset,
    relative: _relative,
    viewTransition: _viewTransition,
    onClick: _onClick,
    ...anchor
  } = props;
  return (
    <a
      {...anchor}
      data-discover={discover === "render" && !reloadDocument ? "true" : undefined}
      href={to}
      target={target}
    />
  );
}

/**
 * An absolute path that the router would write back unchanged: no double slash, no `.` or `..`
 * segment, no empty query or fragment.
 */
export function isPlainPath(to: string): boolean {
  const [pathname = ""] = to.split(/[?#]/, 1);
  return (
    pathname.startsWith("/") &&
    !pathname.includes("//") &&
    !/\/\.\.?(\/|$)/.test(pathname) &&
    !/[?#]$/.test(to) &&
    !to.includes("?#")
  );
}
