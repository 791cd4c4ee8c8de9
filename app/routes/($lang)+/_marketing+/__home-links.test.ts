import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = process.cwd();
const routes: { path: string }[] = JSON.parse(
  readFileSync(path.join(root, "tests/unit/route-table.snapshot.json"), "utf8"),
);
/** The site's pages as paths with `:param` segments, without the language prefix. */
const pages = routes.map((r) => r.path.replace(/^\/:lang\?/, "") || "/");
const matches = (link: string) =>
  pages.some((page) => {
    const pattern = page.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/\\?:\w+/g, "[^/]+");
    return page !== "/*" && new RegExp(`^${pattern}$`).test(link);
  });

describe("links of the home page's What's new", () => {
  const languages = readdirSync(path.join(root, "content/pages"));
  it.each(languages)("lead only to pages that exist (%s)", (language) => {
    const home = JSON.parse(
      readFileSync(path.join(root, "content/pages", language, "home.json"), "utf8"),
    );
    const links = home.whatsNew.flatMap((item: { link?: string }) => item.link ?? []);
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) expect(matches(link), link).toBe(true);
    expect(matches("/news"), "a coming page").toBe(false);
  });
});
