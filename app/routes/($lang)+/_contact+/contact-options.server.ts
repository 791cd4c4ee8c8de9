import type { LoaderFunctionArgs } from "@remix-run/node";
import { LANGUAGES } from "~/i18n/languages";
import { pageLanguage } from "~/i18n/route-language.server";
import { callApi } from "~/lib/api.server";
import { countryOptions } from "~/lib/country-options.server";

/**
 * Choices of the pricing form that come from the server: countries and regions named in the
 * visitor's language (Intl.DisplayNames, sorted in that language; computed here so the page and its
 * hydration agree) and the product series of the catalogue (none when the backend does not answer:
 * the field is optional).
 */
export async function pricingChoices(args: LoaderFunctionArgs) {
  const language = pageLanguage(args);
  const countries = countryOptions(language.lang);
  const series = await callApi<string[]>(args, "/contact/product-series");
  const products = series.ok ? series.data.map((s) => ({ value: s, label: s })) : [];
  const languages = LANGUAGES.map((l) => ({ value: l.code, label: l.name }));
  return { countries, products, languages };
}
