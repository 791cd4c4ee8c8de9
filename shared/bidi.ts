/**
 * Mixed right-to-left and left-to-right text that reads as written (Unicode bidirectional
 * algorithm, UAX #9), with isolate characters in the text itself, so that no script is needed to
 * show it. In an Arabic sentence a number or code next to Arabic words takes their direction:
 * "0066-123456" shows as "123456-0066", `1/1.8"` puts its inch mark on the wrong side. Each
 * left-to-right run of a right-to-left text is put between LRI and PDI (`isolateRuns`), and each
 * right-to-left run of a left-to-right text such as a formula between RLI and PDI
 * (`isolateFormula`), so neither pulls its neighbours. The server applies it to the strings of a
 * right-to-left language (`isolateStrings`) and to catalogue texts in it; a text already isolated
 * is left as it is.
 */

const LRI = "\u2066";
const RLI = "\u2067";
const PDI = "\u2069";
const ISOLATED = /[\u2066-\u2069]/;
/**
 * A placeholder of a string (`{{value}}`, a figure: left to right) or a tag of its markup
 * (`<link>`, `</link>`: neutral), each kept whole.
 */
const PLACEHOLDER = /\{\{[^{}]+\}\}|<\/?\w+>/g;
/** Private-use characters standing for them while the runs are found: figures, then tags. */
const FIGURE = 0xe000;
const TAG = 0xf000;

/** Hebrew, Arabic, Syriac, Thaana, N'Ko … and the Arabic presentation forms. */
const RTL = "\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFF";
const HAS_RTL = new RegExp(`[${RTL}]`);
const RTL_RUN = new RegExp(`[${RTL}]+(?:[ \\u00A0]+[${RTL}]+)*`, "g");
const NOT_RTL = new RegExp(`[^${RTL}]+`, "g");
const STRONG = /[\p{L}\p{N}\uE000-\uEFFF]/u;
/** A letter or digit of the text itself, not a placeholder's stand-in. */
const REAL = /[\p{L}\p{N}]/u;
/** Signs that belong to the number after them ("−40 °C", "+44"). */
const LEADING = /[+\-−±~≈<>≤≥]/;
/** Marks that belong to the figure before them (`1/1.8"`, "25 %", "30°"). */
const TRAILING = /["″′'°%‰]/;
const OPENING: Record<string, string> = { "(": ")", "[": "]", "{": "}" };
const CLOSING: Record<string, string> = { ")": "(", "]": "[", "}": "{" };

interface Run {
  text: string;
  /** Isolated in the direction opposite to the text's own. */
  isolate: boolean;
}

export function hasRtl(text: string): boolean {
  return HAS_RTL.test(text);
}

/** Positions of the brackets of `text` that have no partner in it. */
function unmatchedBrackets(text: string): Set<number> {
  const open: { char: string; at: number }[] = [];
  const unmatched = new Set<number>();
  [...text].forEach((char, at) => {
    if (OPENING[char]) open.push({ char, at });
    else if (CLOSING[char]) {
      if (open.at(-1)?.char === CLOSING[char]) open.pop();
      else unmatched.add(at);
    }
  });
  for (const { at } of open) unmatched.add(at);
  return unmatched;
}

/**
 * The left-to-right runs of a piece of text without right-to-left letters, as [start, end): from
 * its first to its last letter or digit, with a sign before and marks after, never splitting a
 * pair of brackets (an unmatched bracket stays outside, in the sentence's direction).
 */
function ltrSpans(piece: string): [number, number][] {
  const chars = [...piece];
  const unmatched = unmatchedBrackets(piece);
  const spans: [number, number][] = [];
  let from = 0;
  for (let i = 0; i <= chars.length; i++) {
    if (i < chars.length && !unmatched.has(i)) continue;
    const part = chars.slice(from, i);
    let start = part.findIndex((c) => STRONG.test(c));
    if (start >= 0) {
      let end = part.length - 1 - [...part].reverse().findIndex((c) => STRONG.test(c));
      if (start > 0 && LEADING.test(part[start - 1] as string)) start--;
      while (end + 1 < part.length && TRAILING.test(part[end + 1] as string)) end++;
      // Take in the partners of brackets opened or closed inside the run.
      for (;;) {
        const inner = part.slice(start, end + 1).join("");
        const loose = unmatchedBrackets(inner);
        if (loose.size === 0) break;
        const first = Math.min(...loose);
        const char = inner[first] as string;
        if (OPENING[char]) {
          const close = part.indexOf(OPENING[char], end + 1);
          if (close < 0) break;
          end = close;
        } else {
          const open = part.lastIndexOf(CLOSING[char] as string, start - 1);
          if (open < 0) break;
          start = open;
        }
      }
      // A placeholder alone (a count, a name) is left in the sentence: its value may be either way.
      if (REAL.test(part.slice(start, end + 1).join("")))
        spans.push([from + start, from + end + 1]);
    }
    from = i + 1;
  }
  return spans;
}

/**
 * A right-to-left text (an Arabic sentence, a specification value) in runs, its left-to-right
 * runs (numbers with units, codes, Latin words) to isolate. A text without right-to-left letters
 * is one run, not isolated: it is left-to-right as a whole.
 */
function rtlRuns(text: string): Run[] {
  const chars = [...text];
  const runs: Run[] = [];
  let done = 0;
  const push = (from: number, to: number, isolate: boolean) => {
    if (to > from) runs.push({ text: chars.slice(from, to).join(""), isolate });
  };
  for (const match of text.matchAll(NOT_RTL)) {
    const offset = [...text.slice(0, match.index)].length;
    for (const [start, end] of ltrSpans(match[0])) {
      push(done, offset + start, false);
      push(offset + start, offset + end, true);
      done = offset + end;
    }
  }
  push(done, chars.length, false);
  return runs;
}

/** The runs of a left-to-right text (a formula), its right-to-left words to isolate. */
function ltrRuns(text: string): Run[] {
  const runs: Run[] = [];
  let done = 0;
  for (const match of text.matchAll(RTL_RUN)) {
    if (match.index > done) runs.push({ text: text.slice(done, match.index), isolate: false });
    runs.push({ text: match[0], isolate: true });
    done = match.index + match[0].length;
  }
  if (done < text.length) runs.push({ text: text.slice(done), isolate: false });
  return runs;
}

/** `text` with each run to isolate between `open` and PDI; placeholders and tags kept whole. */
function isolate(text: string, runsOf: (text: string) => Run[], open: string): string {
  const kept: string[] = [];
  const plain = text.replace(PLACEHOLDER, (p) =>
    String.fromCharCode((p.startsWith("<") ? TAG : FIGURE) + kept.push(p) - 1),
  );
  return runsOf(plain)
    .map((run) => (run.isolate ? open + run.text + PDI : run.text))
    .join("")
    .replace(/[\uE000-\uF8FF]/g, (c) => {
      const code = c.charCodeAt(0);
      return kept[code - (code >= TAG ? TAG : FIGURE)] ?? c;
    });
}

/**
 * A right-to-left text (an Arabic sentence, a specification value) with each left-to-right run
 * (numbers with units, codes, Latin words, placeholders) between LRI and PDI. A text without
 * right-to-left letters, or already isolated, is left as it is.
 */
export function isolateRuns(text: string): string {
  return !hasRtl(text) || ISOLATED.test(text) ? text : isolate(text, rtlRuns, LRI);
}

/**
 * A text shown left to right whatever the page (a formula) with each right-to-left run (its
 * translated words) between RLI and PDI, so that it does not carry the numbers beside it along.
 */
export function isolateFormula(text: string): string {
  return !hasRtl(text) || ISOLATED.test(text) ? text : isolate(text, ltrRuns, RLI);
}

/**
 * The strings of a right-to-left language with their runs isolated: the formulas (`formulas.*`,
 * shown left to right) by `isolateFormula`, every other string by `isolateRuns`.
 */
export function isolateStrings<T>(strings: T, formula = false): T {
  if (typeof strings === "string")
    return (formula ? isolateFormula(strings) : isolateRuns(strings)) as T;
  if (strings === null || typeof strings !== "object" || Array.isArray(strings)) return strings;
  return Object.fromEntries(
    Object.entries(strings).map(([key, value]) => [
      key,
      isolateStrings(value, formula || key === "formulas"),
    ]),
  ) as T;
}
