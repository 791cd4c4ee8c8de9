import fc from "fast-check";

/** Values known to break naive code: payloads, odd numbers, encodings, redirect tricks. */
export const NASTY: readonly string[] = [
  "",
  " ",
  "\t\r\n",
  "\u0000",
  "a\u0000b",
  "%zz",
  "%",
  "%00",
  "%ED%A0%80",
  "%C3%28",
  "%FF%FE",
  "\ud800",
  "x\udfffy",
  "\u202eevil\u202c",
  "مرحبا بالعالم",
  "😀👩‍👩‍👧‍👦",
  "漢字かなカナ",
  "Ω≈ç√∫",
  "<script>alert(1)</script>",
  '"><img src=x onerror=alert(1)>',
  "' OR '1'='1' --",
  '"; DROP TABLE users; --',
  "\\",
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-injection payload, on purpose
  "${7*7}{{7*7}}#{7*7}",
  "../../../../etc/passwd",
  "..%2f..%2f..%2fetc%2fpasswd",
  "__proto__",
  "constructor",
  "toString",
  "[object Object]",
  "null",
  "undefined",
  "true",
  "false",
  "NaN",
  "Infinity",
  "-Infinity",
  "0",
  "-1",
  "-0",
  "1.5",
  "1e309",
  "0x1F",
  "9007199254740993",
  "99999999999999999999999999999999999999",
  "[]",
  "{}",
  '{"a":{"b":[1,2,{"c":null}]}}',
  "a@b",
  "user@",
  "@example.com",
  "x@example.com\r\nBcc: victim@example.com",
  "nobody@northlight-vision.example",
  "123456",
  "000000",
  "1234567",
  "compare-add",
  "compare-remove",
  "compare-clear",
  "favorite-add",
  "favorite-remove",
  "send-code",
  "register",
  "camera",
  "recorder",
  "accessory",
  "on",
];

/** Redirect targets that naive checks let through to another site. */
export const REDIRECTS: readonly string[] = [
  "//evil.example",
  "//evil.example/path",
  "/.//evil.example",
  "/./evil.example",
  "/\\evil.example",
  "\\evil.example",
  "\\\\evil.example",
  "/\t/evil.example",
  "/%09/evil.example",
  "/%2F/evil.example",
  "/%5Cevil.example",
  "https://evil.example",
  "http:evil.example",
  "https:/evil.example",
  "javascript:alert(1)",
  "data:text/html,<script>alert(1)</script>",
  "///evil.example",
  "/ /evil.example",
  "\u3002evil.example",
  "//evil.example%00.localhost",
  "/product-center",
  "/ksa/home",
  "home",
  "",
  "?x=1",
  "#top",
  `/${"a".repeat(5000)}`,
];

const loneSurrogate = fc.integer({ min: 0xd800, max: 0xdfff }).map((n) => String.fromCharCode(n));
const control = fc.integer({ min: 0, max: 0x1f }).map((n) => String.fromCharCode(n));
const bidiAndEmoji = fc.constantFrom(
  "\u200f",
  "\u202e",
  "\u2066",
  "😀",
  "🇨🇦",
  "ال",
  "字",
  "\ufeff",
);

/** Short strings of every kind of code point, control characters, NUL and lone surrogates. */
const oddText = fc.string({
  unit: fc.oneof(
    { weight: 4, arbitrary: fc.string({ unit: "binary", minLength: 1, maxLength: 1 }) },
    { weight: 2, arbitrary: control },
    { weight: 1, arbitrary: loneSurrogate },
    { weight: 2, arbitrary: bidiAndEmoji },
  ),
  maxLength: 40,
});

/** Very long values, up to about 100 KB. */
const longText = fc
  .tuple(
    fc.constantFrom("a", "é", "😀", "\u0000", "<", "%", "字"),
    fc.integer({ min: 1, max: 100 }),
  )
  .map(([unit, kb]) => unit.repeat(Math.ceil((kb * 1024) / Buffer.byteLength(unit))));

const numberText = fc
  .oneof(fc.integer(), fc.double(), fc.bigInt(), fc.integer({ min: -5, max: 5 }))
  .map(String);

const shortValues = [
  { weight: 5, arbitrary: fc.constantFrom(...NASTY) },
  { weight: 3, arbitrary: oddText },
  { weight: 2, arbitrary: fc.string({ unit: "grapheme", maxLength: 30 }) },
  { weight: 2, arbitrary: numberText },
  { weight: 1, arbitrary: fc.emailAddress() },
  { weight: 1, arbitrary: fc.constantFrom(...REDIRECTS) },
];

/**
 * A value for the request line or a header (query parameters, cookies): at most a few KB, as
 * Node answers a head over 16 KB with 431 and closes at once, which a client still sending may see
 * as a reset rather than the 431 (a platform limit, not the site's).
 */
export const shortFieldValue: fc.Arbitrary<string> = fc.oneof(...shortValues);

/** One form field value, up to about 100 KB. */
export const fieldValue: fc.Arbitrary<string> = fc.oneof(...shortValues, {
  weight: 1,
  arbitrary: longText,
});

/** Any JSON value, where the server expects a string or an object. */
export const jsonValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: fieldValue },
  { weight: 1, arbitrary: fc.constantFrom(null, true, false, 0, -1, 1e308, -0.5, 2 ** 53 + 2) },
  { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 4 }) },
  { weight: 1, arbitrary: fc.array(fieldValue, { maxLength: 5 }) },
  {
    weight: 1,
    arbitrary: fc.constant(null).map(() => JSON.parse('{"__proto__":{"admin":true}}') as unknown),
  },
);

/** Field names: the ones the target reads, misspelled ones, and odd ones. */
export function fieldName(known: readonly string[]): fc.Arbitrary<string> {
  const odd = fc.constantFrom(
    "",
    "__proto__",
    "constructor",
    "a[b]",
    "a.b",
    "$ACTION_ID_x",
    "_data",
  );
  return known.length === 0
    ? fc.oneof(odd, fc.string({ maxLength: 12 }))
    : fc.oneof(
        { weight: 6, arbitrary: fc.constantFrom(...known) },
        { weight: 1, arbitrary: odd },
        { weight: 1, arbitrary: fc.string({ maxLength: 12 }) },
      );
}

/** Plausible values of some fields (a real product id, a well-formed e-mail), to get past parsing. */
export type GoodValues = Readonly<Record<string, fc.Arbitrary<string>>>;

function fieldValueOf(
  name: string,
  good: GoodValues,
  value: fc.Arbitrary<string>,
): fc.Arbitrary<string> {
  const plausible = Object.hasOwn(good, name) ? good[name] : undefined;
  return plausible ? fc.oneof(plausible, value) : value;
}

/** Field lists with missing, extra and repeated keys. */
export function fieldList(
  known: readonly string[],
  good: GoodValues = {},
  value: fc.Arbitrary<string> = fieldValue,
): fc.Arbitrary<[string, string][]> {
  return fc.oneof(
    // Every known field once (the shape a browser sends), values fuzzed.
    fc.tuple(...known.map((name) => fc.tuple(fc.constant(name), fieldValueOf(name, good, value)))),
    // Any subset, extras and duplicates (arrays via repeated keys).
    fc.array(
      fieldName(known).chain((name) =>
        fc.tuple(fc.constant(name), fieldValueOf(name, good, value)),
      ),
      { maxLength: known.length + 4 },
    ),
  ) as fc.Arbitrary<[string, string][]>;
}
