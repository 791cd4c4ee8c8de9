import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, readApiConfig } from "./config";

describe("backend settings", () => {
  it("has a default for every setting", () => {
    const config = readApiConfig({});
    expect(config).toMatchObject({
      clientId: "partner-portal",
      brandTenant: "northlight",
      partnerTenant: "partner",
      accessTokenSeconds: 7200,
      refreshTokenSeconds: 1_209_600,
      dataDir: path.resolve("data"),
      filesDir: path.resolve("data", "files"),
      dbConnectTimeoutMs: 1000,
      dbQueryTimeoutMs: 1200,
      brandName: "Northlight Vision",
      exposeCaptchaAnswers: false,
    });
    expect(config.databaseUrl).toBeUndefined();
    expect(config.smtpUrl).toBeUndefined();
    expect(config.siteUrl).toBeUndefined();
    expect(config.seedUsersFile).toBeUndefined();
  });

  it("reads every setting it is given", () => {
    const config = readApiConfig({
      ACCESS_TOKEN_SECONDS: " 600 ",
      REFRESH_TOKEN_SECONDS: "86400",
      DB_CONNECT_TIMEOUT_MS: "250",
      DB_QUERY_TIMEOUT_MS: "4000",
      DATABASE_URL: "postgres://app:secret@db.example:5432/app",
      SMTP_URL: "smtps://user:pass@mail.example:465",
      SITE_URL: "https://www.example.com",
      BRAND_NAME: "Acme Optics",
      SEED_USERS_FILE: "users.json",
      NODE_ENV: "test",
      CAPTCHA_TEST_ANSWERS: "1",
    });
    expect(config).toMatchObject({
      accessTokenSeconds: 600,
      refreshTokenSeconds: 86400,
      dbConnectTimeoutMs: 250,
      dbQueryTimeoutMs: 4000,
      databaseUrl: "postgres://app:secret@db.example:5432/app",
      smtpUrl: "smtps://user:pass@mail.example:465",
      siteUrl: "https://www.example.com",
      brandName: "Acme Optics",
      seedUsersFile: path.resolve("users.json"),
      exposeCaptchaAnswers: true,
    });
  });

  it("keeps files under DATA_DIR unless FILES_DIR names the shared folder", () => {
    expect(readApiConfig({ DATA_DIR: "/srv/site" }).filesDir).toBe(path.resolve("/srv/site/files"));
    expect(readApiConfig({ DATA_DIR: "/srv/site", FILES_DIR: "/mnt/shared/files" }).filesDir).toBe(
      path.resolve("/mnt/shared/files"),
    );
  });

  it("exposes captcha answers only in test runs", () => {
    expect(readApiConfig({ CAPTCHA_TEST_ANSWERS: "1" }).exposeCaptchaAnswers).toBe(false);
  });

  it.each([
    ["ACCESS_TOKEN_SECONDS", "2h"],
    ["ACCESS_TOKEN_SECONDS", "7200.5"],
    ["ACCESS_TOKEN_SECONDS", "-7200"],
    ["ACCESS_TOKEN_SECONDS", "1e4"],
    ["ACCESS_TOKEN_SECONDS", "59"],
    ["REFRESH_TOKEN_SECONDS", "99999999999999999999"],
    ["DB_CONNECT_TIMEOUT_MS", "0"],
    ["DB_QUERY_TIMEOUT_MS", "fast"],
  ])("refuses %s=%j, naming the variable", (name, value) => {
    expect(() => readApiConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => readApiConfig({ [name]: value })).toThrow(new RegExp(`^${name} must be`));
  });

  it.each([
    ["DATABASE_URL", "app@localhost/app"],
    ["DATABASE_URL", "mysql://db.example/app"],
    ["SMTP_URL", "mail.example:587"],
    ["SMTP_URL", "https://mail.example"],
    ["SITE_URL", "www.example.com"],
    ["SITE_URL", "ftp://www.example.com"],
  ])("refuses %s=%j, naming the variable without echoing it", (name, value) => {
    let error: unknown;
    try {
      readApiConfig({ [name]: value });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as Error).message).toMatch(new RegExp(`^${name} must be`));
    expect((error as Error).message).not.toContain(value);
  });
});
