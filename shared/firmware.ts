/** Product lines firmware is published for, in the order the filter offers them. */
export const FIRMWARE_CLASSES = ["camera", "recorder", "accessory"] as const;

/** Platforms software is published for. */
export const SOFTWARE_PLATFORMS = ["windows", "macos", "linux", "android", "ios", "web"] as const;
