import { and, eq, inArray, like, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { applicants, mailOutbox, rateLimits, users } from "../../db/schema";
import { addUser, client, backendForFile } from "../../test/support";

const unique = () => Math.random().toString(36).slice(2, 10);

const ctx = backendForFile();

async function mailsTo(addresses: string[]) {
  return ctx.backend.db.select().from(mailOutbox).where(inArray(mailOutbox.to, addresses));
}

/** Lets the windows of the buckets that start with `prefix` end, as if that much time had passed. */
async function endWindows(prefix: string) {
  await ctx.backend.db
    .update(rateLimits)
    .set({ windowStart: sql`now() - interval '1 day'` })
    .where(like(rateLimits.bucket, `${prefix}%`));
}

describe("sign-in limits under concurrency", () => {
  it("evaluates exactly five of eight simultaneous wrong passwords; the right one waits for the window", async () => {
    const api = client(ctx.backend);
    const account = `concurrent-${unique()}@integrator.example`;
    await addUser(ctx.backend, account, "the right password 1");
    const captchas = await Promise.all(Array.from({ length: 8 }, () => api.captcha()));
    const replies = await Promise.all(
      captchas.map(({ key, answer }) =>
        api.call("POST", "/oauth/noToken/login", {
          json: { account, password: "a wrong guess", key, code: answer },
        }),
      ),
    );
    const codes = replies.map((r) => r.body.code).sort();
    expect(codes).toEqual([40014, 40014, 40014, 40014, 40014, 40015, 40015, 40015]);
    for (const r of replies.filter((r) => r.body.code === 40015)) expect(r.status).toBe(429);

    // The right password is refused too until the window ends, from any address.
    const blocked = await client(ctx.backend).login(account, "the right password 1");
    expect([blocked.status, blocked.body.code]).toEqual([429, 40015]);
    await endWindows(`login:account:${account}`);
    const after = await api.login(account, "the right password 1");
    expect(after.body.isSuccess).toBe(true);
  });

  it("a success clears the account's count", async () => {
    const api = client(ctx.backend);
    const account = `clears-${unique()}@integrator.example`;
    await addUser(ctx.backend, account, "the right password 2");
    for (let i = 0; i < 4; i++) expect((await api.login(account, "nope")).body.code).toBe(40014);
    expect((await api.login(account, "the right password 2")).body.isSuccess).toBe(true);
    for (let i = 0; i < 5; i++) expect((await api.login(account, "nope")).body.code).toBe(40014);
    expect((await api.login(account, "the right password 2")).body.code).toBe(40015);
  });

  it("evaluates exactly twenty simultaneous failures from one address; other addresses are counted apart", async () => {
    const api = client(ctx.backend);
    const captchas = await Promise.all(Array.from({ length: 24 }, () => api.captcha()));
    const replies = await Promise.all(
      captchas.map(({ key, answer }, i) =>
        api.call("POST", "/oauth/noToken/login", {
          json: {
            account: `spray-${i}-${unique()}@x.example`,
            password: "guess",
            key,
            code: answer,
          },
        }),
      ),
    );
    expect(replies.filter((r) => r.body.code === 40014)).toHaveLength(20);
    expect(replies.filter((r) => r.status === 429 && r.body.code === 40015)).toHaveLength(4);

    const account = `elsewhere-${unique()}@integrator.example`;
    await addUser(ctx.backend, account, "the right password 3");
    expect((await api.login(account, "the right password 3")).body.code).toBe(40015);
    expect((await client(ctx.backend).login(account, "the right password 3")).body.isSuccess).toBe(
      true,
    );
  });

  it("successful sign-ins do not use up the address's allowance", async () => {
    const api = client(ctx.backend);
    const account = `often-${unique()}@integrator.example`;
    await addUser(ctx.backend, account, "the right password 4");
    for (let i = 0; i < 25; i++)
      expect((await api.login(account, "the right password 4")).body.isSuccess).toBe(true);
  });

  it("a wrong captcha is not counted as a password guess", async () => {
    const api = client(ctx.backend);
    const account = `captcha-${unique()}@integrator.example`;
    await addUser(ctx.backend, account, "the right password 5");
    for (let i = 0; i < 7; i++) {
      const { key } = await api.captcha();
      const reply = await api.call("POST", "/oauth/noToken/login", {
        json: { account, password: "nope", key, code: "QQQQ" },
      });
      expect(reply.body.code).toBe(40011);
    }
    expect((await api.login(account, "the right password 5")).body.isSuccess).toBe(true);
  });

  it("one captcha answer signs in once, even sent twice at the same time", async () => {
    const api = client(ctx.backend);
    const account = `twice-${unique()}@integrator.example`;
    await addUser(ctx.backend, account, "the right password 6");
    const { key, answer } = await api.captcha();
    const replies = await Promise.all(
      [1, 2].map(() =>
        api.call("POST", "/oauth/noToken/login", {
          json: { account, password: "the right password 6", key, code: answer },
        }),
      ),
    );
    expect(replies.map((r) => r.body.code).sort()).toEqual([0, 40011]);
  });
});

describe("password-reset mail limits", () => {
  it("ten simultaneous requests for one account send one mail; the rest get 429 too-frequent", async () => {
    const api = client(ctx.backend);
    const account = `reset-${unique()}@integrator.example`;
    await addUser(ctx.backend, account, "reset password 1");
    const replies = await Promise.all(
      Array.from({ length: 10 }, () =>
        api.call("POST", "/authority/user/forgotpwd", { json: { email: account } }),
      ),
    );
    expect(replies.filter((r) => r.body.isSuccess)).toHaveLength(1);
    const refused = replies.filter((r) => !r.body.isSuccess);
    expect(refused).toHaveLength(9);
    for (const r of refused) {
      expect(r.status).toBe(429);
      expect(r.body).toMatchObject({
        code: 40013,
        message: "Getting the authentication code is too frequent. Please try again in 3 minute.",
      });
    }
    await expect.poll(async () => (await mailsTo([account])).length).toBe(1);
  });

  it("an unknown address is limited exactly like an account (no enumeration)", async () => {
    const api = client(ctx.backend);
    const known = `known-${unique()}@integrator.example`;
    await addUser(ctx.backend, known, "reset password 2");
    const unknown = `unknown-${unique()}@integrator.example`;
    const answers = [];
    for (const email of [known, known, unknown, unknown]) {
      const r = await api.call("POST", "/authority/user/forgotpwd", { json: { email } });
      answers.push([r.status, r.body]);
    }
    expect(answers[0]).toEqual(answers[2]);
    expect(answers[1]).toEqual(answers[3]);
    expect(answers[1]![0]).toBe(429);
    await expect.poll(async () => (await mailsTo([known])).length).toBe(1);
    expect(await mailsTo([unknown])).toHaveLength(0);
  });

  it("at most five a hour per e-mail address, whatever the client address", async () => {
    const account = `hourly-${unique()}@integrator.example`;
    await addUser(ctx.backend, account, "reset password 3");
    for (let i = 0; i < 5; i++) {
      const r = await client(ctx.backend).call("POST", "/authority/user/forgotpwd", {
        json: { email: account },
      });
      expect(r.body.isSuccess).toBe(true);
      await endWindows(`reset:email:${account}`); // the minute passes, the hour does not
    }
    const sixth = await client(ctx.backend).call("POST", "/authority/user/forgotpwd", {
      json: { email: account },
    });
    expect([sixth.status, sixth.body.code]).toEqual([429, 40013]);
    await expect.poll(async () => (await mailsTo([account])).length).toBe(5);
  });

  it("at most ten an hour per client address; another address is counted apart", async () => {
    const api = client(ctx.backend);
    const emails = Array.from({ length: 12 }, (_, i) => `many-${i}-${unique()}@x.example`);
    const statuses = [];
    for (const email of emails)
      statuses.push(
        (await api.call("POST", "/authority/user/forgotpwd", { json: { email } })).status,
      );
    expect(statuses).toEqual([...Array(10).fill(200), 429, 429]);
    const other = await client(ctx.backend).call("POST", "/authority/user/forgotpwd", {
      json: { email: emails[11] },
    });
    expect(other.status).toBe(200);
  });
});

describe("password-reset links under concurrency", () => {
  it("a link sent twice at once sets one password", async () => {
    const api = client(ctx.backend);
    const account = `link-race-${unique()}@integrator.example`;
    await addUser(ctx.backend, account, "reset password 4");
    await api.call("POST", "/authority/user/forgotpwd", { json: { email: account } });
    await expect.poll(async () => (await mailsTo([account])).length).toBe(1);
    const [mail] = await mailsTo([account]);
    const token = /token=(\S+)/.exec(mail!.text)![1]!;
    const replies = await Promise.all(
      ["first new password", "second new password"].map((password) =>
        api.call("POST", "/authority/user/resetpwd", { json: { token, password } }),
      ),
    );
    expect(replies.map((r) => r.body.code).sort()).toEqual([0, 40017]);
  });
});

describe("verification-code mail limits", () => {
  it("one client sending codes to twelve addresses gets ten sent and 429 after", async () => {
    const api = client(ctx.backend);
    const emails = Array.from(
      { length: 12 },
      (_, i) => `codes-${i}-${unique()}@newpartner.example`,
    );
    const replies = [];
    for (const email of emails)
      replies.push(await api.call("POST", "/msg/verification/anno/sendEmail", { json: { email } }));
    expect(replies.map((r) => r.status)).toEqual([...Array(10).fill(200), 429, 429]);
    expect(replies[11]!.body.code).toBe(40013);
    expect(await mailsTo(emails)).toHaveLength(10);
    const other = await client(ctx.backend).call("POST", "/msg/verification/anno/sendEmail", {
      json: { email: emails[11] },
    });
    expect(other.body.isSuccess).toBe(true);
  });

  it("five simultaneous requests for one address send one code", async () => {
    const api = client(ctx.backend);
    const email = `burst-${unique()}@newpartner.example`;
    const replies = await Promise.all(
      Array.from({ length: 5 }, () =>
        api.call("POST", "/msg/verification/anno/sendEmail", { json: { email } }),
      ),
    );
    expect(replies.filter((r) => r.body.isSuccess)).toHaveLength(1);
    expect(replies.filter((r) => r.status === 429 && r.body.code === 40013)).toHaveLength(4);
    expect(await mailsTo([email])).toHaveLength(1);
  });

  it("at most five codes an hour for one address, from any client", async () => {
    const email = `hourly-code-${unique()}@newpartner.example`;
    for (let i = 0; i < 5; i++) {
      const r = await client(ctx.backend).call("POST", "/msg/verification/anno/sendEmail", {
        json: { email },
      });
      expect(r.body.isSuccess).toBe(true);
      await endWindows(`code:email:register:${email}`); // three minutes pass
    }
    const sixth = await client(ctx.backend).call("POST", "/msg/verification/anno/sendEmail", {
      json: { email },
    });
    expect([sixth.status, sixth.body.code]).toEqual([429, 40013]);
    expect(await mailsTo([email])).toHaveLength(5);
  });
});

describe("registration under concurrency", () => {
  async function codeFor(api: ReturnType<typeof client>, email: string) {
    await api.call("POST", "/msg/verification/anno/sendEmail", { json: { email } });
    const [mail] = await mailsTo([email]);
    return /\b(\d{6})\b/.exec(mail!.text)![1]!;
  }
  const form = (email: string) => ({
    email,
    companyName: "Race Co",
    name: "R",
    country: "Spain",
    description: "Reseller",
  });

  it("ten simultaneous wrong codes use up the code's five attempts, no more", async () => {
    const api = client(ctx.backend);
    const email = `racer-${unique()}@newpartner.example`;
    const code = await codeFor(api, email);
    const wrong = code === "123456" ? "654321" : "123456";
    const replies = await Promise.all(
      Array.from({ length: 10 }, () =>
        api.call("POST", "/partner/user/applicant", { json: { ...form(email), code: wrong } }),
      ),
    );
    for (const r of replies) expect(r.body.code).toBe(40012);
    const right = await api.call("POST", "/partner/user/applicant", {
      json: { ...form(email), code },
    });
    expect(right.body.code).toBe(40012);
  });

  it("the same code sent twice at once registers one account", async () => {
    const api = client(ctx.backend);
    const email = `double-${unique()}@newpartner.example`;
    const code = await codeFor(api, email);
    const replies = await Promise.all(
      [1, 2].map(() =>
        api.call("POST", "/partner/user/applicant", { json: { ...form(email), code } }),
      ),
    );
    expect(replies.filter((r) => r.body.isSuccess)).toHaveLength(1);
    for (const r of replies.filter((r) => !r.body.isSuccess)) {
      expect(r.status).toBeLessThan(500);
      expect([40012, 40016]).toContain(r.body.code);
    }
    expect(await ctx.backend.db.select().from(users).where(eq(users.account, email))).toHaveLength(
      1,
    );
    expect(
      await ctx.backend.db
        .select()
        .from(applicants)
        .where(and(eq(applicants.email, email))),
    ).toHaveLength(1);
  });
});
