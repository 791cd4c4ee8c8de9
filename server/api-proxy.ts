import type { Backend } from "../api/backend";

/** Calls the backend with a request; the client address is set here, never taken from the caller. */
export type ApiHandler = (request: Request, clientAddress: string) => Promise<Response>;

/**
 * The embedded backend, called in-process, or the vendor's own backend at `apiOrigin` over HTTP:
 * the same requests either way.
 */
export function apiHandler(backend: Backend | null, apiOrigin?: string): ApiHandler {
  return async (request, clientAddress) => {
    const headers = new Headers(request.headers);
    headers.set("x-client-address", clientAddress);
    if (backend)
      return backend.fetch(new Request(request, { headers, duplex: "half" } as RequestInit));
    const url = new URL(request.url);
    const target = new URL(url.pathname + url.search, apiOrigin);
    headers.delete("host");
    return fetch(target, {
      method: request.method,
      headers,
      body: request.body,
      signal: request.signal,
      // Node's fetch needs this for streamed request bodies.
      duplex: "half",
    } as RequestInit);
  };
}
