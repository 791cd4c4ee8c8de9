import { and, desc, eq, isNull, lt, sql } from "drizzle-orm";
import { CODE, MESSAGES } from "../../codes";
import type { Database } from "../../db/client";
import {
  applicants,
  captchas,
  passwordResets,
  type Role,
  tokens,
  userRoles,
  users,
  companies,
  mailOutbox,
  verificationCodes,
} from "../../db/schema";
import { ApiError } from "../../envelope";
import type { Deps } from "../../http/context";
import { captchaSvg, randomCaptchaText } from "../../infra/captcha-image";
import {
  type CaptchaQuestion,
  normalizeCaptchaAnswer,
  randomCaptchaQuestion,
} from "../../infra/captcha-question";
import { mailTemplates } from "../../infra/mail/mail-templates";
import { giveBack, type Limit, settle, takeLimits } from "../../infra/rate-limit";
import {
  checkPassword,
  hashPassword,
  numericCode,
  randomToken,
  sameHash,
  sha256,
} from "../../infra/secrets";

/** argon2id with the library's defaults, a bounded number at once (see secrets.ts). */
export { hashPassword };

const CAPTCHA_SECONDS = 5 * 60;
const CODE_SECONDS = 10 * 60;
const CODE_ATTEMPTS = 5;
const RESET_SECONDS = 60 * 60;

const MINUTE = 60;
const HOUR = 60 * 60;

// Abuse limits, in fixed windows shared by every replica (table rate_limits). Each request is counted
// before the work it guards, so the limits hold however many requests arrive at once. They are set
// well above what a person does: someone who forgot a password asks for one link, perhaps a second
// after a few minutes; a whole office behind one address registers or resets a few accounts a day.

/** Sign-in attempts that may fail per account in a window; a success clears the account's count. */
const LOGIN_FAILURES_PER_ACCOUNT = 5;
/** Failed sign-in attempts per client address in a window, whatever the account. */
const LOGIN_FAILURES_PER_ADDRESS = 20;
const LOGIN_WINDOW_SECONDS = 15 * MINUTE;

/** A new verification code for one e-mail address at most every 3 minutes (the spec's rule) … */
const CODE_RESEND_SECONDS = 3 * MINUTE;
/** … and at most 5 an hour. */
const CODES_PER_EMAIL_PER_HOUR = 5;
/** Verification codes one client address may have sent in an hour, to any addresses. */
const CODES_PER_ADDRESS_PER_HOUR = 10;

/** Password-reset mails per e-mail address (counted whether or not the account exists): 1 a minute … */
const RESETS_PER_EMAIL_PER_MINUTE = 1;
/** … and 5 an hour. */
const RESETS_PER_EMAIL_PER_HOUR = 5;
/** Password-reset requests one client address may make in an hour, to any addresses. */
const RESETS_PER_ADDRESS_PER_HOUR = 10;

const inSeconds = (seconds: number) => new Date(Date.now() + seconds * 1000);
export const normalizeAccount = (account: string) => account.trim().toLowerCase();

// ---------- captcha ----------

/** Keeps the answer of the captcha `key`; a later captcha for the same key replaces it. */
async function storeCaptcha(db: Database, key: string, answer: string) {
  const answerHash = sha256(normalizeCaptchaAnswer(answer));
  await db
    .insert(captchas)
    .values({ key, answerHash, expiresAt: inSeconds(CAPTCHA_SECONDS) })
    .onConflictDoUpdate({
      target: captchas.key,
      set: { answerHash, expiresAt: inSeconds(CAPTCHA_SECONDS), usedAt: null },
    });
}

/** A new captcha image for `key`; a later request for the same key replaces the answer. */
export async function issueCaptcha(
  { db }: Deps,
  key: string,
): Promise<{ svg: string; answer: string }> {
  const answer = randomCaptchaText();
  await storeCaptcha(db, key, answer);
  return { svg: captchaSvg(answer), answer };
}

/**
 * The text alternative for `key` (a question the site words in the visitor's language), checked
 * like an image: the same key, expiry and single use, and the same sign-in limits.
 */
export async function issueCaptchaQuestion(
  { db }: Deps,
  key: string,
): Promise<{ question: CaptchaQuestion; answer: string }> {
  const { question, answer } = randomCaptchaQuestion();
  await storeCaptcha(db, key, answer);
  return { question, answer };
}

/** Whether `code` answers the captcha `key`; `consume` makes it single-use (sign-in does). */
export async function checkCaptcha(
  { db }: Deps,
  key: string,
  code: string,
  consume: boolean,
): Promise<void> {
  // Consuming marks the captcha used in the same statement that reads it: of several requests
  // with one answer at once, only one gets it.
  const [row] = consume
    ? await db
        .update(captchas)
        .set({ usedAt: new Date() })
        .where(and(eq(captchas.key, key), isNull(captchas.usedAt)))
        .returning()
    : await db
        .select()
        .from(captchas)
        .where(and(eq(captchas.key, key), isNull(captchas.usedAt)));
  const good =
    row &&
    row.expiresAt > new Date() &&
    sameHash(row.answerHash, sha256(normalizeCaptchaAnswer(code)));
  if (!good) throw new ApiError(CODE.CAPTCHA_INCORRECT, MESSAGES.captchaIncorrect);
}

// ---------- e-mail verification codes ----------

/** Counts a request against `limits`; over one of them the answer is 429 "too frequent". */
async function limitMail(db: Database, limits: readonly Limit[]) {
  const { refused } = await takeLimits(db, limits);
  if (refused) throw new ApiError(CODE.TOO_FREQUENT, MESSAGES.tooFrequent, 429);
}

export async function sendVerificationCode(
  deps: Deps,
  email: string,
  purpose: string,
  language: string,
  clientAddress: string,
) {
  const { db, mailer, brandName } = deps;
  const address = normalizeAccount(email);
  await limitMail(db, [
    {
      bucket: `code:address:${clientAddress}`,
      max: CODES_PER_ADDRESS_PER_HOUR,
      windowSeconds: HOUR,
    },
    { bucket: `code:email:${purpose}:${address}`, max: 1, windowSeconds: CODE_RESEND_SECONDS },
    {
      bucket: `code:email-hour:${purpose}:${address}`,
      max: CODES_PER_EMAIL_PER_HOUR,
      windowSeconds: HOUR,
    },
  ]);
  const code = numericCode(6);
  await db.insert(verificationCodes).values({
    email: address,
    purpose,
    codeHash: sha256(code),
    expiresAt: inSeconds(CODE_SECONDS),
  });
  const mail = mailTemplates(language).verificationCode({
    brand: brandName,
    code,
    minutes: CODE_SECONDS / 60,
  });
  await mailer.send(db, { to: address, language, ...mail });
}

/** Uses up a verification code: it must be the newest unexpired one, within its few attempts. */
export async function consumeVerificationCode(
  { db }: Deps,
  email: string,
  purpose: string,
  code: string,
) {
  const address = normalizeAccount(email);
  const [newest] = await db
    .select({ id: verificationCodes.id })
    .from(verificationCodes)
    .where(and(eq(verificationCodes.email, address), eq(verificationCodes.purpose, purpose)))
    .orderBy(sql`${verificationCodes.createdAt} desc, ${verificationCodes.id} desc`)
    .limit(1);
  const refused = new ApiError(CODE.CODE_INCORRECT, MESSAGES.codeIncorrect);
  if (!newest) throw refused;
  // The attempt is counted before the code is compared, in one statement: however many guesses
  // arrive at once, no more than CODE_ATTEMPTS are compared.
  const [row] = await db
    .update(verificationCodes)
    .set({ attempts: sql`${verificationCodes.attempts} + 1` })
    .where(
      and(
        eq(verificationCodes.id, newest.id),
        isNull(verificationCodes.usedAt),
        lt(verificationCodes.attempts, CODE_ATTEMPTS),
        sql`${verificationCodes.expiresAt} > now()`,
      ),
    )
    .returning();
  if (!row || !sameHash(row.codeHash, sha256(code.trim()))) throw refused;
  const [used] = await db
    .update(verificationCodes)
    .set({ usedAt: new Date() })
    .where(and(eq(verificationCodes.id, row.id), isNull(verificationCodes.usedAt)))
    .returning({ id: verificationCodes.id });
  if (!used) throw refused;
}

// ---------- users and tokens ----------

export async function rolesOf({ db }: Deps, userId: number): Promise<Role[]> {
  const rows = await db
    .select({ role: userRoles.role })
    .from(userRoles)
    .where(eq(userRoles.userId, userId));
  return rows.map((r) => r.role);
}

export interface IssuedTokens {
  token: string;
  refreshToken: string;
  tenant: string;
  expire: number;
  expiresIn: number;
  user: { id: number; account: string; name: string; company: string | null };
  roles: Role[];
  permissions: string[];
}

const PERMISSIONS: Record<Role, string[]> = {
  partner: ["deal:register", "deal:view", "learn"],
  specialist: ["deal:register", "deal:view", "learn", "certificate"],
  tier2: ["deal:register", "deal:view", "learn", "directory"],
  distributor: ["deal:register", "deal:view", "deal:distribute", "learn"],
  channel_manager: ["deal:view", "deal:review"],
  editor: ["content:publish"],
  admin: [
    "admin",
    "content:publish",
    "deal:view",
    "deal:review",
    "application:review",
    "outbox:read",
  ],
};

/** The account as a sign-in answer shows it, with its roles, in one query. */
const accountFields = {
  id: users.id,
  account: users.account,
  name: users.name,
  company: companies.name,
  roles: sql<
    Role[]
  >`coalesce((select json_agg(${userRoles.role}) from ${userRoles} where ${userRoles.userId} = ${users.id}), '[]'::json)`,
};
type AccountRow = {
  id: number;
  account: string;
  name: string;
  company: string | null;
  roles: Role[];
};

async function issueTokens(deps: Deps, userId: number, known?: AccountRow): Promise<IssuedTokens> {
  const { db, config } = deps;
  const token = randomToken();
  const refreshToken = randomToken();
  const expiresAt = inSeconds(config.accessTokenSeconds);
  await db.insert(tokens).values({
    accessHash: sha256(token),
    refreshHash: sha256(refreshToken),
    userId,
    clientId: config.clientId,
    tenant: config.partnerTenant,
    expiresAt,
    refreshExpiresAt: inSeconds(config.refreshTokenSeconds),
  });
  const [row] = known
    ? [known]
    : await db
        .select(accountFields)
        .from(users)
        .leftJoin(companies, eq(companies.id, users.companyId))
        .where(eq(users.id, userId));
  const { roles, ...user } = row!;
  return {
    token,
    refreshToken,
    tenant: config.partnerTenant,
    expire: expiresAt.getTime(),
    expiresIn: config.accessTokenSeconds,
    user,
    roles,
    permissions: [...new Set(roles.flatMap((r) => PERMISSIONS[r] ?? []))],
  };
}

/** Sign-in: captcha (single-use), failure limits per account and per client address, argon2id. */
export async function login(
  deps: Deps,
  input: { account: string; password: string; key: string; code: string; clientAddress: string },
): Promise<IssuedTokens> {
  const { db } = deps;
  const account = normalizeAccount(input.account);
  const accountBucket = `login:account:${account}`;
  // Every attempt is counted before the password is checked (one atomic upsert for all its buckets), so
  // no more attempts than the limits allow are ever checked, however many arrive at once.
  const { refused, counted } = await takeLimits(db, [
    { bucket: accountBucket, max: LOGIN_FAILURES_PER_ACCOUNT, windowSeconds: LOGIN_WINDOW_SECONDS },
    {
      bucket: `login:address:${input.clientAddress}`,
      max: LOGIN_FAILURES_PER_ADDRESS,
      windowSeconds: LOGIN_WINDOW_SECONDS,
    },
  ]);
  if (refused) throw new ApiError(CODE.TOO_MANY_ATTEMPTS, MESSAGES.tooManyAttempts, 429);
  try {
    await checkCaptcha(deps, input.key, input.code, true);
  } catch (error) {
    // A wrong captcha is no password guess: it does not count.
    await giveBack(db, ...counted);
    throw error;
  }
  const [user] = await db
    .select({ ...accountFields, passwordHash: users.passwordHash, status: users.status })
    .from(users)
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(eq(users.account, account));
  // Unknown accounts and accounts without a password cost the same argon2 work (a dummy hash).
  const good = await checkPassword(user?.passwordHash, input.password);
  if (!user || !good) throw new ApiError(CODE.BAD_CREDENTIALS, MESSAGES.badCredentials);
  if (user.status !== "active")
    throw new ApiError(CODE.ACCOUNT_DISABLED, "The account is disabled.", 403);
  // Only failures count: a success clears the account's count and gives back its address event.
  await settle(db, [accountBucket], counted);
  const { passwordHash: _, status: __, ...shown } = user;
  return issueTokens(deps, user.id, shown);
}

export interface TokenUser {
  tokenId: number;
  userId: number;
  account: string;
  name: string;
  tenant: string;
  roles: Role[];
}

/** The user behind an access token, or the session code that says why there is none. */
export async function authenticate(
  deps: Deps,
  token: string | null,
  tenant: string | null,
): Promise<TokenUser> {
  if (!token || token === "tourist")
    throw new ApiError(CODE.TOKEN_MISSING, MESSAGES.loginExpired, 401);
  const { db } = deps;
  const [row] = await db
    .select({
      tokenId: tokens.id,
      userId: tokens.userId,
      tenant: tokens.tenant,
      expiresAt: tokens.expiresAt,
      revokedAt: tokens.revokedAt,
      account: users.account,
      name: users.name,
      status: users.status,
    })
    .from(tokens)
    .innerJoin(users, eq(users.id, tokens.userId))
    .where(eq(tokens.accessHash, sha256(token)));
  if (!row) throw new ApiError(CODE.TOKEN_INVALID, MESSAGES.loginExpired, 401);
  if (row.revokedAt) throw new ApiError(CODE.TOKEN_REVOKED, MESSAGES.loginExpired, 401);
  if (row.expiresAt <= new Date())
    throw new ApiError(CODE.TOKEN_EXPIRED, MESSAGES.loginExpired, 401);
  if (row.status !== "active")
    throw new ApiError(CODE.ACCOUNT_DISABLED, "The account is disabled.", 403);
  if (tenant && tenant !== row.tenant)
    throw new ApiError(CODE.TENANT_MISMATCH, MESSAGES.loginExpired, 401);
  return {
    tokenId: row.tokenId,
    userId: row.userId,
    account: row.account,
    name: row.name,
    tenant: row.tenant,
    roles: await rolesOf(deps, row.userId),
  };
}

/** A new token pair for a valid refresh token; the old pair is revoked. */
export async function refresh(deps: Deps, refreshToken: string): Promise<IssuedTokens> {
  const { db } = deps;
  const [row] = await db
    .select()
    .from(tokens)
    .where(eq(tokens.refreshHash, sha256(refreshToken)));
  if (!row || row.revokedAt || row.refreshExpiresAt <= new Date()) {
    throw new ApiError(CODE.REFRESH_INVALID, MESSAGES.loginExpired, 401);
  }
  await db.update(tokens).set({ revokedAt: new Date() }).where(eq(tokens.id, row.id));
  return issueTokens(deps, row.userId);
}

export async function logout({ db }: Deps, token: string): Promise<void> {
  await db
    .update(tokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(tokens.accessHash, sha256(token)), isNull(tokens.revokedAt)));
}

export async function changePassword(
  deps: Deps,
  user: TokenUser,
  oldPassword: string,
  newPassword: string,
) {
  const { db } = deps;
  const [row] = await db.select().from(users).where(eq(users.id, user.userId));
  if (!row?.passwordHash || !(await checkPassword(row.passwordHash, oldPassword))) {
    throw new ApiError(CODE.BAD_CREDENTIALS, "The current password is incorrect.");
  }
  await db
    .update(users)
    .set({ passwordHash: await hashPassword(newPassword), updatedAt: new Date() })
    .where(eq(users.id, user.userId));
  // Every session of the account ends, the current one included.
  await db
    .update(tokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(tokens.userId, user.userId), isNull(tokens.revokedAt)));
}

/**
 * Mails a one-time link to set a new password. Limited per e-mail address (whether or not it is an
 * account) and per client address. Known and unknown addresses take the same path: one statement
 * that records a link only for an active account, and the mail leaves in the background, so neither
 * the answer nor its time tells whether the account exists.
 */
export async function requestPasswordReset(
  deps: Deps,
  email: string,
  resetUrl: string,
  language: string,
  clientAddress: string,
) {
  const { db, mailer, brandName } = deps;
  const account = normalizeAccount(email);
  await limitMail(db, [
    {
      bucket: `reset:address:${clientAddress}`,
      max: RESETS_PER_ADDRESS_PER_HOUR,
      windowSeconds: HOUR,
    },
    { bucket: `reset:email:${account}`, max: RESETS_PER_EMAIL_PER_MINUTE, windowSeconds: MINUTE },
    { bucket: `reset:email-hour:${account}`, max: RESETS_PER_EMAIL_PER_HOUR, windowSeconds: HOUR },
  ]);
  const token = randomToken();
  const expiresAt = inSeconds(RESET_SECONDS).toISOString();
  // The columns of password_resets in their order: token_hash, user_id, expires_at, used_at, created_at.
  const recorded = await db
    .insert(passwordResets)
    .select(
      sql`select ${sha256(token)}, ${users.id}, ${expiresAt}::timestamptz, null::timestamptz, now()
          from ${users} where ${users.account} = ${account} and ${users.status} = 'active'`,
    )
    .returning({ userId: passwordResets.userId });
  if (recorded.length === 0) return;
  const url = new URL(resetUrl);
  url.searchParams.set("token", token);
  const mail = mailTemplates(language).resetLink({
    brand: brandName,
    url: url.toString(),
    minutes: RESET_SECONDS / 60,
  });
  // Written to the outbox before the answer; delivery (SMTP) is not waited for.
  await mailer.queue(db, { to: account, language, ...mail });
}

export async function resetPassword({ db }: Deps, token: string, password: string) {
  // Used up in the statement that finds it: a link sent twice at once sets one password.
  const [row] = await db
    .update(passwordResets)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(passwordResets.tokenHash, sha256(token)),
        isNull(passwordResets.usedAt),
        sql`${passwordResets.expiresAt} > now()`,
      ),
    )
    .returning({ userId: passwordResets.userId });
  if (!row) throw new ApiError(CODE.RESET_LINK_INVALID, "The link is invalid or has expired.");
  await db
    .update(users)
    .set({ passwordHash: await hashPassword(password), updatedAt: new Date() })
    .where(eq(users.id, row.userId));
  await db
    .update(tokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(tokens.userId, row.userId), isNull(tokens.revokedAt)));
}

/** Applicant registration (spec §3): checks the e-mail code, records the application, creates the account. */
export async function registerApplicant(
  deps: Deps,
  input: {
    email: string;
    companyName: string;
    name: string;
    country: string;
    description: string;
    code: string;
  },
  loginUrl: string,
  language: string,
) {
  const { db, mailer, brandName } = deps;
  const account = normalizeAccount(input.email);
  const [existing] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.account, account));
  if (existing)
    throw new ApiError(
      CODE.ACCOUNT_EXISTS,
      "An account with this e-mail address already exists.",
      409,
    );
  await consumeVerificationCode(deps, account, "register", input.code);
  const password = randomToken(9);
  // Hashed before the transaction, which must not hold the database while argon2 runs.
  const passwordHash = await hashPassword(password);
  const exists = new ApiError(
    CODE.ACCOUNT_EXISTS,
    "An account with this e-mail address already exists.",
    409,
  );
  const user = await db.transaction(async (tx) => {
    const [company] = await tx
      .insert(companies)
      .values({ name: input.companyName, country: input.country })
      .returning();
    // Two registrations of one address at once: the second finds the account and nothing is kept.
    const [created] = await tx
      .insert(users)
      .values({
        account,
        name: input.name,
        companyId: company!.id,
        country: input.country,
        description: input.description,
        language,
        passwordHash,
      })
      .onConflictDoNothing({ target: users.account })
      .returning();
    if (!created) throw exists;
    await tx.insert(applicants).values({
      email: account,
      companyName: input.companyName,
      name: input.name,
      country: input.country,
      description: input.description,
      userId: created.id,
    });
    return created;
  });
  const mail = mailTemplates(language).welcome({ brand: brandName, account, password, loginUrl });
  await mailer.send(db, { to: account, language, ...mail });
  return { id: user.id, account };
}

/** The latest mail (verification codes, initial passwords, reset links), newest first. */
export async function listOutbox(db: Database) {
  return db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(100);
}

/** The signed-in user's account for the personal center. */
export async function currentAccount(db: Database, user: TokenUser) {
  const [row] = await db
    .select({
      id: users.id,
      account: users.account,
      name: users.name,
      country: users.country,
      company: companies.name,
    })
    .from(users)
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(eq(users.id, user.userId));
  return { ...row, roles: user.roles };
}
