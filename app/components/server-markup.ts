import type { LinkProps } from "@remix-run/react";
import { createContext, type ReactElement, type ReactNode, useContext } from "react";

/** What a kept part's markup depends on: texts, numbers and data (compared by their JSON). */
export type KeepKey = readonly (string | number | boolean | object)[];

/**
 * Markup the server writes more cheaply than React would, and the same as React's: links without
 * the router's hooks (`plain-link.server.tsx`) and parts of pages kept once rendered
 * (`kept-markup.server.tsx`). The server's entry provides them (`entry.server.tsx`); the browser
 * has no provider, so there links and kept parts are rendered by React as usual, hydrating that
 * same markup. No browser module imports the server's writers.
 */
export interface ServerMarkup {
  /** A link's `<a>` for an address the router writes back unchanged, else null (Remix's `Link`). */
  plainLink(to: string, props: Omit<LinkProps, "to">): ReactElement | null;
  /** The kept HTML of a part, or undefined while it is rendered in place (a hook). */
  useKeptMarkup(keep: KeepKey, children: ReactNode): string | undefined;
}

export const ServerMarkupContext = createContext<ServerMarkup | null>(null);

/** The server's markup writers, or null in the browser. */
export const useServerMarkup = () => useContext(ServerMarkupContext);
