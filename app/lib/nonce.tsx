import { createContext, useContext } from "react";

/** The per-request Content-Security-Policy nonce (empty in the browser, which hides it). */
export const NonceContext = createContext<string>("");

export const NonceProvider = NonceContext.Provider;

export function useNonce(): string {
  return useContext(NonceContext);
}
