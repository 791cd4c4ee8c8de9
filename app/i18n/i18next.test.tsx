import { renderToStaticMarkup } from "react-dom/server";
import { I18nextProvider, Trans, useTranslation } from "react-i18next";
import { describe, expect, it } from "vitest";
import { getFixedT } from "./fixed-t.server";
import { pageI18n } from "./i18next";
import { LANGUAGES } from "./languages";
import { resources, stringsJson } from "./resources.server";
import { readStrings } from "./strings";

const strings = {
  common: {
    nav: { home: "Home of {{brand}}" },
    greeting: "Hello {{ name }}, {{missing}}",
    empty: "",
    item_one: "{{count}} item",
    item_other: "{{count}} items",
    item_zero: "No items",
    only: "Only {{count}}",
  },
  admin: { title: "Administration", policy: "Read <policy>the terms</policy> first." },
};

describe("a page's i18next", () => {
  const i18n = pageI18n("en", strings, "Northlight");
  const t = i18n.getFixedT("en", "common");

  it("is one instance per strings object, language and brand", () => {
    expect(pageI18n("en", strings, "Northlight")).toBe(i18n);
    expect(pageI18n("ar", strings, "Northlight")).not.toBe(i18n);
    expect(pageI18n("en", { ...strings }, "Northlight")).not.toBe(i18n);
  });

  it("reads keys of its namespace, or of the one a key or option names", () => {
    expect(t("nav.home")).toBe("Home of Northlight");
    expect(t("admin:title")).toBe("Administration");
    expect(t("title", { ns: "admin" })).toBe("Administration");
    expect(i18n.getFixedT("en", "admin")("title")).toBe("Administration");
  });

  it("fills placeholders from the options, then the brand, and leaves unknown ones", () => {
    expect(t("greeting", { name: "Ana" })).toBe("Hello Ana, {{missing}}");
    expect(t("nav.home", { brand: "Other" })).toBe("Home of Other");
    // React escapes; i18next must not escape a second time.
    expect(t("greeting", { name: "<Ana & Bo>" })).toBe("Hello <Ana & Bo>, {{missing}}");
  });

  it("shows empty text for a missing key (the specification), or the default value given", () => {
    expect(t("nope.there")).toBe("");
    expect(t("admin:nope")).toBe("");
    expect(i18n.getFixedT("en", "admin")("nav.home")).toBe("");
    expect(t("nope.there", { defaultValue: "Fallback {{brand}}" })).toBe("Fallback Northlight");
    expect(t("empty", { defaultValue: "x" })).toBe("");
  });

  it("picks the plural form: zero for 0, then the language's category, then the key itself", () => {
    expect(t("item", { count: 0 })).toBe("No items");
    expect(t("item", { count: 1 })).toBe("1 item");
    expect(t("item", { count: 7 })).toBe("7 items");
    expect(t("only", { count: 3 })).toBe("Only 3");
  });
});

describe("plural forms by each language's own rules", () => {
  it("gives Arabic its six forms", async () => {
    const t = await getFixedT("ksa");
    const forms = resources.ksa.common as { list: Record<string, string> };
    const expected = (form: string, count: number) =>
      forms.list[`results_${form}`]!.replace("{{count}}", String(count));
    expect(t("list.results", { count: 0 })).toBe(expected("zero", 0));
    expect(t("list.results", { count: 1 })).toBe(expected("one", 1));
    expect(t("list.results", { count: 2 })).toBe(expected("two", 2));
    expect(t("list.results", { count: 3 })).toBe(expected("few", 3));
    expect(t("list.results", { count: 11 })).toBe(expected("many", 11));
    expect(t("list.results", { count: 100 })).toBe(expected("other", 100));
  });

  it("reads every language by its BCP 47 tag, not its URL code", async () => {
    for (const language of LANGUAGES) {
      const t = await getFixedT(language.code);
      const list = resources[language.code].common as { list: Record<string, string> };
      const category = new Intl.PluralRules(language.lang).select(2);
      expect(t("list.results", { count: 2 }), language.code).toBe(
        (list.list[`results_${category}`] ?? list.list.results_other)!.replace("{{count}}", "2"),
      );
    }
    // `br` alone would be Breton, whose 2 is "two": Brazilian Portuguese has only one and other.
    expect(new Intl.PluralRules("br").select(2)).toBe("two");
  });
});

describe("useTranslation and Trans under the page's provider", () => {
  function Sample() {
    const { t, i18n } = useTranslation("admin");
    return (
      <p data-language={i18n.language}>
        {t("title")} · {t("common:item", { count: 2 })} ·{" "}
        <Trans t={t} i18nKey="policy" components={{ policy: <strong /> }} />
      </p>
    );
  }

  it("render the page's strings, with elements inside a sentence", () => {
    const html = renderToStaticMarkup(
      <I18nextProvider i18n={pageI18n("pt-BR", strings, "Northlight")}>
        <Sample />
      </I18nextProvider>,
    );
    expect(html).toBe(
      '<p data-language="pt-BR">Administration · 2 items · Read <strong>the terms</strong> first.</p>',
    );
  });
});

describe("the strings a page receives as JSON text", () => {
  it("are the language's namespaces, read once per text", () => {
    const json = stringsJson("jp", ["products"]);
    expect(stringsJson("jp", ["products"])).toBe(json);
    const read = readStrings(json);
    // On the server, the text reads back as the server's own strings: nothing is parsed.
    expect(read.common).toBe(resources.jp.common);
    expect(read.products).toBe(resources.jp.products);
    // The same text, even as another string object (a reloaded root), gives the same strings.
    expect(readStrings(` ${json}`.slice(1))).toBe(read);
    expect(pageI18n("ja", read, "N").t("nav.home")).toBe(
      pageI18n("ja", resources.jp, "N").t("nav.home"),
    );
  });

  it("are parsed from a text the server did not write, as in the browser, once per text", () => {
    const json = JSON.stringify({ common: { nav: { home: "Inicio" } } });
    const read = readStrings(json);
    expect(pageI18n("es", read, "N").t("nav.home")).toBe("Inicio");
    expect(readStrings(` ${json}`.slice(1))).toBe(read);
  });
});
