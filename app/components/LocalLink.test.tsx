import { Link, type LinkProps } from "@remix-run/react";
import { renderToString } from "react-dom/server";
import { StaticRouter } from "react-router-dom/server";
import { ServerMarkupContext } from "./server-markup";
import { serverMarkup } from "./server-markup.server";
import { describe, expect, it } from "vitest";
import { SiteLink } from "./LocalLink";
import { isPlainPath } from "./plain-link.server";

/** What Remix's own Link renders on the server for the same props, on a page of the site. */
function remixMarkup(props: LinkProps) {
  return renderToString(
    <ServerMarkupContext.Provider value={serverMarkup}>
      <StaticRouter location="/ksa/product-center?page=2">
        <Link prefetch="intent" {...props} />
      </StaticRouter>
    </ServerMarkupContext.Provider>,
  );
}

function siteMarkup(props: LinkProps & { to: string }) {
  return renderToString(
    <ServerMarkupContext.Provider value={serverMarkup}>
      <StaticRouter location="/ksa/product-center?page=2">
        <SiteLink {...props} />
      </StaticRouter>
    </ServerMarkupContext.Provider>,
  );
}

const ADDRESSES = [
  "/home",
  "/ksa/home",
  "/",
  "/jp/product-center?productClass=camera&type=bullet",
  "/product-center/nv-pt760-ai#specifications",
  "/en/",
  "/tools/camera-database.csv",
  "/search?q=%E3%82%AB%E3%83%A1%E3%83%A9",
  "/search?q=a b",
  // Addresses the router rewrites: these keep Remix's Link.
  "/a//b",
  "/a/./b",
  "/a/../b",
  "/a?",
  "/a#",
  "/a?#top",
  "relative/path",
  "https://example.com/x",
  "//example.com/x",
];

describe("SiteLink on the server", () => {
  it.each(ADDRESSES)("writes what Remix's Link writes for %s", (to) => {
    expect(siteMarkup({ to })).toBe(remixMarkup({ to }));
  });

  it("keeps the element's own attributes and the router's options out of the markup", () => {
    const props = {
      className: "button",
      "aria-label": "Next page",
      title: "Next",
      rel: "next",
      target: "_blank",
      preventScrollReset: true,
      replace: true,
      state: { from: "list" },
      children: <span>Next</span>,
    } as const;
    for (const to of ["/ksa/product-center?page=3", "/events.ics"]) {
      expect(siteMarkup({ to, ...props })).toBe(remixMarkup({ to, ...props }));
      expect(siteMarkup({ to, ...props, reloadDocument: true, download: true })).toBe(
        remixMarkup({ to, ...props, reloadDocument: true, download: true }),
      );
      expect(siteMarkup({ to, ...props, discover: "none", prefetch: "none" })).toBe(
        remixMarkup({ to, ...props, discover: "none", prefetch: "none" }),
      );
    }
  });

  it("takes the short way only for addresses the router leaves as they are", () => {
    expect(isPlainPath("/ksa/home?x=1#y")).toBe(true);
    for (const to of ["/a//b", "/a/./b", "/a/..", "/a?", "/a#", "/a?#b", "a", "https://x.y/"])
      expect(isPlainPath(to)).toBe(false);
  });
});
