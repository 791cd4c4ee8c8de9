import { hash, verify } from "@node-rs/argon2";
import { and, eq, gt, isNull, sql } from "drizzle-orm";
import { CODE, MESSAGES } from "../codes";
import type { ApiConfig } from "../config";
import type { Database } from "../db/client";
import {
  applicants,
  captchas,
  passwordResets,
  type Role,
  tokens,
  userRoles,
  users,
  companies,
  verificationCodes,
} from "../db/schema";
import { ApiError } from "../envelope";
import { captchaSvg, randomCaptchaText } from "./captcha-image";
import type { Mailer } from "./mail";
import { mailTemplates } from "./mail-templates";
import { countEvent, currentCount, resetCount } from "./rate-limit";
import { numericCode, randomToken, sameHash, sha256 } from "./secrets";

export interface Deps {
  db: Database;
  config: ApiConfig;
  mailer: Mailer;
  brandName: string;
}

/** argon2id with the library's defaults (memory-hard, runs off the event loop). */
export const hashPassword = (password: string) => hash(password);

const CAPTCHA_SECONDS = 5 * 60;
const CODE_SECONDS = 10 * 60;
const CODE_ATTEMPTS = 5;
const CODE_RESEND_SECONDS = 3 * 60;
const RESET_SECONDS = 60 * 60;
const LOGIN_WINDOW_SECONDS = 15 * 60;
const LOGIN_FAILURES_PER_ACCOUNT = 5;
const LOGIN_FAILURES_PER_ADDRESS = 20;

const inSeconds = (seconds: number) => new Date(Date.now() + seconds * 1000);
export const normalizeAccount = (account: string) => account.trim().toLowerCase();

// ---------- captcha ----------

/** A new captcha image for `key`; a later request for the same key replaces the answer. */
export async function issueCaptcha(
  { db }: Deps,
  key: string,
): Promise<{ svg: string; answer: string }> {
  const answer = randomCaptchaText();
  const answerHash = sha256(answer.toUpperCase());
  await db
    .insert(captchas)
    .values({ key, answerHash, expiresAt: inSeconds(CAPTCHA_SECONDS) })
    .onConflictDoUpdate({
      target: captchas.key,
      set: { answerHash, expiresAt: inSeconds(CAPTCHA_SECONDS), usedAt: null },
    });
  return { svg: captchaSvg(answer), answer };
}

/** Whether `code` answers the captcha `key`; `consume` makes it single-use (sign-in does). */
export async function checkCaptcha(
  { db }: Deps,
  key: string,
  code: string,
  consume: boolean,
): Promise<void> {
  const [row] = await db.select().from(captchas).where(eq(captchas.key, key));
  const good =
    row &&
    !row.usedAt &&
    row.expiresAt > new Date() &&
    sameHash(row.answerHash, sha256(code.trim().toUpperCase()));
  if (row && consume)
    await db.update(captchas).set({ usedAt: new Date() }).where(eq(captchas.key, key));
  if (!good) throw new ApiError(CODE.CAPTCHA_INCORRECT, MESSAGES.captchaIncorrect);
}

// ---------- e-mail verification codes ----------

export async function sendVerificationCode(
  deps: Deps,
  email: string,
  purpose: string,
  language: string,
) {
  const { db, mailer, brandName } = deps;
  const address = normalizeAccount(email);
  const [recent] = await db
    .select({ id: verificationCodes.id })
    .from(verificationCodes)
    .where(
      and(
        eq(verificationCodes.email, address),
        eq(verificationCodes.purpose, purpose),
        gt(verificationCodes.createdAt, new Date(Date.now() - CODE_RESEND_SECONDS * 1000)),
      ),
    )
    .limit(1);
  if (recent) throw new ApiError(CODE.TOO_FREQUENT, MESSAGES.tooFrequent, 429);
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
  const [row] = await db
    .select()
    .from(verificationCodes)
    .where(and(eq(verificationCodes.email, address), eq(verificationCodes.purpose, purpose)))
    .orderBy(sql`${verificationCodes.createdAt} desc`)
    .limit(1);
  if (!row || row.usedAt || row.expiresAt <= new Date() || row.attempts >= CODE_ATTEMPTS) {
    throw new ApiError(CODE.CODE_INCORRECT, MESSAGES.codeIncorrect);
  }
  if (!sameHash(row.codeHash, sha256(code.trim()))) {
    await db
      .update(verificationCodes)
      .set({ attempts: row.attempts + 1 })
      .where(eq(verificationCodes.id, row.id));
    throw new ApiError(CODE.CODE_INCORRECT, MESSAGES.codeIncorrect);
  }
  await db
    .update(verificationCodes)
    .set({ usedAt: new Date() })
    .where(eq(verificationCodes.id, row.id));
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
  admin: ["admin", "deal:view", "deal:review", "application:review", "outbox:read"],
};

async function issueTokens(deps: Deps, userId: number): Promise<IssuedTokens> {
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
  const [user] = await db
    .select({ id: users.id, account: users.account, name: users.name, company: companies.name })
    .from(users)
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(eq(users.id, userId));
  const roles = await rolesOf(deps, userId);
  return {
    token,
    refreshToken,
    tenant: config.partnerTenant,
    expire: expiresAt.getTime(),
    expiresIn: config.accessTokenSeconds,
    user: user!,
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
  const addressBucket = `login:address:${input.clientAddress}`;
  if (
    (await currentCount(db, accountBucket, LOGIN_WINDOW_SECONDS)) >= LOGIN_FAILURES_PER_ACCOUNT ||
    (await currentCount(db, addressBucket, LOGIN_WINDOW_SECONDS)) >= LOGIN_FAILURES_PER_ADDRESS
  ) {
    throw new ApiError(CODE.TOO_MANY_ATTEMPTS, MESSAGES.tooManyAttempts, 429);
  }
  await checkCaptcha(deps, input.key, input.code, true);
  const [user] = await db.select().from(users).where(eq(users.account, account));
  const good = user?.passwordHash ? await verify(user.passwordHash, input.password) : false;
  if (!user || !good) {
    await countEvent(db, accountBucket, LOGIN_WINDOW_SECONDS);
    await countEvent(db, addressBucket, LOGIN_WINDOW_SECONDS);
    throw new ApiError(CODE.BAD_CREDENTIALS, MESSAGES.badCredentials);
  }
  if (user.status !== "active")
    throw new ApiError(CODE.ACCOUNT_DISABLED, "The account is disabled.", 403);
  await resetCount(db, accountBucket);
  return issueTokens(deps, user.id);
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
  if (!row?.passwordHash || !(await verify(row.passwordHash, oldPassword))) {
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

export async function requestPasswordReset(
  deps: Deps,
  email: string,
  resetUrl: string,
  language: string,
) {
  const { db, mailer, brandName } = deps;
  const [user] = await db
    .select()
    .from(users)
    .where(eq(users.account, normalizeAccount(email)));
  // The answer is the same whether or not the account exists.
  if (user?.status !== "active") return;
  const token = randomToken();
  await db
    .insert(passwordResets)
    .values({ tokenHash: sha256(token), userId: user.id, expiresAt: inSeconds(RESET_SECONDS) });
  const url = new URL(resetUrl);
  url.searchParams.set("token", token);
  const mail = mailTemplates(language).resetLink({
    brand: brandName,
    url: url.toString(),
    minutes: RESET_SECONDS / 60,
  });
  await mailer.send(db, { to: user.account, language, ...mail });
}

export async function resetPassword({ db }: Deps, token: string, password: string) {
  const [row] = await db
    .select()
    .from(passwordResets)
    .where(eq(passwordResets.tokenHash, sha256(token)));
  if (!row || row.usedAt || row.expiresAt <= new Date()) {
    throw new ApiError(CODE.RESET_LINK_INVALID, "The link is invalid or has expired.");
  }
  await db
    .update(passwordResets)
    .set({ usedAt: new Date() })
    .where(eq(passwordResets.tokenHash, row.tokenHash));
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
  const [company] = await db
    .insert(companies)
    .values({ name: input.companyName, country: input.country })
    .returning();
  const [user] = await db
    .insert(users)
    .values({
      account,
      name: input.name,
      companyId: company!.id,
      country: input.country,
      description: input.description,
      language,
      passwordHash: await hashPassword(password),
    })
    .returning();
  await db.insert(applicants).values({
    email: account,
    companyName: input.companyName,
    name: input.name,
    country: input.country,
    description: input.description,
    userId: user!.id,
  });
  const mail = mailTemplates(language).welcome({ brand: brandName, account, password, loginUrl });
  await mailer.send(db, { to: account, language, ...mail });
  return { id: user!.id, account };
}
