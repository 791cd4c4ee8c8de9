import { localeOf } from "#shared/languages";
import { ARABIC_ARTICLE, CJK, fold, MAX_TERMS, WORD_RUN } from "./fulltext";

/**
 * Word matching, for the site search (decision 0022). A text and a query are read the same way:
 *
 * - Normalised: NFKC (full-width letters and digits, half-width katakana), then `fold` (case,
 *   accents, Greek final sigma, Turkish dotless i, Arabic short vowels, tatweel, alef and hamza
 *   forms, alef maqsura and ta marbuta), every run of other characters read as one space.
 * - Cut into words: runs of letters and digits ("NV-B560-LPR" is nv, b560, lpr).
 * - Each word has its forms (`wordForms`): itself, the word without a plural or verb ending, and
 *   British spellings written the American way. Two words match when they share a form, so
 *   "licence" meets "license", "colour" "color", "cameras" "camera", "plates" "plate".
 * - Japanese and Chinese are written without spaces: a query's run of those characters is cut into
 *   words by the runtime's dictionary (`Intl.Segmenter`), each found as part of the text.
 *
 * A query's words are its terms; common short words ("the", "for", "de", "の", "的") are left
 * out when other words remain.
 */

/** Shortest stem a word is cut to: shorter cuts would make unrelated words meet. */
const MIN_STEM = 3;

type Endings = (word: string, add: (form: string) => void) => void;

/** English plural and verb endings: -s, -es, -ies/-ied (as -y), -ed and -ing (with or without -e). */
const englishEndings: Endings = (w, add) => {
  if (w.endsWith("ies") || w.endsWith("ied")) add(`${w.slice(0, -3)}y`);
  if (w.endsWith("es")) add(w.slice(0, -2));
  if (/[^sui]s$/.test(w)) add(w.slice(0, -1));
  for (const ending of ["ed", "ing"]) {
    if (!w.endsWith(ending)) continue;
    const stem = w.slice(0, -ending.length);
    add(stem);
    add(`${stem}e`);
    // labelled → label, embedded → embed
    if (/([b-df-hj-np-tv-z])\1$/.test(stem)) add(stem.slice(0, -1));
  }
};

/** British spellings read the American way (applied to every form of an English word). */
const SPELLINGS: [RegExp, string][] = [
  [/^(licen|defen|offen)c/, "$1s"], // licence, licenced → license, licensed
  [/^(\p{L}{3,}?)our/u, "$1or"], // colour, behaviour, favourite
  [/(\p{L}{2})([tb])re$/u, "$1$2er"], // centre, metre, fibre
  [/(\p{L}{3})is(e|ed|es|er|ers|ing|ation|ations)$/u, "$1iz$2"], // organise, customisation
  [/yse$/, "yze"], // analyse
  [/ogue$/, "og"], // catalogue, analogue
  [/^aluminium$/, "aluminum"],
  [/^grey$/, "gray"],
  [/^programme$/, "program"],
  [/^tyre$/, "tire"],
];

const american = (form: string) =>
  SPELLINGS.reduce((text, [pattern, replacement]) => text.replace(pattern, replacement), form);

/** Portuguese and Spanish plurals: -s, -es, -ões/-ães (-ão), -ais, -eis, -ois, -ces (-z), -ns (-m). */
const romanceEndings: Endings = (w, add) => {
  if (w.endsWith("s")) add(w.slice(0, -1));
  if (w.endsWith("es")) add(w.slice(0, -2));
  const plural = /(oes|aes|ais|eis|ois|ces|ns)$/.exec(w)?.[1];
  const singular: Record<string, string> = {
    oes: "ao",
    aes: "ao",
    ais: "al",
    eis: "el",
    ois: "ol",
    ces: "z",
    ns: "m",
  };
  if (plural) add(w.slice(0, -plural.length) + singular[plural]);
};

/** Turkish adds its endings one after another: a word is compared on its first five letters. */
const turkishEndings: Endings = (w, add) => {
  if ([...w].length > 5) add([...w].slice(0, 5).join(""));
};

/** Greek noun and adjective endings (folded: final ς is σ) or a final vowel, removed. */
const GREEK_ENDINGS = ["ουσ", "εισ", "ων", "εσ", "ασ", "οσ", "οι", "ου", "ησ", "ισ"];
const greekEndings: Endings = (w, add) => {
  const ending = GREEK_ENDINGS.find((e) => w.endsWith(e));
  if (ending) add(w.slice(0, -ending.length));
  else if (/[αεηιουω]$/.test(w)) add(w.slice(0, -1));
};

/**
 * Arabic, after the light stemmers of information retrieval: the conjunction و and the article
 * (ال, وال, بال, كال, فال, لل) removed, then one suffix (ها, ان, ات, ون, ين, ية/يه, ة/ه, ي, ا).
 * Folding has read ة as ه and ى as ي already.
 */
const ARABIC_SUFFIXES = ["ها", "ان", "ات", "ون", "ين", "يه", "ه", "ي", "ا"];
const arabicEndings: Endings = (w, add) => {
  let stem = w;
  if (stem.startsWith("و") && !stem.startsWith("وال") && [...stem].length >= 4) {
    stem = stem.slice(1);
    add(stem);
  }
  const bare = stem.replace(ARABIC_ARTICLE, "");
  if (bare !== stem) add(bare);
  const suffix = ARABIC_SUFFIXES.find((s) => bare.endsWith(s));
  if (suffix) add(bare.slice(0, -suffix.length));
};

const LATIN_ENDINGS: Record<string, Endings> = {
  br: romanceEndings,
  es: romanceEndings,
  tur: turkishEndings,
};

/**
 * The forms of a folded word (itself first) under which it matches: by its script (Arabic, Greek)
 * or, written in Latin letters, by the language of its text (English in Japanese and Chinese texts).
 */
export function wordForms(word: string, language: string): string[] {
  const forms = new Set([word]);
  const add = (form: string) => {
    if ([...form].length >= MIN_STEM) forms.add(form);
  };
  if (/\p{Script=Arabic}/u.test(word)) arabicEndings(word, add);
  else if (/\p{Script=Greek}/u.test(word)) greekEndings(word, add);
  else if (LATIN_ENDINGS[language]) LATIN_ENDINGS[language]!(word, add);
  else {
    englishEndings(word, add);
    for (const form of [...forms]) forms.add(american(form));
  }
  return [...forms];
}

/** `text` as matched: NFKC, folded, every run of characters other than letters and digits one space. */
export function plainText(text: string): string {
  return fold(text.normalize("NFKC"))
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

/**
 * Common short words, left out of a query that has other words: articles, prepositions and
 * conjunctions of the eight languages, Japanese particles and Chinese 的.
 */
const STOP_WORDS = new Set(
  [
    "a an and at by for from in of on or the to with",
    "a as com da das de del do dos e el em en la las los na no o os para por um uma un una y",
    "ve ile icin bir",
    "και για με σε στο στη στην το τα η ο οι τησ του των",
    "في من على عن مع الي او و",
    "の を に は が と で も や へ 的 和 与 及 在 了",
  ]
    .join(" ")
    .split(" "),
);

/** A text read for matching (`analyse`). */
export interface AnalysedText {
  /** The text as matched (`plainText`): phrases and Japanese and Chinese words are found in it. */
  plain: string;
  /** The words of the text, each under every one of its forms. */
  words: Set<string>;
  /** The words as they are (for model numbers, matched by their beginning). */
  parts: string[];
  /** The forms of each word in order, common short words left out (for phrases). */
  sequence: string[][];
}

/** `text` (in `language`) read for matching. */
export function analyse(text: string, language: string): AnalysedText {
  const plain = plainText(text);
  const parts: string[] = [];
  const sequence: string[][] = [];
  const words = new Set<string>();
  for (const [run] of plain.matchAll(WORD_RUN)) {
    if (CJK.test(run)) continue;
    parts.push(run);
    const forms = wordForms(run, language);
    if (!STOP_WORDS.has(run)) sequence.push(forms);
    for (const form of forms) words.add(form);
  }
  return { plain, words, parts, sequence };
}

/** One word of a query. */
export interface QueryTerm {
  /** The word, folded (`plainText`). */
  text: string;
  /** A Japanese or Chinese word: found as part of a text rather than as a word. */
  cjk: boolean;
  /** Its forms (`wordForms`) in a text of `language`, worked out once per language. */
  forms(language: string): Set<string>;
}

function queryTerm(text: string, cjk: boolean): QueryTerm {
  const known = new Map<string, Set<string>>();
  return {
    text,
    cjk,
    forms(language) {
      let forms = known.get(language);
      if (!forms) {
        forms = new Set(wordForms(text, language));
        known.set(language, forms);
      }
      return forms;
    },
  };
}

export interface ParsedQuery {
  terms: QueryTerm[];
  /** The whole query as matched (`plainText`), to rank texts holding it as written first. */
  phrase: string;
}

const segmenters = new Map<string, Intl.Segmenter>();
function segmenter(language: string): Intl.Segmenter {
  let found = segmenters.get(language);
  if (!found) {
    found = new Intl.Segmenter(localeOf(language), { granularity: "word" });
    segmenters.set(language, found);
  }
  return found;
}

/**
 * The words of a Japanese or Chinese run: the dictionary's words, a word of one character joined
 * to the word before it (to the next at the start), so 热成像摄像机 is 热成像 and 摄像机, and
 * particles such as の left out.
 */
function cjkWords(run: string, language: string): string[] {
  const words: string[] = [];
  let pending = "";
  for (const { segment, isWordLike } of segmenter(language).segment(run)) {
    if (!isWordLike || STOP_WORDS.has(segment)) continue;
    if ([...segment].length > 1) {
      words.push(pending + segment);
      pending = "";
    } else if (words.length > 0) words[words.length - 1] += segment;
    else pending += segment;
  }
  if (pending) words.push(pending);
  return words;
}

/** The terms of a query typed in `language` (at most MAX_TERMS, without repeats) and its phrase. */
export function parseQuery(query: string, language: string): ParsedQuery {
  const phrase = plainText(query);
  const all: QueryTerm[] = [];
  for (const [run] of phrase.matchAll(WORD_RUN)) {
    if (CJK.test(run)) {
      for (const word of cjkWords(run, language)) all.push(queryTerm(word, true));
    } else all.push(queryTerm(run, false));
  }
  const kept = all.filter((t) => !STOP_WORDS.has(t.text));
  const terms = kept.length > 0 ? kept : all;
  const seen = new Set<string>();
  return {
    terms: terms.filter((t) => !seen.has(t.text) && seen.add(t.text)).slice(0, MAX_TERMS),
    phrase,
  };
}

/**
 * Whether `text` (read in `language`) holds the term: a word sharing a form with it, a Japanese or
 * Chinese word anywhere in it, or with `prefix` also a word beginning with it (model numbers).
 */
export function holds(text: AnalysedText, term: QueryTerm, language: string, prefix = false) {
  if (term.cjk) return text.plain.includes(term.text);
  for (const form of term.forms(language)) if (text.words.has(form)) return true;
  return prefix && text.parts.some((part) => part.startsWith(term.text));
}

/**
 * Whether `text` holds the whole query: its words side by side in the query's order (each in any
 * of its forms, common short words aside), or for Japanese and Chinese the query as typed.
 */
export function holdsPhrase(text: AnalysedText, query: ParsedQuery, language: string): boolean {
  const { terms } = query;
  if (terms.length === 0) return false;
  if (terms.some((t) => t.cjk)) return text.plain.includes(query.phrase);
  const { sequence } = text;
  next: for (let i = 0; i + terms.length <= sequence.length; i++) {
    for (let j = 0; j < terms.length; j++) {
      const forms = terms[j]!.forms(language);
      if (!sequence[i + j]!.some((form) => forms.has(form))) continue next;
    }
    return true;
  }
  return false;
}

/** Whether `text` is the query and nothing more (`holdsPhrase`, without other words). */
export function isQuery(text: AnalysedText, query: ParsedQuery, language: string): boolean {
  if (query.terms.some((t) => t.cjk)) return text.plain === query.phrase;
  return text.sequence.length === query.terms.length && holdsPhrase(text, query, language);
}
