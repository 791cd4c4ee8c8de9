/** Product lines firmware is published for, in the order the filter offers them. */
export const FIRMWARE_CLASSES = ["camera", "recorder", "accessory"] as const;

/** Platforms software is published for. */
export const SOFTWARE_PLATFORMS = ["windows", "macos", "linux", "android", "ios", "web"] as const;

/** A firmware release's states: a draft is never shown; a withdrawn one is listed, not served. */
export const FIRMWARE_STATUSES = ["draft", "published", "withdrawn"] as const;
export type FirmwareStatus = (typeof FIRMWARE_STATUSES)[number];

/** A release's track: the active one, or long-term support until a date. */
export const FIRMWARE_TRACKS = ["active", "lts"] as const;
export type FirmwareTrack = (typeof FIRMWARE_TRACKS)[number];
