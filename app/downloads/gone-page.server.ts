import { getFixedT } from "~/i18n/fixed-t.server";
import { type Language, localizePath } from "~/i18n/languages";
import { escapeXml } from "~/lib/atom.server";
import { brand } from "~/lib/brand.server";
import { versionPath } from "~/lib/firmware";
import siteStyles from "~/styles/site.css";
import tokenStyles from "~/styles/tokens.css";

/**
 * The answer to a withdrawn firmware file: 410 Gone with a short page in the visitor's language
 * that says the file is no longer served and links the release's page, which says why and which
 * version to install instead. The download route is a resource route (it answers files), so the
 * page is written here rather than by the site's error boundary.
 */
export async function gonePage(language: Language, releaseId: number | null): Promise<Response> {
  const t = await getFixedT(language, "documents");
  const x = escapeXml;
  const release = releaseId === null ? null : localizePath(versionPath(releaseId), language);
  const body = [
    "<!DOCTYPE html>",
    `<html lang="${x(language.lang)}" dir="${x(language.dir)}">`,
    "<head>",
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="robots" content="noindex">',
    `<title>${x(t("gone.title"))} | ${x(brand.name)}</title>`,
    `<link rel="stylesheet" href="${x(tokenStyles)}">`,
    `<link rel="stylesheet" href="${x(siteStyles)}">`,
    "</head>",
    "<body>",
    '<main class="page error-page">',
    `<p class="error-page__status">410</p>`,
    `<h1>${x(t("gone.title"))}</h1>`,
    `<p>${x(t("gone.text"))}</p>`,
    '<p class="error-page__actions">',
    release ? `<a class="button" href="${x(release)}">${x(t("gone.release"))}</a>` : "",
    `<a class="button button--ghost" href="${x(localizePath("/firmware", language))}">${x(t("gone.all"))}</a>`,
    "</p>",
    `<p>${x(brand.name)}</p>`,
    "</main>",
    "</body>",
    "</html>",
    "",
  ].join("\n");
  return new Response(body, {
    status: 410,
    headers: {
      "Content-Type": "text/html; charset=utf-8",
      "Cache-Control": "no-cache",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
