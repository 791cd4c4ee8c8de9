import { COUNTRIES } from "#shared/contact-fields";

/**
 * The country/region select of the site's forms: the ISO codes of `COUNTRIES` named in the
 * visitor's language (Intl.DisplayNames, sorted in that language; computed on the server so the page
 * and its hydration agree).
 */
export function countryOptions(lang: string): { value: string; label: string }[] {
  const names = new Intl.DisplayNames([lang, "en"], { type: "region" });
  return COUNTRIES.map((code) => ({ value: code, label: names.of(code) ?? code })).sort((a, b) =>
    a.label.localeCompare(b.label, lang),
  );
}
