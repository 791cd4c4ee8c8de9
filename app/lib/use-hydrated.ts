import { useSyncExternalStore } from "react";

const never = () => () => {};

/**
 * False while the page is rendered on the server and while it hydrates, true from then on: what the
 * page shows without JavaScript (a reply the server rendered) and with it (a reply applied in place).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
