import type { LoaderFunctionArgs } from "@remix-run/node";
import { CSAF_DIRECTORY, CSAF_PROVIDER_METADATA } from "~/lib/advisories";
import { callApi } from "~/lib/api.server";
import { brand, siteOrigin } from "~/lib/brand.server";
import { siteConfig } from "~/lib/env.server";
import { requireOk } from "~/lib/failure.server";
import { PGP_KEY_PATH } from "~/lib/security-txt.server";

/** A published CSAF document: its path below the directory, last revision and hashes. */
export interface CsafEntry {
  trackingId: string;
  path: string;
  updatedAt: string;
  sha256: string;
  sha512: string;
}

/** Machine-readable files change when an advisory does: an hour in any cache is enough. */
const CACHE = "public, max-age=3600";

/** A text answer of the CSAF distribution, the same for every visitor. */
export function csafResponse(body: string, contentType: string): Response {
  return new Response(body, { headers: { "Content-Type": contentType, "Cache-Control": CACHE } });
}

/**
 * The published CSAF documents, newest revision first. Not kept in the answer cache: the
 * documents name the site's origin, which the cache's key does not hold.
 */
export async function csafEntries(args: LoaderFunctionArgs): Promise<CsafEntry[]> {
  const found = await callApi<{ items: CsafEntry[] }>(args, "/security/csaf");
  return (await requireOk(args.request, found)).items;
}

/** One CSAF document's text by its path below the directory (404 when none is published there). */
export async function csafDocumentText(args: LoaderFunctionArgs, path: string): Promise<string> {
  const found = await callApi<{ text: string }>(args, "/security/csaf", { data: { path } });
  return (await requireOk(args.request, found)).text;
}

/**
 * The CSAF provider metadata (CSAF 2.0 §7.1.20): the brand as publisher, the directory of its
 * TLP:WHITE documents and, when a key is configured, the OpenPGP key reports are encrypted with.
 */
export function providerMetadata(request: Request, entries: CsafEntry[]) {
  const origin = siteOrigin(request);
  const { email, pgpKey } = siteConfig().security;
  return {
    canonical_url: `${origin}${CSAF_PROVIDER_METADATA}`,
    distributions: [{ directory_url: `${origin}${CSAF_DIRECTORY}` }],
    last_updated: entries[0]?.updatedAt ?? new Date(0).toISOString(),
    list_on_CSAF_aggregators: true,
    metadata_version: "2.0",
    mirror_on_CSAF_aggregators: true,
    ...(pgpKey ? { public_openpgp_keys: [{ url: `${origin}${PGP_KEY_PATH}` }] } : {}),
    publisher: {
      category: "vendor",
      contact_details: `mailto:${email}`,
      name: brand.name,
      namespace: origin,
    },
    role: "csaf_provider",
  };
}

/** index.txt of the directory (§7.1.13): every document's path, one a line. */
export const csafIndexText = (entries: CsafEntry[]) => entries.map((e) => `${e.path}\n`).join("");

/** changes.csv of the directory (§7.1.14): path and time of last change, newest first. */
export const csafChangesCsv = (entries: CsafEntry[]) =>
  [...entries]
    .sort((a, b) => b.updatedAt.localeCompare(a.updatedAt))
    .map((e) => `"${e.path}","${e.updatedAt}"\n`)
    .join("");
