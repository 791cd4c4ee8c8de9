import { PassThrough } from "node:stream";
import type { AppLoadContext, EntryContext } from "@remix-run/node";
import { createReadableStreamFromReadable } from "@remix-run/node";
import { RemixServer } from "@remix-run/react";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import { ServerMarkupContext } from "~/components/server-markup";
import { serverMarkup } from "~/components/server-markup.server";
import { RETRY_AFTER_SECONDS } from "~/lib/failure.server";
import { NonceProvider } from "~/lib/nonce";

/** How long deferred data may stream before the render is cut short. */
export const streamTimeout = 5_000;

/** A 503 (the backend is unavailable) tells the visitor's browser and crawlers when to come back. */
function retryAfter(status: number, headers: Headers) {
  if (status === 503 && !headers.has("Retry-After"))
    headers.set("Retry-After", String(RETRY_AFTER_SECONDS));
}

/** The same for the data requests of client-side navigation. */
export function handleDataRequest(response: Response) {
  retryAfter(response.status, response.headers);
  return response;
}

/**
 * One rule makes a page private: any loader of the page (not only the root's or one exporting
 * `headers`) that answers `Cache-Control: private` or `no-store` makes the whole document
 * `private, no-store`, so it is never kept by the page cache nor offered to shared caches.
 */
export function markPersonalPage(context: EntryContext, headers: Headers) {
  const { loaderHeaders, actionHeaders } = context.staticHandlerContext;
  const personal = [...Object.values(loaderHeaders), ...Object.values(actionHeaders)].some((h) =>
    /\b(private|no-store)\b/i.test(h.get("Cache-Control") ?? ""),
  );
  if (personal) headers.set("Cache-Control", "private, no-store");
}

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = loadContext.cspNonce ?? "";
  // The matched page's route id, for the server's metrics (server/metrics.ts reads and strips it).
  const routeId = remixContext.staticHandlerContext.matches.at(-1)?.route.id;
  if (routeId && routeId !== "root") responseHeaders.set("X-Route-Id", routeId);
  markPersonalPage(remixContext, responseHeaders);
  // Crawlers and visitors without JavaScript get the whole document at once.
  const waitForAll = isbot(request.headers.get("user-agent") ?? "") || remixContext.isSpaMode;

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    let cut: ReturnType<typeof setTimeout> | undefined;
    const { pipe, abort } = renderToPipeableStream(
      <ServerMarkupContext.Provider value={serverMarkup}>
        <NonceProvider value={nonce}>
          <RemixServer
            context={remixContext}
            url={request.url}
            abortDelay={streamTimeout}
            nonce={nonce}
          />
        </NonceProvider>
      </ServerMarkupContext.Provider>,
      {
        nonce,
        [waitForAll ? "onAllReady" : "onShellReady"]() {
          shellRendered = true;
          const body = new PassThrough();
          // A page that has ended needs no cut: its timer goes with it.
          body.on("close", () => clearTimeout(cut));
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          retryAfter(responseStatusCode, responseHeaders);
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
          pipe(body);
        },
        onShellError(error: unknown) {
          clearTimeout(cut);
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
    cut = setTimeout(abort, streamTimeout + 1_000);
  });
}
