import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Trans, TranslationsProvider, useTranslation } from "./react";
import { resources, stringsJson } from "./resources.server";
import { makeTranslator, readStrings } from "./translate";

const setup = {
  locale: "en",
  resources: {
    common: {
      nav: { home: "Home of {{brand}}" },
      "flat.key": "Flat",
      greeting: "Hello {{ name }}, {{missing}}",
      empty: "",
      item_one: "{{count}} item",
      item_other: "{{count}} items",
      item_zero: "No items",
      only: "Only {{count}}",
    },
    admin: { title: "Administration", policy: "Read <policy>the terms</policy> and <b>x</b>." },
  },
  defaults: { brand: "Northlight" },
};

describe("makeTranslator", () => {
  const t = makeTranslator(setup, "common");

  it("reads nested and flat keys of its namespace, or of the one a key or option names", () => {
    expect(t("nav.home")).toBe("Home of Northlight");
    expect(t("flat.key")).toBe("Flat");
    expect(t("admin:title")).toBe("Administration");
    expect(t("title", { ns: "admin" })).toBe("Administration");
    expect(makeTranslator(setup, "admin")("title")).toBe("Administration");
    expect(makeTranslator(setup, "admin")("nav.home")).toBe("nav.home");
  });

  it("fills placeholders from the options, then the defaults, and leaves unknown ones", () => {
    expect(t("greeting", { name: "Ana" })).toBe("Hello Ana, {{missing}}");
    expect(t("nav.home", { brand: "Other" })).toBe("Home of Other");
  });

  it("gives the default value, else the key, for a missing string; an empty string stays empty", () => {
    expect(t("nope.there", { defaultValue: "Fallback {{brand}}" })).toBe("Fallback Northlight");
    expect(t("nope.there")).toBe("nope.there");
    expect(t("admin:nope")).toBe("nope");
    expect(t("empty", { defaultValue: "x" })).toBe("");
    expect(t("nav")).toBe("nav");
  });

  it("picks the plural form: zero for 0, then the language's category, then the key itself", () => {
    expect(t("item", { count: 0 })).toBe("No items");
    expect(t("item", { count: 1 })).toBe("1 item");
    expect(t("item", { count: 7 })).toBe("7 items");
    expect(t("only", { count: 3 })).toBe("Only 3");
  });

  it("uses Arabic's six plural forms with the language's own rules", () => {
    const ar = makeTranslator({ locale: "ar", resources: resources.ksa }, "common");
    const forms = resources.ksa.common as { list: Record<string, string> };
    const expected = (form: string, count: number) =>
      forms.list[`results_${form}`]!.replace("{{count}}", String(count));
    expect(ar("list.results", { count: 0 })).toBe(expected("zero", 0));
    expect(ar("list.results", { count: 1 })).toBe(expected("one", 1));
    expect(ar("list.results", { count: 2 })).toBe(expected("two", 2));
    expect(ar("list.results", { count: 3 })).toBe(expected("few", 3));
    expect(ar("list.results", { count: 11 })).toBe(expected("many", 11));
    expect(ar("list.results", { count: 100 })).toBe(expected("other", 100));
  });
});

describe("useTranslation and Trans", () => {
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
      <TranslationsProvider value={{ ...setup, code: "en" }}>
        <Sample />
      </TranslationsProvider>,
    );
    expect(html).toBe(
      '<p data-language="en">Administration · 2 items · Read <strong>the terms</strong> and x.</p>',
    );
  });
});

describe("the strings a page receives as JSON text", () => {
  it("are the language's namespaces, read once per text", () => {
    const json = stringsJson("jp", ["products"]);
    expect(stringsJson("jp", ["products"])).toBe(json);
    const strings = readStrings(json);
    // On the server, the text reads back as the server's own strings: nothing is parsed.
    expect(strings.common).toBe(resources.jp.common);
    expect(strings.products).toBe(resources.jp.products);
    // The same text, even as another string object (a reloaded root), gives the same strings.
    expect(readStrings(` ${json}`.slice(1))).toBe(strings);
    expect(makeTranslator({ locale: "ja", resources: strings }, "common")("nav.home")).toBe(
      makeTranslator({ locale: "ja", resources: resources.jp }, "common")("nav.home"),
    );
  });

  it("are parsed from a text the server did not write, as in the browser, once per text", () => {
    const json = JSON.stringify({ common: { nav: { home: "Inicio" } } });
    const strings = readStrings(json);
    expect(makeTranslator({ locale: "es", resources: strings }, "common")("nav.home")).toBe(
      "Inicio",
    );
    expect(readStrings(` ${json}`.slice(1))).toBe(strings);
  });
});
