// What two replicas on one PostgreSQL share (run by scripts/two-replicas.sh, which starts them):
// a session signed in on one is signed in on the other; wrong passwords sent to both lock the account
// at the limit; a page kept by one is rendered again after a content change made on the other;
// a sign-out on one ends the session on the other.
import assert from "node:assert/strict";

const ONE = process.env.ONE;
const TWO = process.env.TWO;
if (!ONE || !TWO) throw new Error("ONE and TWO must name the replicas' origins");

const CLIENT = `Basic ${Buffer.from("partner-portal:northlight-partner-portal").toString("base64")}`;
/** Demo accounts of the seed catalogue (content/catalogue/users.json). */
const PARTNER = {
  account: "ana.ribeiro@vigiatec.example",
  password: "Lantern-Harbour-42!",
  name: "Ana Ribeiro",
};
const LOCKED = { account: "kemal.aydin@guvenlikpro.example", password: "Copper-Meadow-17!" };
const ADMIN = { account: "admin@northlight-vision.example", password: "Aurora-Keystone-2026!" };
/** LOGIN_FAILURES_PER_ACCOUNT in api/areas/accounts/service.ts. */
const FAILURES_ALLOWED = 5;
const CODE = { badCredentials: 40014, tooManyAttempts: 40015 };

const replicas = [ONE, TWO];
const started = Date.now();
function step(text) {
  console.log(`  ok ${((Date.now() - started) / 1000).toFixed(1)} s  ${text}`);
}

/** A captcha key of our own and its answer (the servers run with CAPTCHA_TEST_ANSWERS=1). */
async function captcha(origin) {
  const key = `replicas-${Math.random().toString(36).slice(2, 12)}`;
  const response = await fetch(`${origin}/api/oauth/anno/captcha?key=${key}`);
  const code = response.headers.get("x-captcha-answer");
  assert.ok(code, "the captcha answer is exposed to test runs");
  await response.arrayBuffer();
  return { key, code };
}

async function apiLogin(origin, user) {
  const response = await fetch(`${origin}/api/oauth/noToken/login`, {
    method: "POST",
    headers: { authorization: CLIENT, "content-type": "application/json" },
    body: JSON.stringify({
      account: user.account,
      password: user.password,
      ...(await captcha(origin)),
    }),
  });
  return { status: response.status, body: await response.json() };
}

/** Signs in through the sign-in form (as without JavaScript): the session cookie. */
async function formLogin(origin, user) {
  const { key, code } = await captcha(origin);
  const response = await fetch(`${origin}/login`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({
      email: user.account,
      password: user.password,
      key,
      code,
      redirectTo: "",
      website: "",
    }),
  });
  assert.ok(
    response.status >= 300 && response.status < 400,
    `sign-in redirects (got ${response.status})`,
  );
  const cookie = response.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .find((c) => /^(__Host-)?nv-session=./.test(c));
  assert.ok(cookie, "sign-in sets the session cookie");
  return cookie;
}

async function page(origin, path, cookie) {
  const response = await fetch(`${origin}${path}`, {
    redirect: "manual",
    headers: cookie ? { cookie } : {},
  });
  return { status: response.status, headers: response.headers, body: await response.text() };
}

// (a) Signed in on one replica, signed in on the other.
const cookie = await formLogin(ONE, PARTNER);
const center = await page(TWO, "/personal-center", cookie);
assert.equal(center.status, 200, "the personal center answers on the other replica");
assert.ok(center.body.includes(PARTNER.name), "the other replica shows the signed-in user");
const anonymous = await page(TWO, "/personal-center");
assert.equal(anonymous.status, 302, "without the cookie the personal center asks to sign in");
step("signed in on replica 1, the personal center on replica 2 shows the user");

// (b) Wrong passwords spread over both replicas lock the account exactly at the limit.
for (let attempt = 0; attempt < FAILURES_ALLOWED; attempt++) {
  const reply = await apiLogin(replicas[attempt % 2], { ...LOCKED, password: `wrong ${attempt}` });
  assert.equal(
    reply.body.code,
    CODE.badCredentials,
    `wrong password ${attempt + 1} is refused as such`,
  );
}
const locked = await apiLogin(replicas[FAILURES_ALLOWED % 2], LOCKED);
assert.equal(locked.status, 429, "the next attempt, with the right password, is refused");
assert.equal(locked.body.code, CODE.tooManyAttempts);
const lockedOther = await apiLogin(replicas[(FAILURES_ALLOWED + 1) % 2], LOCKED);
assert.equal(lockedOther.body.code, CODE.tooManyAttempts, "on the other replica too");
step(
  `${FAILURES_ALLOWED} wrong passwords alternating between the replicas lock the account on both`,
);

// (c) A page kept by replica 2 is rendered again after the content changes on replica 1.
const path = "/product-center";
await page(TWO, path);
const kept = await page(TWO, path);
assert.equal(
  kept.headers.get("x-page-cache"),
  "hit",
  `replica 2 serves ${path} from its cache (${kept.status}, ${kept.headers.get("cache-control")})`,
);
const admin = await apiLogin(ONE, ADMIN);
assert.ok(admin.body.isSuccess, "the administrator signs in");
const reload = await fetch(`${ONE}/api/admin/catalogue/reload`, {
  method: "POST",
  headers: { authorization: CLIENT, token: `Bearer ${admin.body.data.token}` },
});
const reloaded = await reload.json();
assert.ok(reloaded.isSuccess, `the catalogue reload succeeds (${reloaded.message})`);
const changedAt = Date.now();
let fresh;
while (Date.now() - changedAt < 1000) {
  fresh = await page(TWO, path);
  if (fresh.headers.get("x-page-cache") === "miss") break;
  await new Promise((resolve) => setTimeout(resolve, 50));
}
assert.equal(
  fresh?.headers.get("x-page-cache"),
  "miss",
  "replica 2 renders the page again within 1 s",
);
assert.equal(fresh.status, 200);
step(
  `catalogue reloaded on replica 1, replica 2 renders ${path} again after ${Date.now() - changedAt} ms`,
);

// (d) Signed out on one replica, refused on the other.
const out = await fetch(`${TWO}/logout`, {
  method: "POST",
  redirect: "manual",
  headers: { cookie, "content-type": "application/x-www-form-urlencoded" },
  body: new URLSearchParams({ website: "" }),
});
assert.ok(out.status >= 300 && out.status < 400, `sign-out redirects (got ${out.status})`);
const after = await page(ONE, "/personal-center", cookie);
assert.equal(after.status, 302, "the old cookie no longer opens the personal center on replica 1");
assert.match(after.headers.get("location") ?? "", /\/login/);
step("signed out on replica 2, the session is refused on replica 1");

console.log(`two replicas: all checks passed in ${((Date.now() - started) / 1000).toFixed(1)} s`);
