import fc from "fast-check";
import { anyBody, type Body, multipartBody, urlEncoded } from "./bodies";
import { BASE, CLIENT_AUTHORIZATION } from "./config";
import type { FuzzContext } from "./context";
import type { FuzzRequest } from "./http";
import type { Target } from "./targets";
import { fieldList, type GoodValues, shortFieldValue } from "./values";

/** A generated request and the labels the report groups it by. */
export interface Case {
  request: FuzzRequest;
  /** e.g. `/ksa … .data` */
  url: string;
  body: string;
}

/** Percent-encodes every byte outside the unreserved set (lone surrogates become U+FFFD). */
export function encodeSegment(text: string): string {
  let out = "";
  for (const byte of Buffer.from(text, "utf8")) {
    const c = String.fromCharCode(byte);
    out += /[A-Za-z0-9\-_.~]/.test(c) ? c : `%${byte.toString(16).toUpperCase().padStart(2, "0")}`;
  }
  return out;
}

/** Path segments: invalid percent-encoding, encoded control characters, traversal, very long. */
export const pathSegment: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    "%zz",
    "%",
    "%00",
    "a%00b",
    "%0d%0aSet-Cookie:%20x=1",
    "..",
    "%2e%2e",
    "%2F",
    "a%2Fb",
    "%5C",
    "%C0%AF",
    "%ED%A0%80",
    "%FF",
    "%25",
    "~",
    "-1",
    "0",
    "1e309",
    "99999999999999999999",
    "%27%20OR%201%3D1--",
    "%3Cscript%3E",
    "x".repeat(3000),
    "null",
    "__proto__",
  ),
  fc.string({ unit: "binary", minLength: 1, maxLength: 30 }).map(encodeSegment),
  fc.string({ unit: "grapheme", minLength: 1, maxLength: 30 }).map(encodeSegment),
);

const LANGUAGE_PREFIXES = ["", "", "", "/ksa", "/zh", "/jp", "/br", "/en", "/xx", "/%zz"] as const;

function fillPath(path: string, good: GoodValues): fc.Arbitrary<string> {
  const names = [...path.matchAll(/:(\w+)/g)].map((m) => m[1]!);
  if (names.length === 0) return fc.constant(path);
  const values = names.map((name) => {
    const plausible = Object.hasOwn(good, name) ? good[name] : undefined;
    return plausible
      ? fc.oneof(
          { weight: 3, arbitrary: plausible.map(encodeSegment) },
          { weight: 2, arbitrary: pathSegment },
        )
      : pathSegment;
  });
  return fc
    .tuple(...values)
    .map((filled) => names.reduce((p, name, i) => p.replace(`:${name}`, filled[i]!), path));
}

function queryString(names: readonly string[], good: GoodValues): fc.Arbitrary<string> {
  return fc
    .tuple(fieldList(names, good, shortFieldValue), fc.boolean(), fc.integer({ min: 0, max: 9 }))
    .map(([fields, verbatim, dice]) => {
      if (fields.length === 0) return dice === 0 ? "?" : "";
      return `?${urlEncoded(fields, verbatim)}`;
    });
}

/** Cookies a browser would not send: forged, truncated, huge, for this site's cookie names. */
const oddCookie = fc.oneof(
  fc.constantFrom(
    "nv-session=forged.signature",
    "nv-session=",
    "nv-session=%zz",
    "nv-compare=W10%3D",
    "nv-compare=not-json",
    "nv-compare=eyJhIjoxfQ%3D%3D",
    "nv-flash=%E0%A4%A",
    "__Host-nv-session=x",
    `nv-compare=${"A".repeat(5000)}`,
    "a=b; a=c; nv-session=; nv-session=x",
  ),
  shortFieldValue.map((v) => `nv-compare=${encodeURIComponent(v.replace(/[\ud800-\udfff]/g, ""))}`),
);

function authHeaders(target: Target, ctx: FuzzContext, sessionCookie: () => string) {
  const headers: fc.Arbitrary<[string, string][]>[] = [];
  if (target.auth === "session" || target.auth === "own-session")
    headers.push(
      fc.oneof(
        {
          weight: 6,
          arbitrary: fc
            .constant(null)
            .map(() => [["Cookie", sessionCookie()]] as [string, string][]),
        },
        { weight: 1, arbitrary: fc.constant([] as [string, string][]) },
        { weight: 1, arbitrary: oddCookie.map((c) => [["Cookie", c]] as [string, string][]) },
      ),
    );
  else headers.push(fc.option(oddCookie, { freq: 6 }).map((c) => (c ? [["Cookie", c]] : [])));
  if (target.auth === "token")
    headers.push(
      fc.oneof(
        {
          weight: 6,
          arbitrary: fc.constant([["token", `Bearer ${ctx.token}`]] as [string, string][]),
        },
        {
          weight: 2,
          arbitrary: fc
            .constantFrom(
              "Bearer tourist",
              "Bearer ",
              "Basic x",
              "Bearer %zz",
              `Bearer ${"a".repeat(5000)}`,
              "",
            )
            .map((t) => [["token", t]] as [string, string][]),
        },
      ),
    );
  if (target.auth === "token" || target.path.startsWith("/api/"))
    headers.push(
      fc
        .oneof(
          { weight: 4, arbitrary: fc.constantFrom(null, "partner") },
          { weight: 1, arbitrary: fc.constantFrom("northlight", "", "%zz", "x".repeat(300)) },
        )
        .map((t) => (t === null ? [] : [["tenant", t]])),
    );
  if (target.auth === "client")
    headers.push(
      fc
        .oneof(
          { weight: 6, arbitrary: fc.constant(CLIENT_AUTHORIZATION) },
          {
            weight: 1,
            arbitrary: fc.constantFrom("Basic", "Basic %%%", "Bearer x", "Basic cGFydG5lcg==", ""),
          },
        )
        .map((a) => [["Authorization", a]] as [string, string][]),
    );
  return headers;
}

/** Headers anyone can send: Origin (own or absent), languages, an odd Accept. */
const commonHeaders: fc.Arbitrary<[string, string][]> = fc
  .record({
    origin: fc.option(fc.constant(BASE.origin), { freq: 2 }),
    acceptLanguage: fc.option(
      fc.constantFrom("ar", "zh-CN,zh;q=0.9", "*", "xx;q=abc", "", "x".repeat(2000)),
    ),
    language: fc.option(fc.constantFrom("ksa", "zh", "xx", "", "../..")),
    accept: fc.option(fc.constantFrom("text/html", "application/json", "*/*", "text/x-script")),
  })
  .map(({ origin, acceptLanguage, language, accept }) => {
    const headers: [string, string][] = [];
    if (origin) headers.push(["Origin", origin]);
    if (acceptLanguage !== null) headers.push(["Accept-Language", acceptLanguage]);
    if (language !== null) headers.push(["language", language]);
    if (accept) headers.push(["Accept", accept]);
    return headers;
  });

function bodyFor(target: Target, good: GoodValues): fc.Arbitrary<Body | null> {
  const fields = target.fields ?? [];
  switch (target.body) {
    case "form":
      return anyBody(fields, { prefer: "form", good });
    case "json":
      return anyBody(fields, { prefer: "json", good });
    case "multipart":
      return fc.oneof(
        { weight: 3, arbitrary: multipartBody(fields, target.fileFields ?? [], good) },
        { weight: 1, arbitrary: anyBody(fields, { prefer: "form", good }) },
      );
    default:
      return fc.constant(null);
  }
}

/**
 * The requests of one target: its page and `.data` URLs under every language prefix (pages), path
 * ids real or broken, queries, bodies of every kind, signed in or not.
 */
export function casesFor(
  target: Target,
  ctx: FuzzContext,
  sessionCookie: () => string = () => ctx.sessionCookie,
): fc.Arbitrary<Case> {
  const good = target.good?.(ctx) ?? {};
  const path =
    target.path === "/:any" ? pathSegment.map((s) => `/${s}`) : fillPath(target.path, good);
  const prefix = target.page ? fc.constantFrom(...LANGUAGE_PREFIXES) : fc.constant("");
  const data = target.page ? fc.boolean() : fc.constant(false);
  const query = target.query ? queryString(target.query, good) : fc.constant("");
  return fc
    .record({
      path,
      prefix,
      data,
      query,
      body: bodyFor(target, good),
      auth: fc.tuple(...authHeaders(target, ctx, sessionCookie)),
      common: commonHeaders,
    })
    .map(({ path, prefix, data, query, body, auth, common }): Case => {
      let url = `${prefix}${path}`;
      if (data) url = url === "/" ? "/_root.data" : `${url.replace(/\/$/, "")}.data`;
      let search = query;
      if (data && target.index) search = search ? `${search}&index` : "?index";
      const headers: [string, string][] = [...auth.flat(), ...common];
      if (body?.contentType !== undefined) headers.push(["Content-Type", body.contentType]);
      return {
        request: {
          method: target.method,
          target: `${url}${search}`,
          headers,
          body: body?.body,
          framing: body?.framing,
          truncate: body?.truncate,
        },
        url: `${prefix || "/"}${data ? " .data" : ""}`,
        body: body?.kind ?? "none",
      };
    });
}
