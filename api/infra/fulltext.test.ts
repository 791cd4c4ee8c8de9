import { sql } from "drizzle-orm";
import { QueryBuilder } from "drizzle-orm/pg-core";
import { describe, expect, it } from "vitest";
import type { Database } from "../db/client";
import { faqs } from "../db/schema";
import { fold, highlight, localizedSql, queryTerms, searchSource, snippet } from "./fulltext";

const marked = (fragments: { text: string; mark: boolean }[]) =>
  fragments.filter((f) => f.mark).map((f) => f.text);

describe("fold", () => {
  it("lowers Latin letters and removes accents", () => {
    expect(fold("Câmera ÉCLAIRAGE Niño")).toBe("camera eclairage nino");
  });
  it("reads Turkish İ, I and ı as i", () => {
    expect(fold("İSTANBUL")).toBe("istanbul");
    expect(fold("ıstanbul")).toBe("istanbul");
    expect(fold("Istanbul")).toBe("istanbul");
  });
  it("lowers Greek, removes tonos and reads final sigma as sigma", () => {
    expect(fold("ΚΩΔΙΚΌΣ")).toBe("κωδικοσ");
    expect(fold("κωδικός")).toBe("κωδικοσ");
    expect(fold("Ξέχασα")).toBe("ξεχασα");
  });
  it("removes Arabic short vowels and unifies alef, yeh and teh marbuta", () => {
    expect(fold("فُقدت")).toBe("فقدت");
    expect(fold("أداة إعداد")).toBe("اداه اعداد");
    expect(fold("مستوى")).toBe("مستوي");
  });
  it("leaves CJK text alone", () => {
    expect(fold("管理者パスワード")).toBe("管理者パスワード");
  });
});

describe("queryTerms", () => {
  it("splits words and drops one-letter words", () => {
    expect(queryTerms("Reset  the PASSWORD, a")).toEqual(["reset", "the", "password"]);
  });
  it("drops the Arabic definite article", () => {
    expect(queryTerms("الكاميرا")).toEqual(["كاميرا"]);
    expect(queryTerms("كاميرا")).toEqual(["كاميرا"]);
    expect(queryTerms("والشبكة")).toEqual(["شبكه"]);
  });
  it("splits CJK runs into overlapping bigrams, a single character stays", () => {
    expect(queryTerms("パスワード")).toEqual(["パス", "スワ", "ワー", "ード"]);
    expect(queryTerms("密码")).toEqual(["密码"]);
    expect(queryTerms("猫")).toEqual(["猫"]);
    expect(queryTerms("重置密码 NVR")).toEqual(["重置", "置密", "密码", "nvr"]);
  });
  it("keeps numbers and drops punctuation, LIKE wildcards included", () => {
    expect(queryTerms("4K 100% a_b")).toEqual(["4k", "100"]);
  });
  it("gives no terms for a blank query or punctuation", () => {
    expect(queryTerms("   ")).toEqual([]);
    expect(queryTerms("%_\\")).toEqual([]);
  });
});

describe("highlight", () => {
  it("marks the matched words in the original text, whatever their case and accents", () => {
    const parts = highlight("How do I RESET a Câmera password?", queryTerms("reset camera"));
    expect(marked(parts)).toEqual(["RESET", "Câmera"]);
    expect(parts.map((p) => p.text).join("")).toBe("How do I RESET a Câmera password?");
  });
  it("marks Greek words typed without accents", () => {
    expect(marked(highlight("Ξέχασα τον κωδικό", queryTerms("ΚΩΔΙΚΟ")))).toEqual(["κωδικό"]);
  });
  it("marks Turkish words typed with dotless i", () => {
    expect(marked(highlight("İzleme yazılımı", queryTerms("izleme")))).toEqual(["İzleme"]);
  });
  it("merges the bigrams of a CJK word into one mark", () => {
    expect(marked(highlight("管理者パスワードを紛失した", queryTerms("パスワード")))).toEqual([
      "パスワード",
    ]);
  });
  it("marks Arabic words with their vowels and article", () => {
    expect(marked(highlight("أعد ضبط الكاميرا", queryTerms("كاميرا")))).toEqual(["كاميرا"]);
  });
  it("returns the whole text unmarked without terms", () => {
    expect(highlight("Plain text", [])).toEqual([{ text: "Plain text", mark: false }]);
  });
});

describe("snippet", () => {
  const long = `${"Lorem ipsum dolor sit amet. ".repeat(20)}The reset button restores factory settings. ${"Tail words here. ".repeat(20)}`;
  it("cuts a long text around its first match with ellipses", () => {
    const parts = snippet(long, queryTerms("reset"), 80);
    expect(parts[0]).toEqual({ text: "…", mark: false });
    expect(parts.at(-1)).toEqual({ text: "…", mark: false });
    expect(marked(parts)).toEqual(["reset"]);
    expect(parts.map((p) => p.text).join("").length).toBeLessThanOrEqual(82);
  });
  it("keeps a short text whole", () => {
    expect(snippet("Short reset text", queryTerms("reset"))).toHaveLength(3);
  });
});

describe("searchSource", () => {
  it("folds each text once: the subquery of folded texts ends with offset 0", () => {
    const qb = new QueryBuilder();
    const { source, where } = searchSource(
      qb as unknown as Database,
      faqs,
      [{ text: localizedSql(faqs.question, "en"), weight: 1 }],
      queryTerms("reset password"),
    );
    const query = qb.select({ n: sql`count(*)` }).from(source).where(where).toSQL().sql;
    expect(query).toMatch(/translate\(.*\) as "fold0" from "faqs" offset 0\) "hits"/s);
    expect(query.match(/translate\(/g)).toHaveLength(1);
  });
});
