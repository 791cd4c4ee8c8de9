import type { LoaderFunctionArgs } from "@remix-run/node";
import { getFixedT } from "~/i18n/fixed-t.server";
import { pageLanguage } from "~/i18n/route-language.server";
import { callApi } from "~/lib/api.server";
import type {
  AdvisoryConcern,
  AdvisoryConcerns,
  AdvisorySummary,
  ConcernTexts,
} from "~/lib/advisories";
import { SEVERITIES } from "#shared/advisories";

/**
 * The texts the advisories of a product or a firmware release show there, translated here so the
 * product and firmware pages load no namespace of the security area.
 */
async function concernTexts(args: LoaderFunctionArgs): Promise<ConcernTexts> {
  const language = pageLanguage(args);
  const t = await getFixedT(language, "security");
  return {
    heading: t("concerns.heading"),
    fixes: t("concerns.fixes"),
    affected: t("concerns.affected"),
    noFix: t("concerns.noFix"),
    affectedBy: t("concerns.affectedBy"),
    all: t("concerns.all"),
    severity: Object.fromEntries(SEVERITIES.map((s) => [s, t(`severity.${s}`)])),
  };
}

/** The published advisories concerning a catalogue product, with their texts; null when none. */
export async function productAdvisories(
  args: LoaderFunctionArgs,
  productId: string,
): Promise<AdvisoryConcerns | null> {
  const found = await callApi<{ items: AdvisoryConcern[] }>(
    args,
    `/security/products/${encodeURIComponent(productId)}/advisories`,
    { shared: true },
  );
  if (!found.ok || found.data.items.length === 0) return null;
  return { affectedBy: found.data.items, fixes: [], texts: await concernTexts(args) };
}

/** The published advisories a firmware release fixes and those affecting it; null when none. */
export async function releaseAdvisories(
  args: LoaderFunctionArgs,
  releaseId: number,
): Promise<AdvisoryConcerns | null> {
  const found = await callApi<{ fixes: AdvisorySummary[]; affectedBy: AdvisoryConcern[] }>(
    args,
    `/security/firmware/${releaseId}/advisories`,
    { shared: true },
  );
  if (!found.ok || found.data.fixes.length + found.data.affectedBy.length === 0) return null;
  return { ...found.data, texts: await concernTexts(args) };
}
