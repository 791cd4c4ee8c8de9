import { useRouteLoaderData } from "@remix-run/react";
import type { Language } from "~/i18n/languages";
import type { Brand } from "./env.server";
import type { SessionUser } from "./user";

/** The one-time message after a redirect; `kind: "error"` for a refusal (shown as an alert). */
export interface PageToast {
  key: string;
  values?: Record<string, string>;
  kind?: "error";
}

/**
 * What the root loader (`app/root.tsx`) gives every page: the page's language and its embedded
 * strings, the brand, the site's origin, the signed-in user with their roles, and the toast.
 */
export interface RootData {
  language: Language;
  /** The strings of the shell and of the page's namespaces, as JSON. */
  strings: string;
  brand: Brand;
  origin: string;
  user: SessionUser | null;
  roles: string[];
  toast: PageToast | null;
}

/** The root loader's data, for any component of a page. */
export function useRootData(): RootData {
  return useRouteLoaderData("root") as RootData;
}
