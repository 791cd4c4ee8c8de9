import fc from "fast-check";
import type { FuzzRequest } from "./http";
import { fieldList, type GoodValues, jsonValue } from "./values";

/** A request body with its content type and how it goes on the wire. */
export interface Body {
  /** Short label for the report: form, json, multipart-truncated … */
  kind: string;
  contentType?: string;
  body: Buffer;
  framing?: FuzzRequest["framing"];
  truncate?: FuzzRequest["truncate"];
}

/** Percent-encodes UTF-8 bytes as browsers do for forms; `verbatim` keeps the text as it is. */
export function formEncode(text: string, verbatim = false): string {
  if (verbatim) return text.replace(/[&=]/g, (c) => `%${c.charCodeAt(0).toString(16)}`);
  let out = "";
  for (const byte of Buffer.from(text, "utf8")) {
    const c = String.fromCharCode(byte);
    if (/[A-Za-z0-9\-_.~*]/.test(c)) out += c;
    else if (c === " ") out += "+";
    else out += `%${byte.toString(16).toUpperCase().padStart(2, "0")}`;
  }
  return out;
}

export function urlEncoded(fields: [string, string][], verbatim = false): string {
  return fields
    .map(([name, value]) => `${formEncode(name, verbatim)}=${formEncode(value, verbatim)}`)
    .join("&");
}

export interface Part {
  name: string;
  filename?: string;
  type?: string;
  data: Buffer;
}

export function multipartBytes(parts: Part[], boundary: string): Buffer {
  const pieces: Buffer[] = [];
  for (const part of parts) {
    const disposition = [`form-data; name="${part.name}"`];
    if (part.filename !== undefined) disposition.push(`filename="${part.filename}"`);
    let headers = `--${boundary}\r\nContent-Disposition: ${disposition.join("; ")}\r\n`;
    if (part.type !== undefined) headers += `Content-Type: ${part.type}\r\n`;
    pieces.push(Buffer.from(`${headers}\r\n`, "utf8"), part.data, Buffer.from("\r\n"));
  }
  pieces.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(pieces);
}

const EXE = Buffer.concat([Buffer.from("MZ\x90\x00\x03\x00\x00\x00", "latin1"), Buffer.alloc(120)]);
const JPEG_HEAD = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46]);

/** File contents: executables, JPEG-looking bytes, random bytes, nothing. */
export const fileData: fc.Arbitrary<Buffer> = fc.oneof(
  fc.constant(EXE),
  fc.constant(Buffer.alloc(0)),
  fc.uint8Array({ maxLength: 2048 }).map((bytes) => Buffer.concat([JPEG_HEAD, bytes])),
  fc.uint8Array({ maxLength: 4096 }).map((bytes) => Buffer.from(bytes)),
  fc.integer({ min: 1, max: 256 }).map((kb) => Buffer.alloc(kb * 1024, 0x41)),
);

const filename = fc.oneof(
  fc.constantFrom(
    "photo.jpg",
    "setup.exe",
    "report.pdf",
    "",
    "../../../etc/passwd",
    "a\u0000b.jpg",
    "ملف.jpg",
    "写真.jpg",
    `${"x".repeat(2000)}.jpg`,
    'quote".jpg',
    "semi;colon.jpg",
    "CON",
  ),
  fc.string({ unit: "binary", maxLength: 30 }),
);

const filePart = (names: fc.Arbitrary<string>): fc.Arbitrary<Part> =>
  fc.record(
    {
      name: names,
      filename,
      type: fc.constantFrom(
        "image/jpeg",
        "application/octet-stream",
        "application/x-msdownload",
        "text/plain",
        "",
      ),
      data: fileData,
    },
    { requiredKeys: ["name", "data", "filename"] },
  );

/** A control character for every text part of a multipart body (NUL most often). */
const controlCharacter = fc.constantFrom(
  "\u0000",
  "\u0000",
  "\u0001",
  "\u0007",
  "\u001b",
  "\u007f",
);

/**
 * Multipart bodies: well formed, without or with a wrong boundary, cut short, with extra files, or
 * with a control character in every text part (`multipart-controls`: refused with a 400 as the JSON
 * and form paths refuse them, never stored).
 */
export function multipartBody(
  known: readonly string[],
  fileFields: readonly string[],
  good: GoodValues = {},
): fc.Arbitrary<Body> {
  const names = fc.constantFrom(...fileFields, "file", "picture", "picture", "extra");
  const parts = fc
    .tuple(fieldList(known, good), fc.array(filePart(names), { maxLength: 4 }))
    .map(([fields, files]): Part[] => [
      ...fields.map(([name, value]) => ({ name, data: Buffer.from(value, "utf8") })),
      ...files,
    ]);
  return fc
    .record({
      parts,
      boundary: fc.constantFrom("----fuzzBoundary7MA4YWxk", "x", "a".repeat(200), "--", "b o u"),
      variant: fc.constantFrom(
        "whole",
        "whole",
        "whole",
        "no-boundary",
        "wrong-boundary",
        "cut",
        "half-close",
        "reset",
        "chunked",
        "controls",
        "controls",
      ),
      cutAt: fc.double({ min: 0, max: 1, noNaN: true }),
      control: controlCharacter,
    })
    .map(({ parts, boundary, variant, cutAt, control }): Body => {
      if (variant === "controls") {
        const text = Buffer.from(control);
        const poisoned = parts.map((part) =>
          part.filename === undefined
            ? {
                ...part,
                data: Buffer.concat([part.data.subarray(0, 8), text, part.data.subarray(8)]),
              }
            : part,
        );
        return {
          kind: "multipart-controls",
          contentType: `multipart/form-data; boundary=${boundary}`,
          body: multipartBytes(poisoned, boundary),
        };
      }
      const bytes = multipartBytes(parts, boundary);
      const contentType = `multipart/form-data; boundary=${boundary}`;
      switch (variant) {
        case "no-boundary":
          return { kind: "multipart-no-boundary", contentType: "multipart/form-data", body: bytes };
        case "wrong-boundary":
          return {
            kind: "multipart-wrong-boundary",
            contentType: "multipart/form-data; boundary=other",
            body: bytes,
          };
        case "cut":
          return {
            kind: "multipart-cut",
            contentType,
            body: bytes.subarray(0, Math.floor(bytes.length * cutAt)),
          };
        case "half-close":
        case "reset":
          return {
            kind: `multipart-abort-${variant}`,
            contentType,
            body: bytes.subarray(0, Math.floor(bytes.length * cutAt)),
            truncate: variant,
          };
        case "chunked":
          return { kind: "multipart-chunked", contentType, body: bytes, framing: "chunked" };
        default:
          return { kind: "multipart", contentType, body: bytes };
      }
    });
}

const oddContentType = fc.constantFrom(
  "application/xml",
  "text/html",
  "application/x-www-form-urlencoded; charset=utf-16",
  "application/json; charset=latin1",
  "application/json;",
  "multipart/form-data",
  "multipart/mixed; boundary=x",
  "image/jpeg",
  ";;;",
  "application/x-www-form-urlencoded, application/json",
  "a".repeat(3000),
);

function jsonOf(fields: [string, string][], values: unknown[]): Buffer {
  const object: Record<string, unknown> = {};
  fields.forEach(([name], i) => {
    object[name] = values[i];
  });
  return Buffer.from(JSON.stringify(object), "utf8");
}

/**
 * Bodies of every kind for a target that reads `known` fields: form-encoded (properly or with
 * invalid percent-encoding), JSON (nested values, any top-level value, invalid JSON), text/plain,
 * no content type, multipart, odd content types, empty; sometimes chunked.
 */
export function anyBody(
  known: readonly string[],
  options: { prefer: "form" | "json"; good?: GoodValues; fileFields?: readonly string[] },
): fc.Arbitrary<Body> {
  const good = options.good ?? {};
  const fields = fieldList(known, good);
  const form = fc
    .tuple(fields, fc.boolean(), fc.constantFrom("application/x-www-form-urlencoded", undefined))
    .map(
      ([f, verbatim, contentType]): Body => ({
        kind: contentType ? (verbatim ? "form-verbatim" : "form") : "form-no-content-type",
        contentType,
        body: Buffer.from(urlEncoded(f, verbatim), "utf8"),
      }),
    );
  const json = fc.oneof(
    fields.chain((f) =>
      fc.array(jsonValue, { minLength: f.length, maxLength: f.length }).map(
        (values): Body => ({
          kind: "json",
          contentType: "application/json",
          body: jsonOf(f, values),
        }),
      ),
    ),
    jsonValue.map(
      (value): Body => ({
        kind: "json-any",
        contentType: "application/json",
        body: Buffer.from(JSON.stringify(value) ?? "null", "utf8"),
      }),
    ),
    fc
      .constantFrom(
        "{",
        '{"email":',
        "[1,2",
        "\u0000",
        "nul",
        '{"a":1}}',
        "",
        "\ufeff{}",
        "{'a':1}",
      )
      .map(
        (text): Body => ({
          kind: "json-invalid",
          contentType: "application/json",
          body: Buffer.from(text),
        }),
      ),
  );
  const other = fc.oneof(
    fields.map(
      (f): Body => ({
        kind: "text-plain",
        contentType: "text/plain",
        body: Buffer.from(f.map(([n, v]) => `${n}=${v}`).join("\r\n"), "utf8"),
      }),
    ),
    fc.tuple(oddContentType, fields).map(
      ([contentType, f]): Body => ({
        kind: "odd-content-type",
        contentType,
        body: Buffer.from(urlEncoded(f)),
      }),
    ),
    fc.constantFrom<Body>(
      { kind: "empty", contentType: "application/x-www-form-urlencoded", body: Buffer.alloc(0) },
      { kind: "empty-no-content-type", body: Buffer.alloc(0) },
    ),
    fc.uint8Array({ maxLength: 4096 }).map(
      (bytes): Body => ({
        kind: "random-bytes",
        contentType: "application/x-www-form-urlencoded",
        body: Buffer.from(bytes),
      }),
    ),
  );
  const multipart = multipartBody(known, options.fileFields ?? ["attachment"], good);
  const preferred = options.prefer === "form" ? form : json;
  const second = options.prefer === "form" ? json : form;
  const body = fc.oneof(
    { weight: 6, arbitrary: preferred },
    { weight: 2, arbitrary: second },
    { weight: 2, arbitrary: other },
    { weight: 2, arbitrary: multipart },
  );
  // Now and then the same body, chunked.
  return fc
    .tuple(body, fc.integer({ min: 0, max: 9 }))
    .map(
      ([b, dice]): Body =>
        dice === 0 && !b.framing && !b.truncate
          ? { ...b, kind: `${b.kind}-chunked`, framing: "chunked" }
          : b,
    );
}
