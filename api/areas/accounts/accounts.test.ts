import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { mailOutbox, tokens, users } from "../../db/schema";
import { sha256 } from "../../infra/secrets";
import { addUser, client, backendForFile } from "../../test/support";

const unique = () => Math.random().toString(36).slice(2, 10);

const ctx = backendForFile();

async function lastMailTo(address: string) {
  const rows = await ctx.backend.db.select().from(mailOutbox).where(eq(mailOutbox.to, address));
  return rows.at(-1);
}

describe("captcha", () => {
  it("answers an SVG image without readable text, and checks the answer", async () => {
    const { key, answer, response } = await ctx.api.captcha();
    expect(response.headers.get("content-type")).toBe("image/svg+xml");
    const svg = await response.text();
    expect(svg.startsWith("<svg")).toBe(true);
    expect(svg).not.toContain("<text");
    expect(answer).toMatch(/^[A-Z0-9]{4}$/);
    const wrong = await ctx.api.call("GET", "/oauth/anno/check", { query: { key, code: "ZZZZ" } });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ isSuccess: false, code: 40011 });
    const right = await ctx.api.call("GET", "/oauth/anno/check", {
      query: { key, code: answer.toLowerCase() },
    });
    expect(right.body).toMatchObject({ isSuccess: true, code: 0, data: true });
  });

  it("asks a question instead of the image, checked the same way", async () => {
    const key = `q-${unique()}`;
    const reply = await ctx.api.call("GET", "/oauth/anno/captcha/question", { query: { key } });
    expect(reply.status).toBe(200);
    const { a, b, operation } = reply.body.data as { a: number; b: number; operation: string };
    expect(["plus", "minus"]).toContain(operation);
    const answer = operation === "plus" ? a + b : a - b;
    expect(answer).toBeGreaterThanOrEqual(0);
    const wrong = await ctx.api.call("GET", "/oauth/anno/check", {
      query: { key, code: String(answer + 1) },
    });
    expect(wrong.body.code).toBe(40011);
    // Digits typed with another script's keyboard are the same answer.
    const arabic = [...String(answer)].map((d) => String.fromCharCode(0x0660 + Number(d))).join("");
    const right = await ctx.api.call("GET", "/oauth/anno/check", { query: { key, code: arabic } });
    expect(right.body).toMatchObject({ isSuccess: true, data: true });
    const malformed = await ctx.api.call("GET", "/oauth/anno/captcha/question", {
      query: { key: "x" },
    });
    expect(malformed.body.code).toBe(40010);
  });

  it("refuses a malformed key", async () => {
    const reply = await ctx.api.call("GET", "/oauth/anno/check", {
      query: { key: "x", code: "1" },
    });
    expect(reply.body.code).toBe(40010);
  });
});

describe("sign-in", () => {
  const account = `partner-${unique()}@integrator.example`;
  beforeAll(() => addUser(ctx.backend, account, "correct horse 42"));

  it("needs the portal client's basic Authorization", async () => {
    const { key, answer } = await ctx.api.captcha();
    const reply = await ctx.api.call("POST", "/oauth/noToken/login", {
      json: { account, password: "correct horse 42", key, code: answer },
      headers: { authorization: "Basic bm9wZTpub3Bl" },
    });
    expect(reply.status).toBe(401);
    expect(reply.body.code).toBe(40009);
  });

  it("validates the e-mail with the spec's message", async () => {
    const { key, answer } = await ctx.api.captcha();
    const reply = await ctx.api.call("POST", "/oauth/noToken/login", {
      json: { account: "not-an-email", password: "x", key, code: answer },
    });
    expect(reply.status).toBe(400);
    expect(reply.body.code).toBe(40010);
    expect(reply.body.message).toContain("Email is invalid");
  });

  it("refuses a wrong captcha, and a captcha answer works only once", async () => {
    const { key, answer } = await ctx.api.captcha();
    const wrong = await ctx.api.call("POST", "/oauth/noToken/login", {
      json: { account, password: "correct horse 42", key, code: "QQQQ" },
    });
    expect(wrong.body.code).toBe(40011);
    const reused = await ctx.api.call("POST", "/oauth/noToken/login", {
      json: { account, password: "correct horse 42", key, code: answer },
    });
    expect(reused.body.code).toBe(40011);
  });

  it("signs in once with the answer to the question", async () => {
    const key = `q-${unique()}`;
    const reply = await ctx.api.call("GET", "/oauth/anno/captcha/question", { query: { key } });
    const { a, b, operation } = reply.body.data as { a: number; b: number; operation: string };
    const code = String(operation === "plus" ? a + b : a - b);
    const first = await ctx.api.call("POST", "/oauth/noToken/login", {
      json: { account, password: "correct horse 42", key, code },
    });
    expect(first.body).toMatchObject({ isSuccess: true, code: 0 });
    const again = await ctx.api.call("POST", "/oauth/noToken/login", {
      json: { account, password: "correct horse 42", key, code },
    });
    expect(again.body.code).toBe(40011);
  });

  it("refuses a wrong password and signs in with the right one", async () => {
    const wrong = await ctx.api.login(account, "wrong password");
    expect(wrong.body).toMatchObject({ isSuccess: false, code: 40014 });
    const right = await ctx.api.login(account.toUpperCase(), "correct horse 42");
    expect(right.status).toBe(200);
    expect(right.body).toMatchObject({ isSuccess: true, code: 0, message: "Login success" });
    const data = right.body.data;
    expect(data.token).toBeTruthy();
    expect(data.refreshToken).toBeTruthy();
    expect(data.tenant).toBe("partner");
    expect(data.expire).toBeGreaterThan(Date.now());
    expect(data.user).toMatchObject({
      account,
      name: "Test User",
      company: "Test Integrators Ltd",
    });
    expect(data.roles).toEqual(["partner"]);
    expect(data.permissions).toContain("deal:register");
    // Only the hash of a token is stored.
    const stored = await ctx.backend.db
      .select()
      .from(tokens)
      .where(eq(tokens.accessHash, sha256(data.token)));
    expect(stored).toHaveLength(1);
  });

  it("stops an account after five failures", async () => {
    const victim = `victim-${unique()}@integrator.example`;
    await addUser(ctx.backend, victim, "right password 1");
    for (let i = 0; i < 5; i++)
      expect((await ctx.api.login(victim, "guess")).body.code).toBe(40014);
    const blocked = await ctx.api.login(victim, "right password 1");
    expect(blocked.status).toBe(429);
    expect(blocked.body.code).toBe(40015);
  });

  it("stops a client address after twenty failures whatever the account", async () => {
    const other = client(ctx.backend);
    for (let i = 0; i < 20; i++) await other.login(`nobody-${i}-${unique()}@x.example`, "guess");
    const blocked = await other.login(account, "correct horse 42");
    expect(blocked.body.code).toBe(40015);
  });
});

describe("session codes", () => {
  const account = `session-${unique()}@integrator.example`;
  let token: string;
  let refreshToken: string;
  beforeAll(async () => {
    await addUser(ctx.backend, account, "session pass 1");
    ({ token, refreshToken } = (await ctx.api.login(account, "session pass 1")).body.data);
  });

  it("answers the signed-in user's account", async () => {
    const reply = await ctx.api.call("GET", "/authority/user/current", { token });
    expect(reply.body.data).toMatchObject({
      account,
      company: "Test Integrators Ltd",
      roles: ["partner"],
    });
  });

  it("40000 without a user token, 40001 for an unknown one, both HTTP 401", async () => {
    const tourist = await ctx.api.call("GET", "/authority/user/current");
    expect([tourist.status, tourist.body.code]).toEqual([401, 40000]);
    const unknown = await ctx.api.call("GET", "/authority/user/current", { token: "made-up" });
    expect([unknown.status, unknown.body.code]).toEqual([401, 40001]);
  });

  it("40008 when the tenant does not match the token", async () => {
    const reply = await ctx.api.call("GET", "/authority/user/current", {
      token,
      tenant: "northlight",
    });
    expect([reply.status, reply.body.code]).toEqual([401, 40008]);
  });

  it("40002 once the access token has expired, and refreshing gives a new pair", async () => {
    await ctx.backend.db
      .update(tokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(tokens.accessHash, sha256(token)));
    const expired = await ctx.api.call("GET", "/authority/user/current", { token });
    expect([expired.status, expired.body.code]).toEqual([401, 40002]);
    const refreshed = await ctx.api.call("POST", "/oauth/noToken/refresh", {
      json: { refreshToken },
    });
    expect(refreshed.body.isSuccess).toBe(true);
    const again = await ctx.api.call("POST", "/oauth/noToken/refresh", { json: { refreshToken } });
    expect([again.status, again.body.code]).toEqual([401, 40005]);
    token = refreshed.body.data.token;
    expect((await ctx.api.call("GET", "/authority/user/current", { token })).body.isSuccess).toBe(
      true,
    );
  });

  it("40006 for a disabled account", async () => {
    await ctx.backend.db
      .update(users)
      .set({ status: "disabled" })
      .where(eq(users.account, account));
    const reply = await ctx.api.call("GET", "/authority/user/current", { token });
    expect([reply.status, reply.body.code]).toEqual([403, 40006]);
    await ctx.backend.db.update(users).set({ status: "active" }).where(eq(users.account, account));
  });

  it("40003 after logout (form-encoded token, userId, clientId)", async () => {
    const out = await ctx.api.call("POST", "/oauth/noToken/logout", {
      form: { token, userId: "1", clientId: ctx.backend.config.clientId },
    });
    expect(out.body.isSuccess).toBe(true);
    const reply = await ctx.api.call("GET", "/authority/user/current", { token });
    expect([reply.status, reply.body.code]).toEqual([401, 40003]);
  });
});

describe("password change", () => {
  it("needs the current password, then ends every session of the account", async () => {
    const account = `change-${unique()}@integrator.example`;
    await addUser(ctx.backend, account, "old password 1");
    const { token } = (await ctx.api.login(account, "old password 1")).body.data;
    const wrong = await ctx.api.call("POST", "/authority/user/password", {
      token,
      json: { oldPassword: "nope", newPassword: "new password 2" },
    });
    expect(wrong.body.code).toBe(40014);
    const short = await ctx.api.call("POST", "/authority/user/password", {
      token,
      json: { oldPassword: "old password 1", newPassword: "short" },
    });
    expect(short.body.code).toBe(40010);
    const changed = await ctx.api.call("POST", "/authority/user/password", {
      token,
      json: { oldPassword: "old password 1", newPassword: "new password 2" },
    });
    expect(changed.body.isSuccess).toBe(true);
    expect((await ctx.api.call("GET", "/authority/user/current", { token })).body.code).toBe(40003);
    expect((await ctx.api.login(account, "old password 1")).body.code).toBe(40014);
    expect((await ctx.api.login(account, "new password 2")).body.isSuccess).toBe(true);
  });

  it("40000 without a token", async () => {
    const reply = await ctx.api.call("POST", "/authority/user/password", {
      json: { oldPassword: "a", newPassword: "abcdefgh" },
    });
    expect(reply.body.code).toBe(40000);
  });
});

describe("registration", () => {
  it("sends a code, refuses a second within 3 minutes, registers with it once, and the account signs in", async () => {
    const email = `applicant-${unique()}@newpartner.example`;
    const sent = await ctx.api.call("POST", "/msg/verification/anno/sendEmail", {
      json: { email },
      headers: { language: "es" },
    });
    expect(sent.body.isSuccess).toBe(true);
    const codeMail = await lastMailTo(email);
    expect(codeMail?.language).toBe("es");
    expect(codeMail?.subject).toMatch(/Código de verificación/);
    const code = /\b(\d{6})\b/.exec(codeMail!.text)![1]!;

    const again = await ctx.api.call("POST", "/msg/verification/anno/sendEmail", {
      json: { email },
    });
    expect(again.status).toBe(429);
    expect(again.body).toMatchObject({
      code: 40013,
      message: "Getting the authentication code is too frequent. Please try again in 3 minute.",
    });

    const form = {
      email,
      companyName: "Nova Integração Ltda",
      name: "Ana Souza",
      country: "Brazil",
      description: "System integrator",
    };
    const wrongCode = await ctx.api.call("POST", "/partner/user/applicant", {
      json: { ...form, code: code === "000000" ? "111111" : "000000" },
    });
    expect(wrongCode.body.code).toBe(40012);
    const empty = await ctx.api.call("POST", "/partner/user/applicant", {
      json: { ...form, companyName: " ", code },
    });
    expect(empty.body.code).toBe(40010);

    const registered = await ctx.api.call("POST", "/partner/user/applicant", {
      json: { ...form, code },
      headers: { language: "es" },
    });
    expect(registered.body).toMatchObject({ isSuccess: true, data: { account: email } });
    const welcome = await lastMailTo(email);
    expect(welcome?.text).toContain("http://site.test/es/login");
    // The fourth line reads "<label>: <password>" in the mail's language.
    const password = welcome!.text.split("\n")[3]?.split(": ")[1];
    expect(password).toBeTruthy();
    expect((await ctx.api.login(email, password!)).body.isSuccess).toBe(true);

    const twice = await ctx.api.call("POST", "/partner/user/applicant", {
      json: { ...form, code },
    });
    expect(twice.body.code).toBe(40016);
  });

  it("allows only a few attempts per code", async () => {
    const email = `guesser-${unique()}@newpartner.example`;
    await ctx.api.call("POST", "/msg/verification/anno/sendEmail", { json: { email } });
    const code = /\b(\d{6})\b/.exec((await lastMailTo(email))!.text)![1]!;
    const form = {
      email,
      companyName: "Guess Co",
      name: "G",
      country: "Spain",
      description: "Reseller",
    };
    const wrong = code === "123456" ? "654321" : "123456";
    for (let i = 0; i < 5; i++)
      await ctx.api.call("POST", "/partner/user/applicant", { json: { ...form, code: wrong } });
    const right = await ctx.api.call("POST", "/partner/user/applicant", {
      json: { ...form, code },
    });
    expect(right.body.code).toBe(40012);
  });
});

describe("forgotten password", () => {
  it("e-mails a one-time link that sets a new password and ends old sessions", async () => {
    const account = `forgot-${unique()}@integrator.example`;
    await addUser(ctx.backend, account, "forgotten pass 1");
    const { token } = (await ctx.api.login(account, "forgotten pass 1")).body.data;
    const nobody = await ctx.api.call("POST", "/authority/user/forgotpwd", {
      json: { email: `nobody-${unique()}@x.example` },
    });
    expect(nobody.body.isSuccess).toBe(true);

    await ctx.api.call("POST", "/authority/user/forgotpwd", {
      json: { email: account },
      headers: { language: "jp" },
    });
    // The mail leaves in the background (the answer does not wait for delivery).
    await expect.poll(() => lastMailTo(account)).toBeTruthy();
    const mail = await lastMailTo(account);
    const link = /(http:\/\/site\.test\/jp\/resetPassword\?token=\S+)/.exec(mail!.text)?.[1];
    expect(link).toBeTruthy();
    const resetToken = new URL(link!).searchParams.get("token")!;
    const reset = await ctx.api.call("POST", "/authority/user/resetpwd", {
      json: { token: resetToken, password: "brand new pass 3" },
    });
    expect(reset.body.isSuccess).toBe(true);
    const reuse = await ctx.api.call("POST", "/authority/user/resetpwd", {
      json: { token: resetToken, password: "another pass 4" },
    });
    expect(reuse.body.code).toBe(40017);
    expect((await ctx.api.call("GET", "/authority/user/current", { token })).body.code).toBe(40003);
    expect((await ctx.api.login(account, "brand new pass 3")).body.isSuccess).toBe(true);
  });
});

describe("administration", () => {
  it("lets only administrators read the outbox", async () => {
    const partner = `p-${unique()}@integrator.example`;
    const admin = `a-${unique()}@northlight-vision.example`;
    await addUser(ctx.backend, partner, "partner pass 1", ["partner"]);
    await addUser(ctx.backend, admin, "admin pass 1", ["admin"]);
    const partnerToken = (await ctx.api.login(partner, "partner pass 1")).body.data.token;
    const adminToken = (await ctx.api.login(admin, "admin pass 1")).body.data.token;
    const refused = await ctx.api.call("GET", "/admin/outbox", { token: partnerToken });
    expect([refused.status, refused.body.code]).toEqual([403, 40300]);
    const list = await ctx.api.call("GET", "/admin/outbox", { token: adminToken });
    expect(Array.isArray(list.body.data)).toBe(true);
  });

  it("answers unknown paths in the envelope with 404", async () => {
    const reply = await ctx.api.call("GET", "/no/such/endpoint");
    expect(reply.status).toBe(404);
    expect(reply.body).toMatchObject({ isSuccess: false, code: 40400 });
  });
});
