/** The longest redirect target taken from user input; a longer one goes to the fallback. */
export const MAX_REDIRECT_LENGTH = 1024;

/**
 * Whether a path (as it will be written into `Location`) would leave the site: a browser reads a
 * path that starts with `//` or `/\` as another host. Checked on the path and on its decoded form,
 * so `/%2F%2Fevil.example` or `/%5Cevil.example` are refused too (a proxy may decode them).
 */
export function isOffSitePath(path: string): boolean {
  const offSite = (p: string) =>
    /^[/\\]{2}/.test(p) || [...p].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f);
  if (offSite(path)) return true;
  let decoded = path;
  // Decode repeatedly (`%252F` → `%2F` → `/`), a few times at most.
  for (let i = 0; i < 3; i++) {
    let next: string;
    try {
      next = decodeURIComponent(decoded);
    } catch {
      return true;
    }
    if (next === decoded) break;
    decoded = next;
    if (offSite(decoded)) return true;
  }
  return false;
}

/**
 * A path of this site to redirect to from the request's own URL (`url.pathname`): runs of slashes
 * are collapsed, so a request for `//evil.example/solution` never answers `Location: //evil.example…`;
 * null when even then it would leave the site (an encoded `/%5C…` or `/%2F…` start).
 */
export function ownPath(pathname: string): string | null {
  const path = `/${pathname.replace(/^[/\\]+/, "")}`.replace(/\/{2,}/g, "/");
  return isOffSitePath(path) ? null : path;
}

/**
 * A redirect target from user input, kept only when it stays on this site. The decision is made on
 * the URL a browser resolves: it must keep the site's origin, and its normalised path (dot segments
 * removed) must not start with `//` or `/\` (so "/.//evil.example" and "/x/..//evil.example" are
 * refused as well as "//evil.example" and "/\t/evil.example"). Overlong targets are refused.
 */
export function safeRedirect(
  to: FormDataEntryValue | string | null | undefined,
  origin: string,
  fallback: string,
): string {
  if (typeof to !== "string" || to === "" || to.length > MAX_REDIRECT_LENGTH) return fallback;
  // Control characters and backslashes are dropped or turned into "/" by browsers: refuse them.
  if ([...to].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f || c === "\\"))
    return fallback;
  // Only paths of this site or absolute URLs of its origin; no scheme-relative or other forms.
  if (!to.startsWith("/") && !to.toLowerCase().startsWith(`${origin.toLowerCase()}/`))
    return fallback;
  try {
    const url = new URL(to, origin);
    if (url.origin !== origin) return fallback;
    const target = `${url.pathname}${url.search}${url.hash}`;
    if (isOffSitePath(url.pathname) || target.length > MAX_REDIRECT_LENGTH) return fallback;
    // What a browser makes of the target once more must be the same place.
    const again = new URL(target, origin);
    if (again.origin !== origin || again.pathname !== url.pathname) return fallback;
    return target;
  } catch {
    return fallback;
  }
}
