import type { LoaderFunctionArgs } from "@remix-run/node";
import QRCode from "qrcode";
import { localizePath } from "~/i18n/languages";
import { pageLanguage } from "~/i18n/route-language.server";
import { siteOrigin } from "~/lib/brand.server";
import { siteConfig } from "~/lib/env.server";
import { APPS, type AppId, PRODUCT_APPS, type ProductApp } from "./apps";

/** A QR code of `text` as an SVG element (dark modules on white, a quiet zone of two modules). */
export async function qrSvg(text: string): Promise<string> {
  return QRCode.toString(text, {
    type: "svg",
    margin: 2,
    errorCorrectionLevel: "M",
    color: { dark: "#0b1f3a", light: "#ffffff" },
  });
}

/**
 * The data of an app page at `path` (no language prefix): the app's store links (configuration,
 * app/lib/env.server.ts) and a QR code of the page's absolute address in the visitor's language.
 */
export async function appPageData(args: LoaderFunctionArgs, app: AppId, path: string) {
  const language = pageLanguage(args);
  const url = `${siteOrigin(args.request)}${localizePath(path, language)}`;
  return { app, links: siteConfig().appStores[APPS[app].store], url, qr: await qrSvg(url) };
}

/** The data of a product line's app page (`/{product}app`), for the loader of its route file. */
export function productAppData(args: LoaderFunctionArgs, line: ProductApp) {
  const { app, path } = PRODUCT_APPS[line];
  return appPageData(args, app, path);
}
