import { describe, expect, it } from "vitest";
import { sharedI18n } from "./i18n";
import { resourcesFor } from "./resources.server";

describe("sharedI18n", () => {
  it("is one instance per language, namespace set and defaults", () => {
    const brand = { brand: "Acme" };
    const a = sharedI18n("es", resourcesFor("es", ["products"]), brand);
    expect(sharedI18n("es", resourcesFor("es", ["products"]), { brand: "Acme" })).toBe(a);
    expect(sharedI18n("es", resourcesFor("es", []), brand)).not.toBe(a);
    expect(sharedI18n("jp", resourcesFor("jp", ["products"]), brand)).not.toBe(a);
    expect(sharedI18n("es", resourcesFor("es", ["products"]), { brand: "Other" })).not.toBe(a);
  });

  it("keeps languages apart when instances are used side by side", () => {
    const brand = { brand: "Acme" };
    const en = sharedI18n("en", resourcesFor("en", ["admin"]), brand);
    const jp = sharedI18n("jp", resourcesFor("jp", ["admin"]), brand);
    expect(en.t("title", { ns: "admin" })).toBe("Administration");
    expect(jp.t("title", { ns: "admin" })).not.toBe("Administration");
    expect(en.t("title", { ns: "admin" })).toBe("Administration");
    expect(en.language).toBe("en");
  });
});
