/**
 * A redirect target from user input, kept only when it stays on this site: resolved against the
 * site's origin it must keep that origin (so "//evil.example" and "/\t/evil.example" are refused).
 */
export function safeRedirect(
  to: FormDataEntryValue | string | null | undefined,
  origin: string,
  fallback: string,
): string {
  if (typeof to !== "string" || to === "") return fallback;
  // Control characters and backslashes are dropped or turned into "/" by browsers: refuse them.
  if ([...to].some((c) => c.charCodeAt(0) < 0x20 || c === "\\")) return fallback;
  try {
    const url = new URL(to, origin);
    if (url.origin !== origin) return fallback;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return fallback;
  }
}
