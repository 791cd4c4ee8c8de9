import fc from "fast-check";
import type { FuzzContext } from "./context";
import { type GoodValues, REDIRECTS } from "./values";

/**
 * Who the request is from: `none` a visitor; `session` the fuzz user's session cookie (sometimes
 * left out or forged); `own-session` a session of its own (the target ends it, e.g. log-out);
 * `token` the fuzz user's backend token; `client` the portal client's basic Authorization.
 */
export type Auth = "none" | "session" | "own-session" | "token" | "client";

/** One form action, API endpoint or page: a row of the tables below. */
export interface Target {
  method: string;
  /** Path template; `:name` segments are filled with real ids or fuzzed segments. */
  path: string;
  /** A Remix route: also sent to its `.data` URL and under language prefixes (`/ksa/…`). */
  page?: boolean;
  /** A Remix index route (its `.data` URL takes `?index`). */
  index?: boolean;
  /** What the target reads from the body; `none`: no body. */
  body: "form" | "json" | "multipart" | "none";
  fields?: readonly string[];
  fileFields?: readonly string[];
  /** Query parameters it reads. */
  query?: readonly string[];
  auth?: Auth;
  /** Plausible values for fields, query parameters and path segments, to get past validation. */
  good?: (ctx: FuzzContext) => GoodValues;
  /** Multiplies FUZZ_RUNS for this target. */
  weight?: number;
}

export function targetName(target: Target): string {
  return `${target.method} ${target.path}`;
}

const oneOf = (values: readonly string[]) =>
  values.length > 0 ? fc.constantFrom(...values) : fc.constant("none");
const email = fc.oneof(fc.emailAddress(), fc.constant("fuzz-nobody@northlight-vision.example"));
const redirect = fc.constantFrom(...REDIRECTS);

const productGood = (ctx: FuzzContext): GoodValues => ({
  type: oneOf(ctx.products.map((p) => p.type)),
  productId: oneOf(ctx.products.map((p) => p.id)),
  productClass: oneOf([...new Set(ctx.products.map((p) => p.productClass))]),
  intent: fc.constantFrom(
    "compare-add",
    "compare-remove",
    "compare-clear",
    "favorite-add",
    "favorite-remove",
  ),
  index: fc.integer({ min: -2, max: 6 }).map(String),
  redirectTo: redirect,
});

const PRODUCT_FIELDS = ["intent", "productId", "productClass", "index", "redirectTo"] as const;

/** Every Remix route with an action (app/routes), posted to as a browser would and otherwise. */
export const FORM_ACTIONS: readonly Target[] = [
  {
    method: "POST",
    path: "/login",
    page: true,
    body: "form",
    fields: ["email", "password", "code", "key", "redirectTo", "captcha", "captchaMode"],
    good: () => ({
      email,
      redirectTo: redirect,
      key: fc.uuid(),
      code: fc.stringMatching(/^\w{4,6}$/),
      captcha: fc.constantFrom("image", "question"),
      captchaMode: fc.constantFrom("image", "question"),
    }),
  },
  {
    method: "POST",
    path: "/register",
    page: true,
    body: "form",
    fields: [
      "__intent__",
      "email",
      "companyName",
      "name",
      "country",
      "description",
      "code",
      "website",
    ],
    good: () => ({
      // "Send verification code" is conform's validate intent on the e-mail field.
      __intent__: fc.constant('{"type":"validate","payload":{"name":"email"}}'),
      email,
      code: fc.stringMatching(/^\d{6}$/),
      website: fc.constant(""),
    }),
  },
  {
    method: "POST",
    path: "/forgetPassword",
    page: true,
    body: "form",
    fields: ["email", "website"],
    good: () => ({ email, website: fc.constant("") }),
  },
  {
    method: "POST",
    path: "/resetPassword",
    page: true,
    body: "form",
    fields: ["token", "password", "confirmPassword"],
    query: ["token"],
  },
  {
    method: "POST",
    path: "/changePassword",
    page: true,
    body: "form",
    fields: ["oldPassword", "password", "confirmPassword"],
    auth: "session",
  },
  {
    method: "POST",
    path: "/logout",
    page: true,
    body: "form",
    fields: ["redirectTo"],
    auth: "own-session",
    good: () => ({ redirectTo: redirect }),
  },
  {
    method: "POST",
    path: "/product-center/detail/:type/:productId",
    page: true,
    body: "form",
    fields: PRODUCT_FIELDS,
    auth: "session",
    good: productGood,
  },
  {
    method: "POST",
    path: "/product-comparison",
    page: true,
    body: "form",
    fields: PRODUCT_FIELDS,
    auth: "session",
    good: productGood,
  },
  {
    method: "POST",
    path: "/product-center/detail/:type/:productId/report",
    page: true,
    body: "multipart",
    fields: ["description", "anonymous"],
    fileFields: ["picture", "attachment"],
    auth: "session",
    good: (ctx) => ({ ...productGood(ctx), anonymous: fc.constantFrom("on", "off", "") }),
  },
  {
    method: "POST",
    path: "/product-center",
    page: true,
    body: "form",
    fields: PRODUCT_FIELDS,
    auth: "session",
    good: productGood,
  },
  {
    method: "POST",
    path: "/tools/md5-checker",
    page: true,
    body: "multipart",
    fileFields: ["file"],
  },
];

const LIST_PAGING = ["page", "pageSize"] as const;

/** Every route of the backend areas (api/areas/<area>/…routes.ts), at the prefix api/app.ts mounts it under. */
export const API_ENDPOINTS: readonly Target[] = [
  {
    method: "POST",
    path: "/api/oauth/noToken/login",
    body: "json",
    fields: ["account", "password", "key", "code", "clientId"],
    auth: "client",
    good: () => ({ account: email, key: fc.uuid(), clientId: fc.constant("partner-portal") }),
  },
  {
    method: "POST",
    path: "/api/oauth/noToken/logout",
    body: "json",
    fields: ["token", "userId", "clientId"],
  },
  {
    method: "POST",
    path: "/api/oauth/noToken/refresh",
    body: "json",
    fields: ["refreshToken", "clientId"],
    auth: "client",
  },
  {
    method: "GET",
    path: "/api/oauth/anno/captcha",
    body: "none",
    query: ["key"],
    good: () => ({ key: fc.uuid() }),
  },
  {
    method: "GET",
    path: "/api/oauth/anno/check",
    body: "none",
    query: ["key", "code"],
    good: () => ({ key: fc.uuid() }),
  },
  {
    method: "POST",
    path: "/api/authority/user/password",
    body: "json",
    fields: ["oldPassword", "newPassword"],
    auth: "token",
  },
  {
    method: "POST",
    path: "/api/authority/user/forgotpwd",
    body: "json",
    fields: ["email"],
    good: () => ({ email }),
  },
  {
    method: "POST",
    path: "/api/authority/user/resetpwd",
    body: "json",
    fields: ["token", "password"],
  },
  { method: "GET", path: "/api/authority/user/current", body: "none", auth: "token" },
  {
    method: "POST",
    path: "/api/msg/verification/anno/sendEmail",
    body: "json",
    fields: ["email", "purpose"],
    good: () => ({ email, purpose: fc.constantFrom("register", "reset", "login") }),
  },
  {
    method: "POST",
    path: "/api/partner/user/applicant",
    body: "json",
    fields: ["email", "companyName", "name", "country", "description", "code"],
    good: () => ({ email, code: fc.stringMatching(/^\d{6}$/) }),
  },
  { method: "GET", path: "/api/admin/outbox", body: "none", auth: "token" },
  { method: "GET", path: "/api/admin/error-reports", body: "none", auth: "token" },
  {
    method: "GET",
    path: "/api/algorithm/list",
    body: "none",
    query: [
      "scenario",
      "classification",
      "platform",
      "algorithmType",
      "q",
      ...LIST_PAGING,
      "language",
    ],
  },
  {
    method: "GET",
    path: "/api/algorithm/:id",
    body: "none",
    good: (ctx) => ({ id: oneOf(ctx.algorithms) }),
  },
  {
    method: "GET",
    path: "/api/content/solutions",
    body: "none",
    query: ["industry", "region", "type", ...LIST_PAGING],
  },
  {
    method: "GET",
    path: "/api/content/solutions/:id",
    body: "none",
    good: (ctx) => ({ id: oneOf(ctx.solutions) }),
  },
  { method: "GET", path: "/api/content/cases", body: "none", query: ["industry", ...LIST_PAGING] },
  {
    method: "GET",
    path: "/api/content/cases/:id",
    body: "none",
    good: (ctx) => ({ id: oneOf(ctx.cases) }),
  },
  { method: "GET", path: "/api/content/launches", body: "none", query: ["language"] },
  {
    method: "GET",
    path: "/api/product/list",
    body: "none",
    query: [
      "productClass",
      "type",
      "processor",
      "memory",
      "computingPower",
      "preSales",
      "q",
      "sort",
      ...LIST_PAGING,
    ],
    good: () => ({
      sort: fc.constantFrom("overall", "hot", "latest"),
      productClass: fc.constantFrom("camera", "recorder"),
    }),
  },
  {
    method: "GET",
    path: "/api/product/compare",
    body: "none",
    query: ["ids"],
    good: (ctx) => ({
      ids: fc
        .array(oneOf(ctx.products.map((p) => p.id)), { maxLength: 6 })
        .map((ids) => ids.join(",")),
    }),
  },
  { method: "GET", path: "/api/product/favorites", body: "none", auth: "token" },
  {
    method: "POST",
    path: "/api/product/favorites",
    body: "json",
    fields: ["productId"],
    auth: "token",
    good: (ctx) => ({ productId: oneOf(ctx.products.map((p) => p.id)) }),
  },
  {
    method: "DELETE",
    path: "/api/product/favorites/:productId",
    body: "none",
    auth: "token",
    good: (ctx) => ({ productId: oneOf(ctx.products.map((p) => p.id)) }),
  },
  {
    method: "GET",
    path: "/api/product/:id",
    body: "none",
    auth: "token",
    good: (ctx) => ({ id: oneOf(ctx.products.map((p) => p.id)) }),
  },
  {
    method: "POST",
    path: "/api/product/:id/error-report",
    body: "multipart",
    fields: ["description", "anonymous"],
    fileFields: ["picture", "attachment"],
    auth: "token",
    good: (ctx) => ({
      id: oneOf(ctx.products.map((p) => p.id)),
      anonymous: fc.constantFrom("on", ""),
    }),
  },
  {
    method: "GET",
    path: "/api/search",
    body: "none",
    query: ["q", "kind", ...LIST_PAGING],
    good: () => ({
      q: fc.constantFrom("camera", "バレット", "零售", "%_\\", "NV-B580"),
      kind: fc.constantFrom("product", "solution", "case", "algorithm", "x"),
    }),
  },
  { method: "GET", path: "/api/search/pages", body: "none" },
  {
    method: "GET",
    path: "/api/admin/error-reports/:id/:file",
    body: "none",
    auth: "token",
    good: () => ({
      id: fc.integer({ min: 0, max: 50 }).map(String),
      file: fc.constantFrom("picture", "attachment", "other"),
    }),
  },
  {
    method: "GET",
    path: "/api/oauth/anno/captcha/question",
    body: "none",
    query: ["key"],
    good: () => ({ key: fc.uuid() }),
  },
  {
    method: "GET",
    path: "/api/partners",
    body: "none",
    query: ["type", "country", "speaks", ...LIST_PAGING],
  },
];

/** The calculators of /tools and the fields of their GET forms. */
const TOOL_PAGES: [string, string[]][] = [
  [
    "bandwidth",
    [
      "cameras",
      "codec",
      "superCoding",
      "scenario",
      "resolution",
      "frameRate",
      "bitRate",
      "streams",
      "packetLoss",
      "bufferChannels",
      "imageSize",
      "imagesPerSecond",
      "reserve",
      "ftp",
    ],
  ],
  [
    "storage",
    [
      "basis",
      "encoding",
      "fluctuation",
      "days",
      "nvr",
      ...[1, 2, 3].flatMap((n) => [`cameras${n}`, `resolution${n}`, `bitRate${n}`]),
    ],
  ],
  ["nvr-access", ["nvr", "nvrs", ...[1, 2, 3].flatMap((n) => [`camera${n}`, `count${n}`])]],
  ["detection-distance", ["sensor", "pixels", "focal", "height", "tilt", "scenario"]],
];
const toolNumber = fc.oneof(
  fc.integer({ min: -5, max: 20000 }).map(String),
  fc.double({ noNaN: false }).map(String),
);
const toolGood = (ctx: FuzzContext): GoodValues => ({
  cameras: toolNumber,
  frameRate: toolNumber,
  focal: toolNumber,
  height: toolNumber,
  tilt: toolNumber,
  days: toolNumber,
  nvr: oneOf(ctx.products.filter((p) => p.productClass === "recorder").map((p) => p.id)),
  camera1: oneOf(ctx.products.filter((p) => p.productClass === "camera").map((p) => p.id)),
  sensor: fc.constantFrom("1/2.8", "1/2", "1/3"),
  scenario: fc.constantFrom("detection", "recognition", "ePolice", "normal", "busy"),
  target: fc.constantFrom("bandwidth", "storage", "design-tool", "md5-checker", "nope"),
});

/** Pages whose loaders read the query or path ids (GET), signed in or not. */
export const PAGES: readonly Target[] = [
  {
    method: "GET",
    path: "/product-center",
    page: true,
    body: "none",
    query: [
      "productClass",
      "type",
      "processor",
      "memory",
      "computingPower",
      "preSales",
      "q",
      "sort",
      "page",
    ],
    auth: "session",
  },
  {
    method: "GET",
    path: "/solution",
    page: true,
    body: "none",
    query: ["industry", "region", "type", "page"],
  },
  {
    method: "GET",
    path: "/case",
    page: true,
    index: true,
    body: "none",
    query: ["industry", "page"],
  },
  {
    method: "GET",
    path: "/algorithmstore",
    page: true,
    body: "none",
    query: ["scenario", "classification", "platform", "algorithmType", "q", "page"],
  },
  { method: "GET", path: "/new-product-launch", page: true, body: "none", query: ["page", "id"] },
  {
    method: "GET",
    path: "/product-comparison",
    page: true,
    body: "none",
    query: ["export"],
    auth: "session",
  },
  { method: "GET", path: "/product-comparison.csv", page: true, body: "none", query: ["ids"] },
  {
    method: "GET",
    path: "/login",
    page: true,
    body: "none",
    query: ["redirectTo", "expired", "required"],
    auth: "session",
    good: () => ({ redirectTo: redirect }),
  },
  {
    method: "GET",
    path: "/logout",
    page: true,
    body: "none",
    query: ["redirectTo"],
    auth: "session",
    good: () => ({ redirectTo: redirect }),
  },
  { method: "GET", path: "/resetPassword", page: true, body: "none", query: ["token"] },
  {
    method: "GET",
    path: "/personal-center",
    page: true,
    body: "none",
    query: ["tab"],
    auth: "session",
  },
  {
    method: "GET",
    path: "/admin",
    page: true,
    index: true,
    body: "none",
    query: ["page"],
    auth: "session",
  },
  {
    method: "GET",
    path: "/admin/outbox",
    page: true,
    body: "none",
    query: ["page"],
    auth: "session",
  },
  {
    method: "GET",
    path: "/product-center/detail/:type/:productId",
    page: true,
    body: "none",
    query: ["tab"],
    auth: "session",
    good: productGood,
  },
  {
    method: "GET",
    path: "/product-center/detail/:type/:productId/report",
    page: true,
    body: "none",
    auth: "session",
    good: productGood,
  },
  {
    method: "GET",
    path: "/solution-details/:id/solution",
    page: true,
    body: "none",
    good: (ctx) => ({ id: oneOf(ctx.solutions) }),
  },
  {
    method: "GET",
    path: "/case/:id/detail",
    page: true,
    body: "none",
    good: (ctx) => ({ id: oneOf(ctx.cases) }),
  },
  {
    method: "GET",
    path: "/algorithm-details-page/:id",
    page: true,
    body: "none",
    query: ["tab"],
    good: (ctx) => ({
      id: oneOf(ctx.algorithms),
      tab: fc.constantFrom("overview", "specs", "cases"),
    }),
  },
  { method: "GET", path: "/__manifest", body: "none", query: ["version", "p"] },
  { method: "GET", path: "/:any", page: true, body: "none", query: ["q"] },
  {
    method: "GET",
    path: "/search",
    page: true,
    body: "none",
    query: ["q", "kind", "page"],
    good: () => ({
      q: fc.constantFrom("camera", "バレット", "零售", "%", "NV-B580"),
      kind: fc.constantFrom("product", "solution", "case", "algorithm", "x"),
    }),
  },
  {
    method: "GET",
    path: "/admin/error-reports/:id/:file",
    page: true,
    body: "none",
    auth: "session",
    good: () => ({
      id: fc.integer({ min: 0, max: 50 }).map(String),
      file: fc.constantFrom("picture", "attachment", "other"),
    }),
  },
  ...TOOL_PAGES.flatMap(([tool, query]): Target[] => [
    { method: "GET", path: `/tools/${tool}`, page: true, body: "none", query, good: toolGood },
    { method: "GET", path: `/tools/${tool}.csv`, page: true, body: "none", query, good: toolGood },
  ]),
  { method: "GET", path: "/tools/:target", page: true, body: "none", good: toolGood },
  { method: "GET", path: "/tools/camera-database.csv", page: true, body: "none" },
  {
    method: "GET",
    path: "/channel",
    page: true,
    body: "none",
    query: ["type", "country", "language", "page"],
  },
];

/** Pages without inputs of their own, for the odd-method and path targets. */
export const PLAIN_PAGES: readonly string[] = [
  "/",
  "/home",
  "/about",
  "/contact",
  "/legal",
  "/privacy-policy",
  "/terms",
  "/what-is-a-software-defined-camera",
  "/sitemap",
  "/register",
  "/forgetPassword",
  "/changePassword",
  "/robots.txt",
  "/sitemap.xml",
  "/healthz",
  "/favicon.ico",
  "/specialist",
  "/channel/world.svg",
];
