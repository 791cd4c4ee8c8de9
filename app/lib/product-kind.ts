/**
 * What kind of drawing a product gets (its family) and which views of it are shown: small and
 * shared by the pages, which link the pictures, and the picture routes, which draw them.
 */

export interface DrawableProduct {
  model: string;
  type: string;
  series?: string;
  specs?: { key: string; value: string }[];
}

export type View = "side" | "front" | "back";

/** The specifications the drawings read (lens, light, housing, bays, ports). */
export const DRAWN_SPEC_KEYS = [
  "opticalZoom",
  "focalLength",
  "lens",
  "irRange",
  "supplementLight",
  "resolution",
  "hddBays",
  "poe",
  "network",
  "ports",
  "channels",
  "analogInputs",
  "audio",
  "loadCapacity",
  "panRange",
] as const;

export const CAMERA_TYPES = ["bullet", "box", "thermal", "dome", "turret", "fisheye", "ptz"];
const RECORDER_TYPES = ["nvr", "xvr", "recorder"];
/** Accessories by the letters of their model (NV-WB01 is a wall bracket). */
const ACCESSORY_KINDS: Record<string, string> = {
  WB: "wallBracket",
  PM: "poleMount",
  CM: "cornerMount",
  JB: "junctionBox",
  PD: "pendant",
  HS: "housing",
  SW: "switch",
  PI: "injector",
  PS: "power",
  MC: "microphone",
  IR: "illuminator",
};

/** The drawing family of a product: a camera type, "recorder" or an accessory kind. */
export function family(p: DrawableProduct): string {
  if (CAMERA_TYPES.includes(p.type)) return p.type;
  if (RECORDER_TYPES.includes(p.type)) return "recorder";
  const letters = /^NV-([A-Z]+)/.exec(p.model)?.[1] ?? "";
  return ACCESSORY_KINDS[letters] ?? "wallBracket";
}

/** The views the detail page shows: cameras from the side and the front, boxes with ports front and back. */
export function productViews(p: DrawableProduct): View[] {
  const f = family(p);
  if (f === "recorder" || f === "switch" || f === "injector" || f === "power")
    return ["front", "back"];
  return ["side", "front"];
}
