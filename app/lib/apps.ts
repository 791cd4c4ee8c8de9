/**
 * The mobile apps and the app pages of product lines (spec §2: /app/download,
 * /holoz-app-download, /{product}app). Each page shows one app's store links and a QR code of
 * the page itself, so that a phone opens the same page.
 */
export const APPS = {
  northlight: { store: "northlight" },
  holoz: { store: "holoz" },
} as const;

export type AppId = keyof typeof APPS;

/** The product lines with an app page at `/{product}app`, and the app each one uses. */
export const PRODUCT_APPS = {
  camera: { app: "northlight", path: "/cameraapp", instructions: "nv-b580-ai" },
  nvr: { app: "northlight", path: "/nvrapp", instructions: "nv-n6400-r" },
  S200: { app: "holoz", path: "/S200app", instructions: "nv-d450-ai" },
} as const satisfies Record<string, { app: AppId; path: string; instructions: string }>;

export type ProductApp = keyof typeof PRODUCT_APPS;
