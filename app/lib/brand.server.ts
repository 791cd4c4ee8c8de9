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

export function readBrand(env: NodeJS.ProcessEnv = process.env): Brand {
  const social = [
    {
      name: "LinkedIn",
      url: env.SOCIAL_LINKEDIN_URL ?? "https://www.linkedin.com/company/northlight-vision",
    },
    { name: "YouTube", url: env.SOCIAL_YOUTUBE_URL ?? "https://www.youtube.com/@northlightvision" },
    { name: "X", url: env.SOCIAL_X_URL ?? "https://x.com/northlightvision" },
    {
      name: "Facebook",
      url: env.SOCIAL_FACEBOOK_URL ?? "https://www.facebook.com/northlightvision",
    },
  ].filter((link) => link.url !== "");
  return {
    name: env.BRAND_NAME || "Northlight Vision",
    email: env.BRAND_EMAIL || "hello@northlight-vision.example",
    phone: env.BRAND_PHONE || "+1-555-0100",
    address: env.BRAND_ADDRESS || "100 Harbour Street, Suite 400, Halifax, NS B3J 1A1, Canada",
    logoUrl: env.BRAND_LOGO_URL || null,
    appDownloadUrl: env.APP_DOWNLOAD_URL || "https://apps.northlight-vision.example/download",
    social,
  };
}

export const brand = readBrand();

/** The public origin used in canonical links and sitemap.xml: SITE_URL, or the request's own. */
export function siteOrigin(request: Request): string {
  const configured = process.env.SITE_URL;
  return configured ? new URL(configured).origin : new URL(request.url).origin;
}
