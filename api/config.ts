import path from "node:path";
import { ConfigError, type Env, integer, text, url } from "#shared/env";
import { DEFAULT_CONNECT_TIMEOUT_MS, DEFAULT_QUERY_TIMEOUT_MS } from "./db/client";

export { ConfigError };

/** The console's firmware uploads: 2 GiB unless FIRMWARE_UPLOAD_MAX_BYTES says otherwise. */
export const FIRMWARE_UPLOAD_DEFAULT_BYTES = 2 * 1024 * 1024 * 1024;

/**
 * Every setting the backend reads, parsed and checked once at start (readApiConfig): nothing else
 * under api/ reads process.env; the parts of the backend get this object (or a value of it).
 */
export interface ApiConfig {
  /** The partner portal's fixed client (spec §6): id and secret of the basic Authorization header. */
  clientId: string;
  clientSecret: string;
  /** Tenant of public pages (with the tourist token) and the default partner tenant. */
  brandTenant: string;
  partnerTenant: string;
  accessTokenSeconds: number;
  refreshTokenSeconds: number;
  dataDir: string;
  /**
   * The file store (uploads such as error-report files): FILES_DIR, by default `<DATA_DIR>/files`.
   * Replicas share it: the one folder (a shared volume) mounted on every replica.
   */
  filesDir: string;
  /** Largest firmware file the console takes (FIRMWARE_UPLOAD_MAX_BYTES, 2 GiB by default). */
  firmwareUploadMaxBytes: number;
  databaseUrl?: string;
  /** PostgreSQL: how long a connection and one query of the serving pool may take. */
  dbConnectTimeoutMs: number;
  dbQueryTimeoutMs: number;
  smtpUrl?: string;
  mailFrom: string;
  /** Public origin used in links sent by e-mail. */
  siteUrl?: string;
  /** The brand name filled into the seed catalogue and the e-mails. */
  brandName: string;
  /** The brand's contact address: contact-form messages are e-mailed to it. */
  brandEmail: string;
  /** Where vulnerability reports go (SECURITY_EMAIL, as the web side reads it): the advisories' contact. */
  securityEmail: string;
  /** A JSON file of extra accounts the seed creates in an empty database. */
  seedUsersFile?: string;
  /**
   * Test runs only: answer captcha requests with the solution in a header. Honoured only when
   * NODE_ENV is "test"; a production start refuses to run with it (see server.ts).
   */
  exposeCaptchaAnswers: boolean;
  /**
   * The assistant's optional language model (/ai-chat): an OpenAI-compatible base URL (its
   * `/chat/completions` is called), the key, the model and how long a whole answer may take.
   * Without a URL the assistant answers with the quoted passages.
   */
  assistant: AssistantModelConfig;
}

export interface AssistantModelConfig {
  url?: string;
  key?: string;
  model: string;
  timeoutMs: number;
}

const DAY = 24 * 60 * 60;

/**
 * The backend's settings from `env` (the process environment by default), with the embedded
 * defaults of `npm start`. Throws a ConfigError naming the variable when a value cannot be used
 * (URLs are not echoed: they may hold passwords).
 */
export function readApiConfig(env: Env = process.env): ApiConfig {
  const dataDir = path.resolve(env.DATA_DIR || "data");
  return {
    clientId: env.API_CLIENT_ID || "partner-portal",
    clientSecret: env.API_CLIENT_SECRET || "northlight-partner-portal",
    brandTenant: env.BRAND_TENANT || "northlight",
    partnerTenant: env.PARTNER_TENANT || "partner",
    accessTokenSeconds: integer(env, "ACCESS_TOKEN_SECONDS", 2 * 60 * 60, 60, 30 * DAY),
    refreshTokenSeconds: integer(env, "REFRESH_TOKEN_SECONDS", 14 * DAY, 60, 365 * DAY),
    dataDir,
    filesDir: env.FILES_DIR ? path.resolve(env.FILES_DIR) : path.join(dataDir, "files"),
    firmwareUploadMaxBytes: integer(
      env,
      "FIRMWARE_UPLOAD_MAX_BYTES",
      FIRMWARE_UPLOAD_DEFAULT_BYTES,
      1024,
      64 * 1024 * 1024 * 1024,
    ),
    databaseUrl: url(env, "DATABASE_URL", ["postgres", "postgresql"]),
    dbConnectTimeoutMs: integer(
      env,
      "DB_CONNECT_TIMEOUT_MS",
      DEFAULT_CONNECT_TIMEOUT_MS,
      1,
      600_000,
    ),
    dbQueryTimeoutMs: integer(env, "DB_QUERY_TIMEOUT_MS", DEFAULT_QUERY_TIMEOUT_MS, 1, 600_000),
    smtpUrl: url(env, "SMTP_URL", ["smtp", "smtps"]),
    mailFrom: env.MAIL_FROM || "Northlight Vision <no-reply@northlight-vision.example>",
    siteUrl: url(env, "SITE_URL", ["http", "https"]),
    brandName: env.BRAND_NAME || "Northlight Vision",
    brandEmail: env.BRAND_EMAIL || "hello@northlight-vision.example",
    securityEmail: env.SECURITY_EMAIL || "security@northlight-vision.example",
    seedUsersFile: env.SEED_USERS_FILE ? path.resolve(env.SEED_USERS_FILE) : undefined,
    exposeCaptchaAnswers: env.NODE_ENV === "test" && env.CAPTCHA_TEST_ANSWERS === "1",
    assistant: {
      url: url(env, "ASSISTANT_API_URL", ["http", "https"]),
      key: env.ASSISTANT_API_KEY?.trim() || undefined,
      model: text(env, "ASSISTANT_MODEL", "gpt-4o-mini"),
      timeoutMs: integer(env, "ASSISTANT_TIMEOUT_MS", 20_000, 1000, 300_000),
    },
  };
}
