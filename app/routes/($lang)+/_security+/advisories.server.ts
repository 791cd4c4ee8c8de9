import type { LoaderFunctionArgs } from "@remix-run/node";
import { getFixedT } from "~/i18n/fixed-t.server";
import { localizePath } from "~/i18n/languages";
import { pageLanguage } from "~/i18n/route-language.server";
import { ADVISORIES_PATH, type AdvisoryList, advisoryPath } from "~/lib/advisories";
import { callApi } from "~/lib/api.server";
import { atomFeed, atomResponse, FEED_SIZE } from "~/lib/atom.server";
import { brand, siteOrigin } from "~/lib/brand.server";
import { requireOk } from "~/lib/failure.server";

/** A public read of /security of the backend (the same for every visitor), or the error page. */
export async function fetchSecurity<T>(
  args: LoaderFunctionArgs,
  path: string,
  data?: Record<string, unknown>,
): Promise<T> {
  return requireOk(
    args.request,
    await callApi<T>(args, `/security${path}`, { data, shared: true }),
  );
}

/** The Atom feed of the advisories, newest update first, in the prefix's language. */
export async function advisoryFeedResponse(args: LoaderFunctionArgs) {
  const language = pageLanguage(args);
  const t = await getFixedT(language, "security");
  const list = await fetchSecurity<AdvisoryList>(args, "/advisories");
  return atomResponse(
    atomFeed({
      origin: siteOrigin(args.request),
      selfPath: localizePath(`${ADVISORIES_PATH}.atom`, language),
      alternatePath: localizePath(ADVISORIES_PATH, language),
      title: t("advisories.feedTitle", { brand: brand.name }),
      subtitle: t("advisories.lead"),
      lang: language.lang,
      author: brand.name,
      entries: list.items.slice(0, FEED_SIZE).map((a) => ({
        path: localizePath(advisoryPath(a.trackingId), language),
        title: `${a.trackingId}: ${a.title}`,
        summary: [
          `${t(`severity.${a.severity}`)} (CVSS ${a.cvssScore.toFixed(1)})`,
          ...a.cves,
          a.products.map((p) => p.model).join(", "),
        ].join(" · "),
        date: a.lastPublishedAt.slice(0, 10),
        lang: a.fallback.includes("title") ? "en" : undefined,
      })),
    }),
  );
}
