/**
 * The site's own cookies (session, flash/toast, comparison list …) are all named `nv-…` (or
 * `__Host-nv-…`). A request that carries one is personal: its answer is `private` and is never kept by
 * the page cache or offered to a shared cache, whatever the page renders.
 */
const SITE_COOKIE = /(?:^|;)\s*(?:__Host-)?nv-[^=;\s]*=/;

export function carriesSiteCookie(cookie: string | string[] | null | undefined): boolean {
  if (cookie === undefined || cookie === null) return false;
  return (Array.isArray(cookie) ? cookie : [cookie]).some((c) => SITE_COOKIE.test(c));
}
