import type { EntryContext } from "@remix-run/node";
import { describe, expect, it } from "vitest";
import { markPersonalPage } from "./entry.server";

function contextWith(loaderHeaders: Record<string, Headers>, actionHeaders = {}) {
  return { staticHandlerContext: { loaderHeaders, actionHeaders } } as unknown as EntryContext;
}

describe("markPersonalPage", () => {
  it("makes the document private when any loader of the page says so", () => {
    const headers = new Headers({ "Cache-Control": "public, max-age=0" });
    markPersonalPage(
      contextWith({
        root: new Headers({ "Cache-Control": "public, max-age=0" }),
        "routes/deal": new Headers({ "Cache-Control": "private, no-store" }),
      }),
      headers,
    );
    expect(headers.get("Cache-Control")).toBe("private, no-store");
  });

  it("leaves a page that no loader marks as the root said", () => {
    const headers = new Headers({ "Cache-Control": "public, max-age=0" });
    markPersonalPage(
      contextWith({ root: new Headers({ "Cache-Control": "public, max-age=0" }) }),
      headers,
    );
    expect(headers.get("Cache-Control")).toBe("public, max-age=0");
  });
});
