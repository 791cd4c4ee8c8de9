import * as argon2 from "@node-rs/argon2";
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { mailOutbox, users } from "../../db/schema";
import { PASSWORD_WORK_AT_ONCE } from "../../infra/secrets";
import { addUser, client, backendForFile } from "../../test/support";

// The real argon2, watched: which hashes are checked and how many run at once.
const watch = vi.hoisted(() => ({ verified: [] as string[], running: 0, most: 0 }));
vi.mock("@node-rs/argon2", async (importOriginal) => {
  const actual = await importOriginal<typeof import("@node-rs/argon2")>();
  const watched =
    <A extends unknown[], R>(fn: (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      watch.running++;
      watch.most = Math.max(watch.most, watch.running);
      try {
        return await fn(...args);
      } finally {
        watch.running--;
      }
    };
  return {
    ...actual,
    hash: watched(actual.hash),
    verify: watched(async (hashed: string | Uint8Array, password: string | Uint8Array) => {
      watch.verified.push(String(hashed));
      return actual.verify(hashed, password);
    }),
  };
});

const unique = () => Math.random().toString(36).slice(2, 10);

const ctx = backendForFile();
beforeEach(() => {
  watch.verified.length = 0;
  watch.most = 0;
});

describe("sign-in costs the same whether or not the account exists", () => {
  it("an unknown account is checked against a dummy argon2id hash", async () => {
    const reply = await client(ctx.backend).login(`nobody-${unique()}@x.example`, "some password");
    expect(reply.body.code).toBe(40014);
    expect(watch.verified).toHaveLength(1);
    expect(argon2.parseOptions(watch.verified[0]!)).toMatchObject({ algorithm: 2 });
  });

  it("an account without a password is checked against the dummy hash and refused", async () => {
    const account = `nopass-${unique()}@integrator.example`;
    const user = await addUser(ctx.backend, account, "whatever it was");
    await ctx.backend.db.update(users).set({ passwordHash: null }).where(eq(users.id, user.id));
    const reply = await client(ctx.backend).login(account, "whatever it was");
    expect(reply.body.code).toBe(40014);
    expect(watch.verified).toHaveLength(1);
  });

  it("a known account with a wrong password does the same single check, on its own hash", async () => {
    const account = `known-${unique()}@integrator.example`;
    await addUser(ctx.backend, account, "the real password");
    const reply = await client(ctx.backend).login(account, "a wrong password");
    expect(reply.body.code).toBe(40014);
    const [row] = await ctx.backend.db.select().from(users).where(eq(users.account, account));
    expect(watch.verified).toEqual([row!.passwordHash]);
  });
});

describe("password work is bounded", () => {
  it(`eight simultaneous sign-ins run at most ${PASSWORD_WORK_AT_ONCE} argon2 task(s) at once and all succeed`, async () => {
    const accounts = Array.from(
      { length: 8 },
      (_, i) => `load-${i}-${unique()}@integrator.example`,
    );
    for (const account of accounts) await addUser(ctx.backend, account, "load password 1");
    watch.most = 0;
    const replies = await Promise.all(
      accounts.map((account) => client(ctx.backend).login(account, "load password 1")),
    );
    for (const r of replies) expect(r.body.isSuccess).toBe(true);
    expect(watch.verified).toHaveLength(8);
    expect(watch.most).toBeGreaterThanOrEqual(1);
    expect(watch.most).toBeLessThanOrEqual(PASSWORD_WORK_AT_ONCE);
    expect(PASSWORD_WORK_AT_ONCE).toBeGreaterThanOrEqual(1);
  });
});

describe("password reset answers the same for known and unknown addresses", () => {
  it("both answer 200 with the same envelope; only the account gets a link", async () => {
    const known = `known-reset-${unique()}@integrator.example`;
    await addUser(ctx.backend, known, "reset me 1");
    const unknown = `unknown-reset-${unique()}@integrator.example`;
    const a = await client(ctx.backend).call("POST", "/authority/user/forgotpwd", {
      json: { email: known },
    });
    const b = await client(ctx.backend).call("POST", "/authority/user/forgotpwd", {
      json: { email: unknown },
    });
    expect([a.status, a.body]).toEqual([b.status, b.body]);
    expect(a.status).toBe(200);
    await expect
      .poll(
        async () =>
          (await ctx.backend.db.select().from(mailOutbox).where(eq(mailOutbox.to, known))).length,
      )
      .toBe(1);
    expect(
      await ctx.backend.db.select().from(mailOutbox).where(eq(mailOutbox.to, unknown)),
    ).toHaveLength(0);
  });
});
