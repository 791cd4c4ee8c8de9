import fc from "fast-check";
import { multipartBytes, urlEncoded } from "./bodies";
import { PORT, REQUEST_TIMEOUT_MS } from "./config";
import type { FuzzContext } from "./context";
import type { FuzzRequest } from "./http";
import type { Case } from "./requests";
import { fieldValue } from "./values";

/** Raw-protocol cases: what only a hand-written request line and head can send. */

const HOST = `localhost:${PORT}`;
const raw = (request: FuzzRequest, url: string, body: string): Case => ({ request, url, body });

const PATHS = [
  "/",
  "/login",
  "/login.data",
  "/ksa/product-center?q=a",
  "/product-comparison",
  "/api/product/list",
  "/api/oauth/noToken/login",
  "/healthz",
] as const;

const ODD_HOSTS = [
  "",
  "evil.example",
  "a b",
  "localhost:99999",
  "localhost:-1",
  "[::1",
  "[::1]:4205",
  `${HOST}:1`,
  "%zz",
  "x".repeat(3000),
  "üñî.example",
  "localhost, evil.example",
  "@evil.example",
  "user:pass@localhost",
  "localhost/x",
  "localhost?x",
  "localhost#x",
  "localhost\\x",
  "127.0.0.1",
  "0",
  "..",
] as const;

/** Host, X-Forwarded-Host/Proto/For of every shape (the test server trusts a proxy). */
export const hostCases: fc.Arbitrary<Case> = fc
  .record({
    method: fc.constantFrom("GET", "POST", "HEAD"),
    path: fc.constantFrom(...PATHS),
    host: fc.oneof(fc.constantFrom(...ODD_HOSTS), fc.constant(HOST)),
    hostMode: fc.constantFrom("one", "one", "missing", "twice"),
    forwardedHost: fc.option(fc.constantFrom(...ODD_HOSTS)),
    forwardedProto: fc.option(
      fc.constantFrom("https", "http", "ftp", "", "https, http", "HTTPS", "javascript"),
    ),
    forwardedFor: fc.option(
      fc.constantFrom(
        "",
        "not-an-ip",
        "1.1.1.1, 2.2.2.2",
        "::1",
        "x".repeat(2000),
        "%00",
        "203.0.113.7",
      ),
    ),
  })
  .map(({ method, path, host, hostMode, forwardedHost, forwardedProto, forwardedFor }) => {
    const headers: [string, string][] = [["Connection", "close"]];
    if (hostMode !== "missing") headers.push(["Host", host]);
    if (hostMode === "twice") headers.push(["Host", "evil.example"]);
    if (forwardedHost !== null) headers.push(["X-Forwarded-Host", forwardedHost]);
    if (forwardedProto !== null) headers.push(["X-Forwarded-Proto", forwardedProto]);
    headers.push(["X-Forwarded-For", forwardedFor ?? `203.0.113.${path.length}`]);
    const body =
      method === "POST" ? Buffer.from("email=a%40b.example&intent=compare-clear") : undefined;
    if (body) headers.push(["Content-Type", "application/x-www-form-urlencoded"]);
    return raw({ method, target: path, headers, body, rawHead: true }, path, `host-${hostMode}`);
  });

const ODD_TARGETS = [
  "http://evil.example/",
  `http://${HOST}/login`,
  "https://evil.example/login?redirectTo=//evil.example",
  "*",
  "//evil.example",
  "//evil.example/login",
  "/.//evil.example",
  "evil.example",
  "/%",
  "/%zz",
  "/%00",
  "/?%00=%00",
  "/login?redirectTo=%00",
  "/product-center?q=%00&q=%00",
  "/api/../healthz",
  "/build/../../package.json",
  "/build/%2e%2e/%2e%2e/package.json",
  "/public/../server.ts",
  "/favicon.ico/..%2f..%2fpackage.json",
  "/%C0%AE%C0%AE/package.json",
  "/\u00ff\u00fe",
  "/caf\u00e9",
  "/ksa/\u0645",
  "/a\u0001b",
  "/a\u007fb",
  "/a\tb",
  `/${"a".repeat(9000)}`,
  `/product-center?q=${"a".repeat(9000)}`,
  `/product-center?${"a=1&".repeat(2000)}`,
  "/login.data?_routes=%zz",
  "/login.data?_routes=routes/nowhere",
  "/_root.data",
  "/.data",
  "/ksa.data",
  "/__manifest?version=x&p=%zz",
  "/__manifest?p=/a&p=/b",
  "/product-center?_data=routes/($lang)+/_products+/product-center",
  "/product-center?_data=%zz",
] as const;

/** Request targets: absolute form, `*`, traversal, invalid percent-encoding, raw bytes, very long. */
export const targetCases: fc.Arbitrary<Case> = fc
  .record({
    method: fc.constantFrom("GET", "GET", "POST", "HEAD", "OPTIONS"),
    target: fc.oneof(
      { weight: 3, arbitrary: fc.constantFrom(...ODD_TARGETS) },
      {
        weight: 1,
        arbitrary: fc
          .string({ unit: "binary", minLength: 1, maxLength: 40 })
          .map((s) => `/${s.replace(/[\r\n ]/g, "_")}`),
      },
    ),
  })
  .map(({ method, target }) => {
    const headers: [string, string][] = [];
    const body = method === "POST" ? Buffer.from("intent=compare-clear") : undefined;
    if (body) headers.push(["Content-Type", "application/x-www-form-urlencoded"]);
    return raw({ method, target, headers, body }, target.slice(0, 40), "raw-target");
  });

const POST_PATHS = [
  "/login",
  "/register.data",
  "/product-comparison",
  "/ksa/forgetPassword",
  "/api/oauth/noToken/login",
  "/api/authority/user/forgotpwd",
  "/api/partner/user/applicant",
] as const;

/** Broken body framing: chunk sizes, Content-Length and Transfer-Encoding of every shape. */
const FRAMINGS: readonly {
  name: string;
  headers: [string, string][];
  body: string;
  truncate?: FuzzRequest["truncate"];
}[] = [
  {
    name: "bad chunk size",
    headers: [["Transfer-Encoding", "chunked"]],
    body: "zz\r\nabc\r\n0\r\n\r\n",
  },
  {
    name: "negative chunk size",
    headers: [["Transfer-Encoding", "chunked"]],
    body: "-3\r\nabc\r\n0\r\n\r\n",
  },
  {
    name: "huge chunk size",
    headers: [["Transfer-Encoding", "chunked"]],
    body: "ffffffffffffffffff\r\nabc",
    truncate: "half-close",
  },
  {
    name: "chunk bigger than sent",
    headers: [["Transfer-Encoding", "chunked"]],
    body: "100\r\nabc",
    truncate: "half-close",
  },
  {
    name: "no last chunk",
    headers: [["Transfer-Encoding", "chunked"]],
    body: "3\r\nabc\r\n",
    truncate: "half-close",
  },
  {
    name: "chunk extension",
    headers: [["Transfer-Encoding", "chunked"]],
    body: '3;x="y"\r\nabc\r\n0\r\n\r\n',
  },
  {
    name: "chunk without CRLF",
    headers: [["Transfer-Encoding", "chunked"]],
    body: "3\r\nabcdef0\r\n\r\n",
  },
  {
    name: "trailers",
    headers: [["Transfer-Encoding", "chunked"]],
    body: "3\r\nabc\r\n0\r\nX-Trailer: 1\r\n\r\n",
  },
  {
    name: "CL and TE",
    headers: [
      ["Content-Length", "3"],
      ["Transfer-Encoding", "chunked"],
    ],
    body: "3\r\nabc\r\n0\r\n\r\n",
  },
  {
    name: "two lengths",
    headers: [
      ["Content-Length", "3"],
      ["Content-Length", "4"],
    ],
    body: "abcd",
  },
  { name: "length list", headers: [["Content-Length", "3, 3"]], body: "abc" },
  { name: "negative length", headers: [["Content-Length", "-1"]], body: "" },
  { name: "length not a number", headers: [["Content-Length", "abc"]], body: "" },
  { name: "length 1e3", headers: [["Content-Length", "1e3"]], body: "" },
  { name: "huge length", headers: [["Content-Length", "99999999999999999999"]], body: "" },
  {
    name: "length above the limit",
    headers: [["Content-Length", String(60 * 1024 * 1024)]],
    body: "a=b",
    truncate: "half-close",
  },
  {
    name: "body longer than length",
    headers: [["Content-Length", "3"]],
    body: "abcGET /healthz HTTP/1.1\r\nHost: x\r\n\r\n",
  },
  {
    name: "gzip, chunked",
    headers: [["Transfer-Encoding", "gzip, chunked"]],
    body: "3\r\nabc\r\n0\r\n\r\n",
  },
  {
    name: "TE identity",
    headers: [
      ["Transfer-Encoding", "identity"],
      ["Content-Length", "3"],
    ],
    body: "abc",
  },
  {
    name: "TE unknown",
    headers: [["Transfer-Encoding", "x-fuzz"]],
    body: "abc",
    truncate: "half-close",
  },
  {
    name: "gzip claimed",
    headers: [
      ["Content-Encoding", "gzip"],
      ["Content-Length", "3"],
    ],
    body: "abc",
  },
  {
    name: "expect 100-continue",
    headers: [
      ["Expect", "100-continue"],
      ["Content-Length", "3"],
    ],
    body: "abc",
  },
  {
    name: "expect unknown",
    headers: [
      ["Expect", "200-ok"],
      ["Content-Length", "3"],
    ],
    body: "abc",
  },
];

export const framingCases: fc.Arbitrary<Case> = fc
  .record({
    path: fc.constantFrom(...POST_PATHS),
    framing: fc.constantFrom(...FRAMINGS),
    contentType: fc.constantFrom(
      "application/x-www-form-urlencoded",
      "application/json",
      "multipart/form-data; boundary=x",
    ),
  })
  .map(({ path, framing, contentType }) =>
    raw(
      {
        method: "POST",
        target: path,
        headers: [["Content-Type", contentType], ...framing.headers],
        body: Buffer.from(framing.body, "latin1"),
        framing: "raw",
        truncate: framing.truncate,
      },
      path,
      framing.name,
    ),
  );

const GARBAGE_HEADS = [
  "GET / HTTP/1.0\r\n\r\n",
  "GET / HTTP/1.2\r\nHost: x\r\n\r\n",
  "GET / HTTP/2.0\r\nHost: x\r\n\r\n",
  "PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n",
  "\u0016\u0003\u0001\u0002\u0000\u0001\u0000\u0001\u00fc\u0003\u0003",
  "get / HTTP/1.1\r\nHost: x\r\n\r\n",
  "GET  /  HTTP/1.1\r\nHost: x\r\n\r\n",
  "GET / HTTP/1.1\r\nHost: x\r\nX-Folded: a\r\n b\r\n\r\n",
  "GET / HTTP/1.1\r\nHost: x\r\nNo colon here\r\n\r\n",
  "GET / HTTP/1.1\r\nHost: x\r\nBad Name: y\r\n\r\n",
  "GET / HTTP/1.1\r\nHost: x\r\nX: a\u0000b\r\n\r\n",
  "GET / HTTP/1.1\nHost: x\n\n",
  `GET / HTTP/1.1\r\nHost: x\r\n${"X-A: b\r\n".repeat(300)}\r\n`,
  `GET / HTTP/1.1\r\nHost: x\r\nX-Big: ${"a".repeat(20_000)}\r\n\r\n`,
  `GET / HTTP/1.1\r\nHost: x\r\nCookie: ${"nv-compare=x; ".repeat(600)}\r\n\r\n`,
  "GET /healthz HTTP/1.1\r\nHost: x\r\n\r\nGET /login HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n",
  "\r\n\r\nGET / HTTP/1.1\r\nHost: x\r\n\r\n",
];

/** Heads that are not HTTP/1.1 as a browser writes it; sent as they are, then half-closed. */
export const headCases: fc.Arbitrary<Case> = fc.constantFrom(...GARBAGE_HEADS).map((head) =>
  raw(
    {
      method: head.split(" ", 1)[0] ?? "",
      target: "",
      headers: [],
      wire: Buffer.from(head, "latin1"),
      rawHead: true,
      truncate: "half-close",
    },
    JSON.stringify(head.slice(0, 24)),
    "raw-head",
  ),
);

/** A request the client gives up on halfway: form, JSON or multipart, to every POST target. */
export function abandonedCases(ctx: FuzzContext): fc.Arbitrary<Case> {
  const product = ctx.products[0]!;
  const paths = [
    ...POST_PATHS,
    "/logout",
    "/changePassword",
    `/product-center/detail/${product.type}/${product.id}`,
    `/product-center/detail/${product.type}/${product.id}/report`,
    `/zh/product-center/detail/${product.type}/${product.id}/report.data`,
    `/api/product/${product.id}/error-report`,
    "/api/product/favorites",
  ];
  return fc
    .record({
      path: fc.constantFrom(...paths),
      kind: fc.constantFrom("form", "json", "multipart"),
      value: fieldValue,
      how: fc.constantFrom("half-close", "reset") as fc.Arbitrary<"half-close" | "reset">,
      chunked: fc.boolean(),
      signedIn: fc.boolean(),
      cut: fc.double({ min: 0, max: 1, noNaN: true }),
    })
    .map(({ path, kind, value, how, chunked, signedIn, cut }) => {
      const fields: [string, string][] = [
        ["description", value],
        ["email", value],
        ["intent", "compare-clear"],
      ];
      const body =
        kind === "form"
          ? Buffer.from(urlEncoded(fields))
          : kind === "json"
            ? Buffer.from(JSON.stringify(Object.fromEntries(fields)))
            : multipartBytes(
                [
                  ...fields.map(([name, v]) => ({ name, data: Buffer.from(v) })),
                  {
                    name: "attachment",
                    filename: "a.bin",
                    type: "application/octet-stream",
                    data: Buffer.alloc(64 * 1024, 7),
                  },
                ],
                "fuzzAbandoned",
              );
      const contentType =
        kind === "form"
          ? "application/x-www-form-urlencoded"
          : kind === "json"
            ? "application/json"
            : "multipart/form-data; boundary=fuzzAbandoned";
      const headers: [string, string][] = [["Content-Type", contentType]];
      if (signedIn)
        headers.push(
          ["Cookie", ctx.sessionCookie],
          ["token", `Bearer ${ctx.token}`],
          ["tenant", "partner"],
        );
      return raw(
        {
          method: "POST",
          target: path,
          headers,
          body: body.subarray(0, Math.floor(body.length * cut)),
          framing: chunked ? "chunked" : "length",
          truncate: how,
        },
        path.startsWith("/api/") ? "/api" : "page",
        `${kind}-abandoned-${how}${chunked ? "-chunked" : ""}`,
      );
    });
}

const MIB = 1024 * 1024;

async function* filler(bytes: number, head: Buffer = Buffer.alloc(0)): AsyncIterable<Buffer> {
  yield head;
  const piece = Buffer.alloc(MIB, 0x61);
  for (let sent = 0; sent < bytes; sent += MIB) yield piece;
}

/** Bodies above the server's limit (51 MiB), chunked (no Content-Length to refuse up front). */
export function overLimitCases(ctx: FuzzContext): Case[] {
  const product = ctx.products[0]!;
  const multipartHead = Buffer.from(
    '--fuzzBig\r\nContent-Disposition: form-data; name="description"\r\n\r\nbig\r\n--fuzzBig\r\nContent-Disposition: form-data; name="attachment"; filename="big.bin"\r\nContent-Type: application/octet-stream\r\n\r\n',
  );
  const big = (target: string, contentType: string, head?: Buffer): Case =>
    raw(
      {
        method: "POST",
        target,
        headers: [["Content-Type", contentType]],
        framing: "chunked",
        bodyStream: () => filler(53 * MIB, head),
        // 53 MiB through a page's multipart parser on a busy machine of two cores: the check is the
        // 413, not the upload speed.
        timeoutMs: 6 * REQUEST_TIMEOUT_MS,
      },
      target,
      "chunked-over-limit",
    );
  return [
    big("/login", "application/x-www-form-urlencoded"),
    big("/api/oauth/noToken/login", "application/json"),
    big(
      `/product-center/detail/${product.type}/${product.id}/report`,
      "multipart/form-data; boundary=fuzzBig",
      multipartHead,
    ),
    big(
      `/api/product/${product.id}/error-report`,
      "multipart/form-data; boundary=fuzzBig",
      multipartHead,
    ),
  ];
}
