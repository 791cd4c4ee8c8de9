import type { LoaderFunctionArgs } from "@remix-run/node";
import { getFixedT } from "~/i18n/fixed-t.server";
import { pageLanguage } from "~/i18n/route-language.server";
import { callApi } from "~/lib/api.server";
import type { ModelFirmware } from "~/lib/firmware";

/**
 * A product's current firmware (its newest published release: never a withdrawn one) for its
 * detail page, with the texts it shows; null when none.
 */
export async function currentFirmware(args: LoaderFunctionArgs, productId: string) {
  const found = await callApi<ModelFirmware>(
    args,
    `/downloads/firmware/model/${encodeURIComponent(productId)}`,
    { shared: true },
  );
  if (!found.ok || !found.data.current) return null;
  // The product page loads its own namespace only: the few texts come translated.
  const language = pageLanguage(args);
  const t = await getFixedT(language, "firmware");
  const release = found.data.current;
  return {
    release,
    texts: {
      heading: t("version.productHeading"),
      current: t("version.current"),
      version: t("firmware.version", { version: release.version }),
      login: t("loginForMore"),
    },
  };
}
