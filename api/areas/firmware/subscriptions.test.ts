import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { firmwareReleases, firmwareSubscriptions } from "../../db/schema";
import type { Deps } from "../../http/context";
import { createMailer } from "../../infra/mail/mail";
import { sha256 } from "../../infra/secrets";
import { backendForFile, client, mailsTo, TEST_ORIGIN } from "../../test/support";
import { notifySubscribers } from "./subscriptions";

const ctx = backendForFile({ seed: true });

/** A fresh address for each test, so tests never see each other's mails or limits. */
const fresh = (name: string) =>
  `${name}-${Math.random().toString(36).slice(2, 10)}@subscriber.example`;

/** Asks for mails about `code` from a client address of its own, in `language`. */
const subscribe = (code: string, email: string, language = "en") =>
  client(ctx.backend).call("POST", `/downloads/firmware/model/${code}/subscriptions`, {
    json: { email },
    headers: { language },
  });

const call = (method: string, path: string) => ctx.api.call(method, `/downloads/firmware${path}`);

/** The token at the end of the link to `kind` in a mail's text. */
function linkToken(text: string, kind: "confirm" | "unsubscribe") {
  const match = new RegExp(`/firmware-notify/${kind}/([A-Za-z0-9_-]{43})`).exec(text);
  expect(match, `a ${kind} link in ${text}`).not.toBeNull();
  return match![1]!;
}

const deps = (): Deps => ({
  db: ctx.backend.db,
  config: ctx.backend.config,
  mailer: createMailer({ from: "Northlight Vision <no-reply@northlight-vision.example>" }),
  brandName: "Northlight Vision",
});

/** The releases of a model code, newest first. */
const releasesOf = async (code: string) =>
  (await call("GET", `/model/${code}`)).body.data.releases as {
    id: number;
    version: string;
    status: string;
  }[];

/** Subscribes `email` to `code` and confirms it; gives the unsubscribe token of its mails. */
async function confirmedSubscriber(code: string, email: string, language = "en") {
  expect((await subscribe(code, email, language)).status).toBe(200);
  const [mail] = await mailsTo(ctx.backend, email);
  expect(
    (await call("POST", `/subscriptions/confirm/${linkToken(mail!.text, "confirm")}`)).status,
  ).toBe(200);
  return linkToken(mail!.text, "unsubscribe");
}

describe("notify me: subscribing (double opt-in)", () => {
  it("stores a pending subscription and mails the confirmation link in the page's language", async () => {
    const email = fresh("anna");
    const reply = await subscribe("NV-D580-AI", email, "el");
    expect(reply.status).toBe(200);
    expect(reply.body.data).toEqual({ model: "NV-D580-AI" });
    const [mail, ...more] = await mailsTo(ctx.backend, email);
    expect(more).toEqual([]);
    expect(mail!.language).toBe("el");
    expect(mail!.subject).toContain("NV-D580-AI");
    expect(mail!.text).toContain("Για επιβεβαίωση");
    expect(mail!.text).toContain(`${TEST_ORIGIN}/el/firmware-notify/confirm/`);
    const token = linkToken(mail!.text, "confirm");
    const unsubscribeToken = linkToken(mail!.text, "unsubscribe");
    expect(mail!.headers).toEqual({
      "List-Unsubscribe": `<${TEST_ORIGIN}/el/firmware-notify/unsubscribe/${unsubscribeToken}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    });
    // Only the confirmation token's hash is stored, and it expires in 48 hours.
    const [row] = await ctx.backend.db
      .select()
      .from(firmwareSubscriptions)
      .where(eq(firmwareSubscriptions.email, email));
    expect(row!.productId).toBe("nv-d580-ai");
    expect(row!.confirmedAt).toBeNull();
    expect(row!.confirmHash).toBe(sha256(token));
    expect(JSON.stringify(row)).not.toContain(token);
    const hours = (row!.confirmExpiresAt!.getTime() - Date.now()) / 3600_000;
    expect(hours).toBeGreaterThan(47.9);
    expect(hours).toBeLessThanOrEqual(48);
  });

  it("confirms by POST only, once; opening the link changes nothing", async () => {
    const email = fresh("bora");
    await subscribe("nv-t540-ai", email, "tur");
    const [mail] = await mailsTo(ctx.backend, email);
    const token = linkToken(mail!.text, "confirm");
    const state = await call("GET", `/subscriptions/confirm/${token}`);
    expect(state.body.data).toEqual({ productId: "nv-t540-ai", model: "NV-T540-AI" });
    const [pending] = await ctx.backend.db
      .select()
      .from(firmwareSubscriptions)
      .where(eq(firmwareSubscriptions.email, email));
    expect(pending!.confirmedAt).toBeNull();
    expect((await call("POST", `/subscriptions/confirm/${token}`)).status).toBe(200);
    expect((await call("POST", `/subscriptions/confirm/${token}`)).status).toBe(404);
    expect((await call("GET", `/subscriptions/confirm/${token}`)).status).toBe(404);
    const [confirmed] = await ctx.backend.db
      .select()
      .from(firmwareSubscriptions)
      .where(eq(firmwareSubscriptions.email, email));
    expect(confirmed!.confirmedAt).toBeInstanceOf(Date);
    // Asking again once confirmed mails nothing new (and answers the same).
    expect((await subscribe("nv-t540-ai", email)).body.data).toEqual({ model: "NV-T540-AI" });
    expect(await mailsTo(ctx.backend, email)).toHaveLength(1);
  });

  it("refuses an expired, unknown or malformed confirmation link", async () => {
    const email = fresh("chen");
    await subscribe("nv-x1602", email, "zh");
    const [mail] = await mailsTo(ctx.backend, email);
    const token = linkToken(mail!.text, "confirm");
    await ctx.backend.db
      .update(firmwareSubscriptions)
      .set({ confirmExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(firmwareSubscriptions.email, email));
    expect((await call("GET", `/subscriptions/confirm/${token}`)).status).toBe(404);
    expect((await call("POST", `/subscriptions/confirm/${token}`)).status).toBe(404);
    expect((await call("POST", `/subscriptions/confirm/${"x".repeat(43)}`)).status).toBe(404);
    expect((await call("POST", "/subscriptions/confirm/short")).status).toBe(404);
    // Asking again renews the link: the new one works.
    await subscribe("nv-x1602", email, "zh");
    const [renewed] = await mailsTo(ctx.backend, email);
    expect(
      (await call("POST", `/subscriptions/confirm/${linkToken(renewed!.text, "confirm")}`)).status,
    ).toBe(200);
  });

  it("refuses a bad address, an unknown model and too many requests", async () => {
    expect((await subscribe("nv-d580-ai", "not-an-address")).status).toBe(400);
    expect((await subscribe("nv-unknown", fresh("dan"))).status).toBe(404);
    const one = client(ctx.backend);
    const statuses = [];
    for (let i = 0; i < 6; i++)
      statuses.push(
        (
          await one.call("POST", "/downloads/firmware/model/nv-d580-ai/subscriptions", {
            json: { email: fresh("eve") },
          })
        ).status,
      );
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    // At most three confirmation mails an hour to one address, whoever asks.
    const target = fresh("fay");
    const perAddress = [];
    for (let i = 0; i < 4; i++) perAddress.push((await subscribe("nv-d580-ai", target)).status);
    expect(perAddress).toEqual([200, 200, 200, 429]);
    expect(await mailsTo(ctx.backend, target)).toHaveLength(3);
  });
});

describe("notify me: unsubscribing", () => {
  it("ends the subscription by the link's POST (one click), after which the link is gone", async () => {
    const email = fresh("gus");
    const token = await confirmedSubscriber("nv-n3216", email);
    const state = await call("GET", `/subscriptions/unsubscribe/${token}`);
    expect(state.body.data).toEqual({ productId: "nv-n3216", model: "NV-N3216" });
    expect((await call("POST", `/subscriptions/unsubscribe/${token}`)).status).toBe(200);
    expect((await call("GET", `/subscriptions/unsubscribe/${token}`)).status).toBe(404);
    expect((await call("POST", `/subscriptions/unsubscribe/${token}`)).status).toBe(404);
    const rows = await ctx.backend.db
      .select()
      .from(firmwareSubscriptions)
      .where(eq(firmwareSubscriptions.email, email));
    expect(rows).toEqual([]);
  });
});

describe("notifySubscribers", () => {
  it("mails each confirmed subscriber of the release's models once, in their language, with the unsubscribe headers", async () => {
    const confirmed = fresh("hana");
    const other = fresh("ivo");
    const pending = fresh("jon");
    const unsubscribeToken = await confirmedSubscriber("nv-pt760-ai", confirmed, "jp");
    // Another model's subscriber and a pending one get nothing.
    await confirmedSubscriber("nv-th640-b", other);
    await subscribe("nv-pt760-ai", pending);
    const [newest] = await releasesOf("nv-pt760-ai");
    const first = await notifySubscribers(deps(), newest!.id, "https://www.example.com");
    expect(first.mailed).toBeGreaterThanOrEqual(1);
    const [mail, confirmation] = await mailsTo(ctx.backend, confirmed);
    expect(confirmation!.subject).not.toBe(mail!.subject);
    expect(mail!.language).toBe("jp");
    expect(mail!.subject).toBe(
      `NV-PT760-AI の新しいファームウェア ${newest!.version} — Northlight Vision`,
    );
    expect(mail!.text).toContain(`https://www.example.com/jp/firmware-version/${newest!.id}`);
    const url = `https://www.example.com/jp/firmware-notify/unsubscribe/${unsubscribeToken}`;
    expect(mail!.text).toContain(url);
    expect(mail!.headers).toEqual({
      "List-Unsubscribe": `<${url}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    });
    expect(await mailsTo(ctx.backend, other)).toHaveLength(1);
    expect(await mailsTo(ctx.backend, pending)).toHaveLength(1);
    // Idempotent: a second call (a retry, another replica) mails nobody again.
    expect((await notifySubscribers(deps(), newest!.id, "https://www.example.com")).mailed).toBe(0);
    expect(await mailsTo(ctx.backend, confirmed)).toHaveLength(2);
  });

  it("mails an address subscribed to two models of one release once", async () => {
    const email = fresh("kai");
    await confirmedSubscriber("nv-b580-ai", email);
    await confirmedSubscriber("nv-b540-ai", email);
    const [newest] = await releasesOf("nv-b580-ai");
    await notifySubscribers(deps(), newest!.id, TEST_ORIGIN);
    const mails = await mailsTo(ctx.backend, email);
    expect(mails.filter((m) => m.subject.startsWith("New firmware"))).toHaveLength(1);
  });

  it("mails nothing about a withdrawn or draft release, or after unsubscribing", async () => {
    const email = fresh("lea");
    const token = await confirmedSubscriber("nv-b580-ai", email);
    const releases = await releasesOf("nv-b580-ai");
    const withdrawn = releases.find((r) => r.status === "withdrawn")!;
    expect((await notifySubscribers(deps(), withdrawn.id, TEST_ORIGIN)).mailed).toBe(0);
    const middle = releases[1]!;
    await ctx.backend.db
      .update(firmwareReleases)
      .set({ status: "draft" })
      .where(eq(firmwareReleases.id, middle.id));
    try {
      expect((await notifySubscribers(deps(), middle.id, TEST_ORIGIN)).mailed).toBe(0);
    } finally {
      await ctx.backend.db
        .update(firmwareReleases)
        .set({ status: "published" })
        .where(eq(firmwareReleases.id, middle.id));
    }
    expect((await call("POST", `/subscriptions/unsubscribe/${token}`)).status).toBe(200);
    await notifySubscribers(deps(), middle.id, TEST_ORIGIN);
    expect(await mailsTo(ctx.backend, email)).toHaveLength(1);
  });
});
