import { GeneralErrorBoundary } from "~/components/ErrorBoundary";
import { type LoaderFunctionArgs, redirect } from "@remix-run/node";
import { localizePath } from "~/i18n/languages";
import { pageLanguage } from "~/i18n/route-language.server";
import { modelReleasesPath, versionPath } from "./__firmware";
import { fetchModelFirmware } from "./firmware.server";

export const handle = { i18n: ["firmware"] };

/**
 * A model code (product id or model, any case) sends to its current firmware's version page
 * (302: the address always names the newest published release, the page keeps one address per
 * release); a model whose every release was withdrawn goes to its firmware page, which lists them.
 * An unknown code, or one without firmware, is the 404 page.
 */
export async function loader(args: LoaderFunctionArgs) {
  const language = pageLanguage(args);
  const found = await fetchModelFirmware(args, args.params.code ?? "");
  const target = found.current
    ? versionPath(found.current.id)
    : modelReleasesPath(found.product.id);
  return redirect(localizePath(target, language), 302);
}

/** Never shown: the loader always answers with a redirect or the error page. */
export default function ModelCodePage() {
  return null;
}

/** A model code without firmware: the 404 page says so. */
export function ErrorBoundary() {
  return <GeneralErrorBoundary statusHandlers={{ 404: { text: "firmware:notFound.model" } }} />;
}
