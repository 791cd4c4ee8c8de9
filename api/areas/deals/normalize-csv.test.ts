import { describe, expect, it } from "vitest";
import { csvCell, toCsv } from "./csv";
import { customerKey, normalizeName } from "./normalize";

describe("end customer names folded for the conflict check", () => {
  it("folds case, accents, punctuation and company suffixes", () => {
    expect(normalizeName("Açme, S.A.")).toBe("acme");
    expect(normalizeName("ACME SA")).toBe("acme");
    expect(normalizeName("Müller Sicherheit GmbH")).toBe("muller sicherheit");
    expect(normalizeName("muller-sicherheit")).toBe("muller sicherheit");
    expect(normalizeName("Northwind Traders Ltd.")).toBe("northwind traders");
    expect(normalizeName("Northwind Traders, Inc")).toBe("northwind traders");
    expect(normalizeName("Ege Sağlık Hastanesi A.Ş.")).toBe("ege saglik hastanesi");
    expect(normalizeName("İZMİR LİMAN")).toBe(normalizeName("izmir liman"));
    expect(normalizeName("株式会社 サクラ")).toBe("株式会社 サクラ");
  });
  it("keeps a name that is only a suffix", () => {
    expect(normalizeName("Inc")).toBe("inc");
  });
  it("keys name and country together; empty when one is missing", () => {
    expect(customerKey("Acme Ltd", "Brazil")).toBe(customerKey("ACME", "brazil"));
    expect(customerKey("Acme Ltd", "Brazil")).not.toBe(customerKey("Acme", "Portugal"));
    expect(customerKey("", "Brazil")).toBe("");
  });
});

describe("the CSV export", () => {
  it("starts with a byte-order mark and ends lines with CRLF", () => {
    const csv = toCsv(["a", "b"], [["1", "2"]]);
    expect(csv.startsWith("\uFEFFa,b\r\n1,2\r\n")).toBe(true);
  });
  it("quotes commas, quotes and line breaks (RFC 4180)", () => {
    expect(csvCell('say "hi", then')).toBe('"say ""hi"", then"');
    expect(csvCell("two\nlines")).toBe('"two\nlines"');
    expect(csvCell(null)).toBe("");
  });
  it("keeps formulas from running", () => {
    expect(csvCell("=1+2")).toBe("'=1+2");
    expect(csvCell("+cmd")).toBe("'+cmd");
    expect(csvCell("-2")).toBe("'-2");
    expect(csvCell("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
  });
  it("writes Arabic and Japanese as they are", () => {
    expect(toCsv(["اسم"], [["東京"]])).toBe("\uFEFFاسم\r\n東京\r\n");
  });
});
