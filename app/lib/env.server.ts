import { readFileSync } from "node:fs";
import path from "node:path";
import { ConfigError, type Env, integer, text, url } from "#shared/env";

/** The brand, its contacts and links: configuration, with the fictional default brand embedded. */
export interface Brand {
  name: string;
  email: string;
  phone: string;
  address: string;
  logoUrl: string | null;
  appDownloadUrl: string;
  social: { name: string; url: string }[];
}

/**
 * Every setting the site (app/) reads, parsed and checked once when the server build is loaded:
 * nothing else under app/ reads process.env. A bad value stops the start with a ConfigError naming
 * the variable.
 */
export interface SiteConfig {
  /** The portal's client towards the backend (spec §6): id and secret of the basic Authorization. */
  apiClientId: string;
  apiClientSecret: string;
  /** Tenant of public calls. */
  brandTenant: string;
  /** The public origin of SITE_URL, or null (then each request's own origin). */
  siteOrigin: string | null;
  /** SESSION_SECRET, or undefined (then a secret generated into `dataDir`). */
  sessionSecret: string | undefined;
  dataDir: string;
  /** FORM_MIN_FILL_SECONDS: a public form sent sooner after its page was rendered is refused. */
  formMinFillSeconds: number;
  brand: Brand;
  /** EXAM_REGISTRATION_CODE: the code shown on the exam registration page (spec "shown on the page"). */
  examRegistrationCode: string;
  /** The mobile apps' store links: App Store, Google Play and the direct APK download. */
  appStores: Record<"northlight" | "holoz", AppStoreLinks>;
  /** KEPT_MARKUP: parts of pages the same for every visitor are rendered once and kept (decision 0021). */
  keptMarkup: boolean;
  security: SecurityContact;
}

/** Where vulnerabilities are reported: /security and /.well-known/security.txt (RFC 9116). */
export interface SecurityContact {
  /** SECURITY_EMAIL: the address security reports go to. */
  email: string;
  /** SECURITY_PGP_KEY_FILE: an ASCII-armoured OpenPGP public key to encrypt reports with, or null. */
  pgpKey: string | null;
}

const PGP_PUBLIC_KEY =
  /^-----BEGIN PGP PUBLIC KEY BLOCK-----\r?\n[\s\S]+\r?\n-----END PGP PUBLIC KEY BLOCK-----\s*$/;

/** The security contact; a key file that cannot be read or is no armoured public key stops the start. */
function readSecurityContact(env: Env): SecurityContact {
  const file = env.SECURITY_PGP_KEY_FILE?.trim();
  let pgpKey: string | null = null;
  if (file) {
    try {
      pgpKey = readFileSync(file, "utf8");
    } catch {
      throw new ConfigError(`SECURITY_PGP_KEY_FILE cannot be read: ${file}`);
    }
    if (!PGP_PUBLIC_KEY.test(pgpKey))
      throw new ConfigError(
        "SECURITY_PGP_KEY_FILE must hold an ASCII-armoured OpenPGP public key (-----BEGIN PGP PUBLIC KEY BLOCK-----)",
      );
  }
  return { email: text(env, "SECURITY_EMAIL", "security@northlight-vision.example"), pgpKey };
}

export interface AppStoreLinks {
  appStore: string;
  googlePlay: string;
  apk: string;
}

/** An app's links from `<PREFIX>APP_STORE_URL`, `<PREFIX>GOOGLE_PLAY_URL`, `<PREFIX>APK_URL`. */
function appStoreLinks(env: Env, prefix: string, app: string, androidId: string): AppStoreLinks {
  const link = (name: string, fallback: string) =>
    url(env, `${prefix}${name}`, ["https", "http"]) ?? fallback;
  return {
    appStore: link("APP_STORE_URL", `https://apps.apple.com/app/${app}/id6450000000`),
    googlePlay: link(
      "GOOGLE_PLAY_URL",
      `https://play.google.com/store/apps/details?id=${androidId}`,
    ),
    apk: link("APK_URL", `https://apps.northlight-vision.example/android/${app}.apk`),
  };
}

/** A social link: the brand's page by default, hidden when set to an empty string. */
function socialLink(env: Env, name: string, variable: string, fallback: string) {
  const raw = env[variable];
  if (raw === undefined) return { name, url: fallback };
  if (raw.trim() === "") return null;
  return { name, url: url(env, variable, ["https", "http"]) as string };
}

/** A logo: an absolute http(s) URL or a path on this site. */
function logoUrl(env: Env): string | null {
  const raw = env.BRAND_LOGO_URL?.trim();
  if (!raw) return null;
  if (raw.startsWith("/") && !raw.startsWith("//")) return raw;
  return url(env, "BRAND_LOGO_URL", ["https", "http"]) ?? null;
}

export function readBrand(env: Env = process.env): Brand {
  const social = [
    socialLink(
      env,
      "LinkedIn",
      "SOCIAL_LINKEDIN_URL",
      "https://www.linkedin.com/company/northlight-vision",
    ),
    socialLink(env, "YouTube", "SOCIAL_YOUTUBE_URL", "https://www.youtube.com/@northlightvision"),
    socialLink(env, "X", "SOCIAL_X_URL", "https://x.com/northlightvision"),
    socialLink(env, "Facebook", "SOCIAL_FACEBOOK_URL", "https://www.facebook.com/northlightvision"),
  ].filter((link) => link !== null);
  return {
    name: text(env, "BRAND_NAME", "Northlight Vision"),
    email: text(env, "BRAND_EMAIL", "hello@northlight-vision.example"),
    phone: text(env, "BRAND_PHONE", "+1-555-0100"),
    address: text(
      env,
      "BRAND_ADDRESS",
      "100 Harbour Street, Suite 400, Halifax, NS B3J 1A1, Canada",
    ),
    logoUrl: logoUrl(env),
    appDownloadUrl:
      url(env, "APP_DOWNLOAD_URL", ["https", "http"]) ??
      "https://apps.northlight-vision.example/download",
    social,
  };
}

export function readSiteConfig(env: Env = process.env): SiteConfig {
  const site = url(env, "SITE_URL", ["http", "https"]);
  const secret = env.SESSION_SECRET;
  if (secret !== undefined && secret !== "" && secret.length < 16)
    throw new ConfigError("SESSION_SECRET must be at least 16 characters long");
  return {
    apiClientId: text(env, "API_CLIENT_ID", "partner-portal"),
    apiClientSecret: text(env, "API_CLIENT_SECRET", "northlight-partner-portal"),
    brandTenant: text(env, "BRAND_TENANT", "northlight"),
    siteOrigin: site ? new URL(site).origin : null,
    sessionSecret: secret || undefined,
    dataDir: path.resolve(env.DATA_DIR || "data"),
    formMinFillSeconds: integer(env, "FORM_MIN_FILL_SECONDS", 3, 0, 600),
    brand: readBrand(env),
    examRegistrationCode: text(env, "EXAM_REGISTRATION_CODE", "NLV-CSP-2026"),
    appStores: {
      northlight: appStoreLinks(env, "", "northlight-vision", "com.northlightvision.app"),
      holoz: appStoreLinks(env, "HOLOZ_", "holoz", "com.northlightvision.holoz"),
    },
    keptMarkup: integer(env, "KEPT_MARKUP", 1, 0, 1) === 1,
    security: readSecurityContact(env),
  };
}

let settings: SiteConfig | undefined;

/**
 * The site's settings, read once: when the server build is loaded (the root imports the brand,
 * which reads them), so a bad value stops the start.
 */
export function siteConfig(): SiteConfig {
  settings ??= readSiteConfig();
  return settings;
}
