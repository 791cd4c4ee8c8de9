/** The shell's strings; every page embeds them. */
export const DEFAULT_NAMESPACE = "common";

/** The namespaces a route declares with `export const handle = { i18n: [...] }` (or one string). */
export function handleNamespaces(handle: unknown): string[] {
  if (!handle || typeof handle !== "object" || !("i18n" in handle)) return [];
  const { i18n } = handle as { i18n: unknown };
  if (typeof i18n === "string") return [i18n];
  return Array.isArray(i18n) ? i18n.filter((ns): ns is string => typeof ns === "string") : [];
}
