import type { LoaderFunctionArgs } from "@remix-run/node";
import { getFixedT } from "~/i18n/fixed-t.server";
import { localizePath } from "~/i18n/languages";
import { pageLanguage } from "~/i18n/route-language.server";
import { callApi, confirmedSession } from "~/lib/api.server";
import { brand, siteOrigin } from "~/lib/brand.server";
import { requireOk } from "~/lib/failure.server";
import { isFiltered, type ListSchema } from "~/lib/list-query";
import { requireCanonical } from "~/lib/list-query.server";
import { downloadPath } from "~/downloads/DocumentDownload";
import {
  type FirmwareRelease,
  type ModelFirmware,
  modelCodePath,
  modelReleasesPath,
  versionPath,
} from "~/lib/firmware";
import { releaseFeedResponse } from "./feeds.server";

/** A /downloads call of the backend: its data, or the error page (404 for an unknown id, 503 …). */
export async function fetchDownloads<T>(
  args: LoaderFunctionArgs,
  path: string,
  data?: Record<string, unknown>,
): Promise<T> {
  return requireOk(args.request, await callApi<T>(args, `/downloads${path}`, { data }));
}

/**
 * The loader of a download list (firmware, software): the view's query (a redirect when the address
 * is not its canonical one), the whole list for it from `/downloads{path}` and whether the visitor
 * is signed in.
 */
export async function loadDownloadList<T, S extends ListSchema>(
  args: LoaderFunctionArgs,
  schema: S,
  path: string,
) {
  pageLanguage(args);
  const query = requireCanonical(args.request, schema);
  const [list, signedIn] = await Promise.all([
    fetchDownloads<T>(args, path, query),
    isSignedIn(args),
  ]);
  return { list, query, signedIn, filtered: isFiltered(query) };
}

/** Whether the visitor is signed in (gated files are theirs to download). */
export async function isSignedIn(args: LoaderFunctionArgs) {
  return (await confirmedSession(args)).session !== null;
}

/** A model code's firmware (404 for a code without any). */
export const fetchModelFirmware = (args: LoaderFunctionArgs, code: string) =>
  fetchDownloads<ModelFirmware>(args, `/firmware/model/${encodeURIComponent(code)}`);

/**
 * The firmware feed of the whole site, or of one model code (`code`), as JSON Feed or Atom, in the
 * prefix's language; an unknown code is 404.
 */
export async function firmwareFeedResponse(
  args: LoaderFunctionArgs,
  format: "json" | "atom",
  code?: string,
) {
  const language = pageLanguage(args);
  const t = await getFixedT(language, "firmware");
  const model = code ? await fetchModelFirmware(args, code) : null;
  const releases = model
    ? model.releases
    : (await fetchDownloads<{ items: FirmwareRelease[] }>(args, "/firmware/feed")).items;
  const base = model ? modelCodePath(model.product.id) : "/firmware";
  const feed = {
    origin: siteOrigin(args.request),
    title: model
      ? t("firmware.modelFeedTitle", { model: model.product.model })
      : t("firmware.feedTitle"),
    description: t("firmware.feedSubtitle"),
    lang: language.lang,
    author: brand.name,
    homePath: localizePath(model ? modelReleasesPath(model.product.id) : "/firmware", language),
    jsonPath: localizePath(`${base}/feed.json`, language),
    atomPath: localizePath(`${base}/feed.atom`, language),
    releases: releases.map((r) => ({
      title: r.title,
      version: r.version,
      date: r.releaseDate,
      notes: r.notes,
      models: r.models.map((m) => m.model),
      pagePath: localizePath(versionPath(r.id), language),
      downloadPath: localizePath(downloadPath(r.documentId), language),
      size: r.size,
      sha256: r.sha256,
      ...(r.status === "withdrawn"
        ? {
            withdrawn: {
              title: t("withdrawn.feedTitle", { title: r.title }),
              on: r.withdrawnAt?.slice(0, 10) ?? r.releaseDate,
              reason: t("withdrawn.feedReason", {
                date: r.withdrawnAt?.slice(0, 10) ?? "",
                reason: r.withdrawnReason,
              }),
            },
          }
        : {}),
    })),
  };
  return releaseFeedResponse(args.request, feed, format);
}
