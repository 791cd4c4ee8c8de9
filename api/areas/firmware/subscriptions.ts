import { and, eq, gt, inArray, isNotNull, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { firmwareNotifications, firmwareSubscriptions, products } from "../../db/schema";
import { limitFormSubmission } from "../../infra/form-limit";
import { randomToken, sha256 } from "../../infra/secrets";
import { type Deps, siteLinkIn } from "../../http/context";
import { confirmationMail, releaseMail } from "./mail";
import { firmwareDetail, modelFirmware } from "./service";

/** How long a confirmation link works. */
export const CONFIRM_HOURS = 48;
/** At most this many confirmation mails to one address per hour, whoever asks. */
export const MAILS_PER_ADDRESS = { max: 3, windowSeconds: 60 * 60 } as const;

/** The pages of the site the mails link to (their language prefix is the subscriber's). */
export const confirmPath = (token: string) => `/firmware-notify/confirm/${token}`;
export const unsubscribePath = (token: string) => `/firmware-notify/unsubscribe/${token}`;

/** A token as links carry it (base64url, 43 characters), or null. */
const tokenOf = (raw: string) => (/^[A-Za-z0-9_-]{43}$/.test(raw) ? raw : null);

/**
 * Asks for mails about new firmware for the model `code` at `email` (double opt-in): after the
 * per-address limit of public forms (429 over it) and a limit of mails per e-mail address, stores
 * or renews a pending subscription with a new confirmation token (its sha256 kept, 48 hours) and
 * mails the link in `language`. An address already confirmed for the model gets nothing new; the
 * answer is the same either way, so it tells nobody who subscribed. Null for an unknown model.
 */
export async function subscribe(
  deps: Deps,
  input: { code: string; email: string; language: string; clientAddress: string; origin: string },
): Promise<{ model: string } | null> {
  const { db, mailer, brandName } = deps;
  const found = await modelFirmware(db, "en", input.code);
  if (!found) return null;
  await limitFormSubmission(db, "firmware-notify", input.clientAddress);
  const email = input.email.trim().toLowerCase();
  const productId = found.product.id;
  const [existing] = await db
    .select()
    .from(firmwareSubscriptions)
    .where(
      and(eq(firmwareSubscriptions.email, email), eq(firmwareSubscriptions.productId, productId)),
    );
  if (existing?.confirmedAt) return { model: found.product.model };
  await limitFormSubmission(db, "firmware-notify-mail", email, MAILS_PER_ADDRESS);
  const token = randomToken();
  const pending = {
    language: input.language,
    confirmHash: sha256(token),
    confirmExpiresAt: new Date(Date.now() + CONFIRM_HOURS * 3600_000),
  };
  const [row] = await db
    .insert(firmwareSubscriptions)
    .values({ email, productId, unsubscribeToken: randomToken(), ...pending })
    .onConflictDoUpdate({
      target: [firmwareSubscriptions.email, firmwareSubscriptions.productId],
      set: pending,
    })
    .returning({ unsubscribeToken: firmwareSubscriptions.unsubscribeToken });
  await mailer.queue(
    db,
    confirmationMail(email, input.language, {
      brand: brandName,
      model: found.product.model,
      confirmUrl: siteLinkIn(input.origin, input.language, confirmPath(token)),
      unsubscribeUrl: siteLinkIn(
        input.origin,
        input.language,
        unsubscribePath(row!.unsubscribeToken),
      ),
      hours: CONFIRM_HOURS,
    }),
  );
  return { model: found.product.model };
}

/** The model of a subscription (its product id and model code). */
async function modelOf(db: Database, productId: string) {
  const [product] = await db
    .select({ id: products.id, model: products.model })
    .from(products)
    .where(eq(products.id, productId));
  return { productId, model: product?.model ?? productId.toUpperCase() };
}

/** The pending subscription of a confirmation token that has not expired, or null. */
async function pendingOf(db: Database, raw: string) {
  const token = tokenOf(raw);
  if (!token) return null;
  const [row] = await db
    .select()
    .from(firmwareSubscriptions)
    .where(
      and(
        eq(firmwareSubscriptions.confirmHash, sha256(token)),
        gt(firmwareSubscriptions.confirmExpiresAt, sql`now()`),
      ),
    );
  return row ?? null;
}

/** What a confirmation link is for (the page asks to press "Confirm"), or null when it does not work. */
export async function confirmationState(db: Database, token: string) {
  const row = await pendingOf(db, token);
  return row ? modelOf(db, row.productId) : null;
}

/** Confirms the subscription of a confirmation token (once); null when the link does not work. */
export async function confirmSubscription(db: Database, token: string) {
  const row = await pendingOf(db, token);
  if (!row) return null;
  const [done] = await db
    .update(firmwareSubscriptions)
    .set({ confirmedAt: sql`now()`, confirmHash: null, confirmExpiresAt: null })
    .where(
      and(
        eq(firmwareSubscriptions.id, row.id),
        eq(firmwareSubscriptions.confirmHash, row.confirmHash!),
      ),
    )
    .returning({ id: firmwareSubscriptions.id });
  return done ? modelOf(db, row.productId) : null;
}

/** The subscription of an unsubscribe token, or null. */
async function subscriptionOf(db: Database, raw: string) {
  const token = tokenOf(raw);
  if (!token) return null;
  const [row] = await db
    .select()
    .from(firmwareSubscriptions)
    .where(eq(firmwareSubscriptions.unsubscribeToken, token));
  return row ?? null;
}

/** What an unsubscribe link ends (the page asks to press "Unsubscribe"), or null. */
export async function unsubscribeState(db: Database, token: string) {
  const row = await subscriptionOf(db, token);
  return row ? modelOf(db, row.productId) : null;
}

/** Ends (deletes) the subscription of an unsubscribe token; null when there is none (any more). */
export async function unsubscribe(db: Database, token: string) {
  const row = await subscriptionOf(db, token);
  if (!row) return null;
  await db.delete(firmwareSubscriptions).where(eq(firmwareSubscriptions.id, row.id));
  return modelOf(db, row.productId);
}

/**
 * Mails every confirmed subscriber of the models of release `releaseId` about it, each e-mail
 * address once, in the subscriber's language, with the one-click unsubscribe link and headers.
 * Idempotent: a row of firmware_notifications records each subscription mailed, so calling it
 * again (or on another replica at once) mails nobody twice. Only a published release is mailed;
 * returns how many mails were sent (0 for an unknown, draft or withdrawn release).
 */
export async function notifySubscribers(
  deps: Deps,
  releaseId: number,
  origin: string,
): Promise<{ mailed: number }> {
  const { db, mailer, brandName } = deps;
  const english = await firmwareDetail(db, "en", releaseId);
  if (english?.release.status !== "published") return { mailed: 0 };
  const modelIds = english.release.models.map((m) => m.id);
  const subscribers = await db
    .select()
    .from(firmwareSubscriptions)
    .where(
      and(
        inArray(firmwareSubscriptions.productId, modelIds),
        isNotNull(firmwareSubscriptions.confirmedAt),
      ),
    );
  const byEmail = new Map<string, (typeof subscribers)[number][]>();
  for (const s of subscribers) byEmail.set(s.email, [...(byEmail.get(s.email) ?? []), s]);
  const inLanguage = new Map<string, Awaited<ReturnType<typeof firmwareDetail>>>();
  let mailed = 0;
  for (const [email, subscriptions] of byEmail) {
    // Claims the address for this release: only the claim that adds every row mails.
    const claimed = await db
      .insert(firmwareNotifications)
      .values(subscriptions.map((s) => ({ releaseId, subscriptionId: s.id })))
      .onConflictDoNothing()
      .returning({ subscriptionId: firmwareNotifications.subscriptionId });
    if (claimed.length < subscriptions.length) continue;
    const first = subscriptions[0]!;
    const language = first.language;
    if (!inLanguage.has(language))
      inLanguage.set(language, await firmwareDetail(db, language, releaseId));
    const release = inLanguage.get(language)!.release;
    const model = release.models.find((m) => m.id === first.productId)?.model ?? "";
    await mailer.queue(
      db,
      releaseMail(email, language, {
        brand: brandName,
        model,
        version: release.version,
        notes: release.notes,
        pageUrl: siteLinkIn(origin, language, `/firmware-version/${release.id}`),
        unsubscribeUrl: siteLinkIn(origin, language, unsubscribePath(first.unsubscribeToken)),
      }),
    );
    mailed++;
  }
  return { mailed };
}
