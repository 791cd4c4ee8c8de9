import "@remix-run/server-runtime";
import type { ApiHandler } from "../server/api-proxy";

declare module "@remix-run/server-runtime" {
  interface AppLoadContext {
    cspNonce: string;
    clientAddress: string;
    /** The backend behind /api (in-process or proxied). */
    api: ApiHandler;
  }
}
