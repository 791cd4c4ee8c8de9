import { createContext, useContext } from "react";

/** The per-request Content-Security-Policy nonce (empty in the browser, which hides it). */
export const NonceContext = createContext<string>("");

export const NonceProvider = NonceContext.Provider;

/** What a part rendered on its own for every visitor gets instead of a request's nonce. */
export const NO_NONCE = "\u0000no request";

export function useNonce(): string {
  const nonce = useContext(NonceContext);
  if (nonce === NO_NONCE) throw new Error("A part kept for every visitor read the request's nonce");
  return nonce;
}
