import path from "node:path";

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
  databaseUrl?: string;
  smtpUrl?: string;
  mailFrom: string;
  /** Public origin used in links sent by e-mail. */
  siteUrl?: string;
  /**
   * Test runs only: answer captcha requests with the solution in a header. Honoured only when
   * NODE_ENV is "test"; a production start refuses to run with it (see server.ts).
   */
  exposeCaptchaAnswers: boolean;
}

export function readApiConfig(env: Record<string, string | undefined> = process.env): ApiConfig {
  return {
    clientId: env.API_CLIENT_ID || "partner-portal",
    clientSecret: env.API_CLIENT_SECRET || "northlight-partner-portal",
    brandTenant: env.BRAND_TENANT || "northlight",
    partnerTenant: env.PARTNER_TENANT || "partner",
    accessTokenSeconds: Number(env.ACCESS_TOKEN_SECONDS || 2 * 60 * 60),
    refreshTokenSeconds: Number(env.REFRESH_TOKEN_SECONDS || 14 * 24 * 60 * 60),
    dataDir: path.resolve(env.DATA_DIR || "data"),
    databaseUrl: env.DATABASE_URL || undefined,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || "Northlight Vision <no-reply@northlight-vision.example>",
    siteUrl: env.SITE_URL || undefined,
    exposeCaptchaAnswers: env.NODE_ENV === "test" && env.CAPTCHA_TEST_ANSWERS === "1",
  };
}
