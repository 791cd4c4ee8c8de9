/**
 * Product illustrations drawn from a product's data: its type (housing shape), series (colour),
 * focal length or zoom (lens size), infrared or white light (LED ring), size class (housing size),
 * drive bays and ports (recorders, switches). Pure geometry: the component turns it into SVG.
 */
import { clamp, type Drawing, round, type Shape } from "./drawing";

import { CAMERA_TYPES, type DrawableProduct, family, type View } from "~/lib/product-kind";
import { PRODUCT_PICTURE } from "./pictures";

export type { DrawableProduct, View } from "~/lib/product-kind";
export { family, productViews } from "~/lib/product-kind";

export type { Drawing, Shape } from "./drawing";

/** Most ports drawn on one panel. */
const MAX_PORTS = 48;

export const WIDTH = PRODUCT_PICTURE.width;
export const HEIGHT = PRODUCT_PICTURE.height;

const INK = {
  body: "#f3f5f8",
  shade: "#d9dee6",
  metal: "#aab3c0",
  dark: "#1d2430",
  glass: "#263650",
  shine: "#9fc1ee",
  ir: "#7d2633",
  led: "#ffd979",
  port: "#3a4352",
  green: "#2fb36b",
  germanium: "#4a4030",
} as const;

/** One colour per series; unknown series share the neutral one. */
export const SERIES_COLOURS: Record<string, string> = {
  "Pro AI": "#1f6feb",
  Smart: "#0d9488",
  Easy: "#64748b",
  Thermal: "#ea580c",
  "Recorder Pro": "#1e3a8a",
  "Recorder Easy": "#475569",
  Accessory: "#8a94a6",
};

// ---- reading the data -------------------------------------------------------------------------

const spec = (p: DrawableProduct, key: string) => p.specs?.find((s) => s.key === key)?.value ?? "";
const numbers = (text: string) => [...text.matchAll(/\d+(?:\.\d+)?/g)].map((m) => Number(m[0]));
/** "8 × SATA", "16 × IEEE 802.3af/at": the count before the ×. */
const countBefore = (text: string) => Number(/(\d+)\s*×/.exec(text)?.[1] ?? 0);
/** The digits of the model (NV-N3216 → 3216), a tie-breaker for size when the data is silent. */
const modelNumber = (p: DrawableProduct) => Number(/(\d+)/.exec(p.model)?.[1] ?? 0);

/** 0 (entry) to 2 (flagship) from the series, used for housing size. */
function tier(p: DrawableProduct) {
  if (p.series === "Pro AI" || p.series === "Recorder Pro" || p.series === "Thermal") return 2;
  if (p.series === "Smart") return 1;
  return 0;
}

/** The lens radius in the front view: longer focal lengths and zoom need bigger glass. */
export function lensRadius(p: DrawableProduct): number {
  const zoom = numbers(spec(p, "opticalZoom"))[0];
  if (zoom) return round(clamp(14 + Math.log2(zoom) * 3, 14, 32));
  const focal = Math.max(0, ...numbers(spec(p, "focalLength")));
  if (focal > 0) return round(clamp(10 + Math.log2(focal) * 3.2, 10, 26));
  if (/C\/CS mount/.test(spec(p, "lens"))) return 20;
  return 12 + tier(p) * 2;
}

/** How many infrared LEDs ring the lens (0 without infrared). */
export function irLeds(p: DrawableProduct): number {
  const ir = spec(p, "irRange");
  const light = spec(p, "supplementLight");
  if (!ir && !/IR/.test(light)) {
    // Cards without specifications: entry and mid cameras have infrared.
    if (p.specs?.length) return 0;
    return ["bullet", "turret", "dome", "ptz"].includes(p.type) ? 4 + tier(p) * 2 : 0;
  }
  const metres = numbers(ir)[0] ?? numbers(/IR[^;,]*?(\d+) m/.exec(light)?.[1] ?? "40")[0] ?? 40;
  return clamp(Math.round(metres / 10), 2, 12);
}

const whiteLight = (p: DrawableProduct) => /white/i.test(spec(p, "supplementLight"));
const strobe = (p: DrawableProduct) => /strobe/i.test(spec(p, "supplementLight"));
const twinLens = (p: DrawableProduct) =>
  /^2\s*×/.test(spec(p, "resolution")) || p.type === "thermal";

/** Drive bays: from the data, else from the model (NV-N3216: 32 channels → 4 bays). */
export function driveBays(p: DrawableProduct): number {
  const fromSpec = countBefore(spec(p, "hddBays"));
  if (fromSpec) return clamp(fromSpec, 1, 16);
  const channels = Math.floor(modelNumber(p) / 100) || 4;
  return clamp(2 ** Math.round(Math.log2(Math.max(1, channels / 8))), 1, 16);
}

/** Network ports on the back of a recorder (PoE, else LAN) or the front of a switch (RJ45). */
export function ports(p: DrawableProduct): number {
  const rj45 = (text: string) =>
    [...text.matchAll(/(\d+)\s*×\s*RJ45/g)].reduce((sum, m) => sum + Number(m[1]), 0);
  const count =
    family(p) === "recorder"
      ? countBefore(spec(p, "poe")) || rj45(spec(p, "network")) || modelNumber(p) % 100 || 1
      : rj45(spec(p, "ports")) || countBefore(spec(p, "poe")) || (family(p) === "switch" ? 10 : 2);
  // The address of a picture carries these figures: a drawing never holds more than a panel can.
  return clamp(count, 1, MAX_PORTS);
}

/** Recording channels (NV-N3216: 32), which set a recorder's width. */
const channels = (p: DrawableProduct) =>
  clamp(numbers(spec(p, "channels"))[0] ?? (Math.floor(modelNumber(p) / 100) || 4), 1, 256);

const bncInputs = (p: DrawableProduct) =>
  clamp(
    countBefore(spec(p, "analogInputs")) ||
      (p.type === "xvr" ? Math.floor(modelNumber(p) / 100) : 0),
    0,
    MAX_PORTS,
  );

// ---- drawing helpers --------------------------------------------------------------------------

class Pen {
  shapes: Shape[] = [];
  rect(x: number, y: number, w: number, h: number, fill: string, rx = 0) {
    this.shapes.push({
      kind: "rect",
      x: round(x),
      y: round(y),
      w: round(w),
      h: round(h),
      rx,
      fill,
    });
  }
  circle(cx: number, cy: number, r: number, fill: string) {
    this.shapes.push({ kind: "circle", cx: round(cx), cy: round(cy), r: round(r), fill });
  }
  ellipse(cx: number, cy: number, rx: number, ry: number, fill: string) {
    this.shapes.push({
      kind: "ellipse",
      cx: round(cx),
      cy: round(cy),
      rx: round(rx),
      ry: round(ry),
      fill,
    });
  }
  path(d: string, fill: string) {
    this.shapes.push({ kind: "path", d, fill });
  }
  /** A lens seen from the front: barrel, glass and a highlight. */
  lens(cx: number, cy: number, r: number, glass: string = INK.glass) {
    this.circle(cx, cy, r + 3, INK.dark);
    this.circle(cx, cy, r, glass);
    this.circle(cx, cy, r * 0.45, INK.dark);
    this.circle(cx - r * 0.35, cy - r * 0.35, Math.max(1.5, r * 0.18), INK.shine);
  }
  /** LEDs on a ring around (cx, cy). */
  ring(cx: number, cy: number, radius: number, wanted: number, r: number, fill: string) {
    const count = Math.min(wanted, MAX_PORTS);
    for (let i = 0; i < count; i++) {
      const a = (Math.PI * 2 * i) / count - Math.PI / 2;
      this.circle(cx + Math.cos(a) * radius, cy + Math.sin(a) * radius, r, fill);
    }
  }
  /** A row of `count` small items spread over [x0, x1]. */
  row(wanted: number, x0: number, x1: number, draw: (x: number, i: number) => void) {
    const count = Math.min(wanted, MAX_PORTS);
    const step = (x1 - x0) / Math.max(1, count);
    for (let i = 0; i < count; i++) draw(x0 + step * i + step / 2, i);
  }
}

const colourOf = (p: DrawableProduct) =>
  SERIES_COLOURS[p.series ?? ""] ?? SERIES_COLOURS.Accessory!;

// ---- cameras ----------------------------------------------------------------------------------

function cameraSide(pen: Pen, p: DrawableProduct, f: string) {
  const c = colourOf(p);
  const t = tier(p);
  const lens = lensRadius(p);
  const ir = irLeds(p);
  const grow = (modelNumber(p) % 100) / 20; // 0–5: models of one series differ in size
  if (f === "bullet" || f === "box" || f === "thermal" || f === "housing") {
    if (f === "thermal" && spec(p, "panRange")) return ptzSide(pen, p, true);
    const len = 104 + t * 12 + grow * 2 + (f === "box" ? -24 : 0);
    const h = f === "box" ? 40 : 32 + t * 3;
    const x = 30;
    const y = 58 - h / 2;
    // wall plate and arm
    pen.rect(196, 86, 12, 52, INK.shade, 3);
    pen.path(
      `M${x + len * 0.6} ${y + h}l6 26h${196 - x - len * 0.6 - 6}v-8h-${190 - x - len * 0.6 - 8}z`,
      INK.metal,
    );
    if (f === "box") {
      // body, C-mount lens tube in front
      pen.rect(x + 28, y, len, h, INK.body, 4);
      pen.rect(x + 28, y + h - 8, len, 8, c, 2);
      const tube = 20 + lens;
      pen.rect(x + 28 - tube, y + 6, tube, h - 12, INK.dark, 3);
      pen.rect(x + 28 - tube - 4, y + 3, 6, h - 6, INK.port, 2);
      return;
    }
    // sun shield over the body
    pen.rect(x - 14, y - 9, len + 18, 9, INK.shade, 4);
    pen.rect(x, y, len, h, INK.body, h / 2.4);
    pen.rect(x + len * 0.35, y + h - 7, len * 0.5, 5, c, 2);
    // front bezel with lens (or two for thermal models)
    pen.rect(x - 8, y + 2, 12, h - 4, INK.dark, 3);
    if (ir > 0) pen.rect(x - 8, y + 4, 5, h - 8, INK.ir, 2);
    if (twinLens(p)) pen.rect(x - 4, y + h * 0.25, 6, h * 0.5, INK.germanium, 2);
    return;
  }
  if (f === "dome" || f === "fisheye") {
    const w = (f === "fisheye" ? 150 : 108) + t * 12 + grow * 2;
    const dh = f === "fisheye" ? 26 : 40 + t * 4;
    const cx = 120;
    const base = 112;
    pen.rect(cx - w / 2 - 6, base, w + 12, 12, INK.shade, 4);
    pen.rect(cx - w / 2, base - 10, w, 12, INK.body, 3);
    pen.rect(cx - w / 2 + 8, base - 4, w - 16, 4, c, 2);
    pen.path(`M${cx - w / 2 + 8} ${base - 10}a${w / 2 - 8} ${dh} 0 0 1 ${w - 16} 0z`, INK.glass);
    pen.path(
      `M${cx - w / 2 + 18} ${base - 14}a${w / 2 - 18} ${dh - 8} 0 0 1 ${w * 0.3} -${dh * 0.55}`,
      INK.shine,
    );
    if (twinLens(p)) {
      pen.circle(cx - lens - 4, base - dh * 0.45, lens * 0.6, INK.dark);
      pen.circle(cx + lens + 4, base - dh * 0.45, lens * 0.6, INK.dark);
    } else pen.circle(cx, base - dh * 0.45, Math.min(lens * 0.7, dh * 0.4), INK.dark);
    return;
  }
  if (f === "turret") {
    const r = 30 + t * 4 + grow;
    const cx = 120;
    const base = 116;
    pen.rect(cx - r - 20, base, 2 * r + 40, 12, INK.shade, 5);
    pen.path(`M${cx - r - 12} ${base}a${r + 12} ${r * 0.9} 0 0 1 ${2 * r + 24} 0z`, INK.body);
    pen.circle(cx - 6, base - r * 0.95, r, INK.body);
    pen.rect(cx - r - 12, base - 6, 2 * r + 24, 5, c, 2);
    // lens looking forward and a little down
    pen.ellipse(cx - 6 - r * 0.72, base - r * 0.95, 8, lens * 0.8, INK.dark);
    if (ir > 0) pen.ellipse(cx - 6 - r * 0.6, base - r * 1.6, 4, 6, INK.ir);
    if (whiteLight(p)) pen.ellipse(cx - 6 - r * 0.6, base - r * 0.3, 4, 6, INK.led);
    if (strobe(p)) pen.rect(cx + r * 0.2, base - r * 1.95, 20, 6, "#d33", 3);
    return;
  }
  ptzSide(pen, p, false);
}

function ptzSide(pen: Pen, p: DrawableProduct, thermal: boolean) {
  const c = colourOf(p);
  const lens = lensRadius(p);
  const s = clamp(lens / 28, 0.7, 1.15);
  const cx = 112;
  // wall bracket from the right
  pen.rect(204, 14, 12, 44, INK.shade, 3);
  pen.path(`M204 28h-${204 - cx - 10}q-10 0-10 10v8h12v-4q0-2 4-2h${204 - cx - 10}z`, INK.metal);
  // pan base and yoke
  pen.rect(cx - 22 * s, 46, 44 * s, 16, INK.body, 6);
  pen.rect(cx - 22 * s, 56, 44 * s, 5, c, 2);
  if (thermal) {
    pen.rect(cx - 60 * s, 66, 54 * s, 44, INK.body, 6);
    pen.rect(cx + 6 * s, 66, 54 * s, 44, INK.body, 6);
    pen.rect(cx - 6, 62, 12, 52, INK.metal, 3);
    pen.circle(cx - 33 * s, 88, 14 * s, INK.germanium);
    pen.circle(cx + 33 * s, 88, 12 * s, INK.glass);
    return;
  }
  const r = 40 * s;
  pen.path(`M${cx - r} 66h${2 * r}v${r * 0.4}a${r} ${r} 0 0 1 -${2 * r} 0z`, INK.body);
  pen.path(`M${cx - r * 0.8} ${66 + r * 0.5}a${r * 0.8} ${r * 0.7} 0 0 0 ${r * 1.6} 0z`, INK.glass);
  pen.circle(cx - r * 0.2, 66 + r * 0.75, lens * 0.5, INK.dark);
  if (irLeds(p) > 0) pen.rect(cx - r * 0.7, 66 - 6, r * 1.4, 6, INK.ir, 3);
}

function cameraFront(pen: Pen, p: DrawableProduct, f: string) {
  const c = colourOf(p);
  const lens = lensRadius(p);
  const ir = irLeds(p);
  const cx = 120;
  const cy = 80;
  const face = clamp(lens * 2.4, 44, 66);
  if (f === "bullet" || f === "thermal" || f === "box" || f === "housing") {
    pen.rect(cx - face - 12, cy - face - 14, 2 * face + 24, 14, INK.shade, 5);
    pen.rect(cx - face, cy - face, 2 * face, 2 * face, INK.body, f === "box" ? 8 : face);
  } else if (f === "ptz") {
    pen.rect(cx - face, cy - face - 10, 2 * face, 20, INK.body, 8);
    pen.circle(cx, cy + 6, face, INK.body);
  } else {
    pen.circle(cx, cy, face + 8, INK.shade);
    pen.circle(cx, cy, face, INK.body);
  }
  pen.ring(cx, cy, face - 3, 24, 1.5, c);
  if (twinLens(p)) {
    const other = f === "thermal" || p.type === "thermal" ? INK.germanium : INK.glass;
    pen.lens(cx - lens * 0.75 - 3, cy, lens * 0.7, other);
    pen.lens(cx + lens * 0.75 + 3, cy, lens * 0.7);
  } else pen.lens(cx, cy, f === "fisheye" ? lens * 1.4 : lens);
  if (ir > 0) pen.ring(cx, cy, lens + (face - lens) * 0.55, ir, 3.2, INK.ir);
  if (whiteLight(p)) pen.ring(cx, cy, lens + (face - lens) * 0.55, 2, 4, INK.led);
  if (/microphone/i.test(spec(p, "audio"))) pen.circle(cx, cy + face - 10, 2.4, INK.dark);
}

// ---- recorders and boxes with ports -----------------------------------------------------------

function chassisHeight(bays: number) {
  if (bays >= 16) return 84;
  if (bays >= 8) return 58;
  if (bays >= 4) return 38;
  return 26;
}

function recorderFront(pen: Pen, p: DrawableProduct) {
  const c = colourOf(p);
  const bays = driveBays(p);
  const h = chassisHeight(bays);
  const w = bays >= 4 ? 216 : 150 + bays * 8 + Math.min(16, channels(p)) * 2;
  const x = (WIDTH - w) / 2;
  const y = 86 - h / 2;
  pen.rect(x + 6, y + h, w - 12, 6, INK.shade, 2);
  pen.rect(x, y, w, h, INK.body, 4);
  pen.rect(x, y, 10, h, c, 3);
  pen.circle(x + 22, y + 10, 3, INK.green);
  if (bays >= 4) {
    // hot-swap trays in a grid of up to four rows
    const rows = bays >= 16 ? 4 : bays >= 8 ? 2 : 1;
    const cols = bays / rows;
    const tw = (w - 48) / cols;
    const th = (h - 8) / rows;
    for (let r = 0; r < rows; r++)
      for (let k = 0; k < cols; k++) {
        pen.rect(x + 40 + k * tw, y + 4 + r * th, tw - 3, th - 3, INK.shade, 2);
        pen.circle(x + 40 + k * tw + tw - 9, y + 4 + r * th + th / 2 - 1.5, 1.6, INK.green);
      }
  } else {
    pen.row(12, x + w * 0.45, x + w - 12, (vx) =>
      pen.rect(vx - 1.5, y + 6, 3, h - 12, INK.shade, 1.5),
    );
    pen.row(bays, x + 36, x + 36 + bays * 16, (lx) =>
      pen.rect(lx - 5, y + h - 9, 10, 3, INK.green, 1),
    );
  }
  pen.rect(x + 30, y + h - 12, 8, 6, INK.port, 1);
}

function recorderBack(pen: Pen, p: DrawableProduct) {
  const bays = driveBays(p);
  const h = chassisHeight(bays);
  const w = bays >= 4 ? 216 : 150 + bays * 8 + Math.min(16, channels(p)) * 2;
  const x = (WIDTH - w) / 2;
  const y = 86 - h / 2;
  pen.rect(x, y, w, h, INK.body, 4);
  // fans
  const fans = bays >= 8 ? 2 : 1;
  pen.row(fans, x + 4, x + 4 + fans * (h - 4), (fx) => {
    pen.circle(fx, y + h / 2, Math.min(16, h / 2 - 4), INK.shade);
    pen.circle(fx, y + h / 2, 4, INK.metal);
  });
  const start = x + 8 + fans * (h - 4);
  // analogue inputs (BNC) on hybrid recorders, in two rows when there are many
  const bnc = bncInputs(p);
  let cursor = start;
  if (bnc) {
    const perRow = Math.ceil(bnc / 2);
    const span = Math.min(perRow * 8, w * 0.4);
    pen.row(perRow, cursor, cursor + span, (bx) => {
      pen.circle(bx, y + h * 0.32, 2.8, INK.metal);
      pen.circle(bx, y + h * 0.7, 2.8, INK.metal);
    });
    cursor += span + 6;
  }
  // PoE ports in two rows, then LAN, video out and power
  const n = ports(p);
  const perRow = Math.ceil(n / 2);
  const span = Math.min(perRow * 9, x + w - 46 - cursor);
  pen.row(perRow, cursor, cursor + span, (px, i) => {
    pen.rect(px - 3.5, y + h / 2 - 9, 7, 7, INK.port, 1);
    if (i * 2 + 1 < n) pen.rect(px - 3.5, y + h / 2 + 2, 7, 7, INK.port, 1);
  });
  pen.rect(x + w - 42, y + h / 2 - 6, 14, 8, INK.dark, 2);
  pen.rect(x + w - 22, y + h / 2 - 8, 14, 16, INK.dark, 3);
}

function switchFront(pen: Pen, p: DrawableProduct, f: string) {
  const c = colourOf(p);
  const n = ports(p);
  const w = f === "switch" ? 190 : 120;
  const h = f === "switch" ? 34 : 40;
  const x = (WIDTH - w) / 2;
  const y = 80 - h / 2;
  pen.rect(x, y, w, h, f === "power" ? INK.shade : INK.body, 5);
  pen.rect(x, y + h - 5, w, 5, c, 2);
  if (f === "power") {
    pen.row(3, x + 10, x + w - 10, (gx) => pen.rect(gx - 8, y + h, 16, 14, INK.dark, 3));
    pen.circle(x + 14, y + 12, 3, INK.green);
    return;
  }
  pen.circle(x + 12, y + 11, 3, INK.green);
  pen.row(n, x + 24, x + w - 8, (px, i) => {
    pen.rect(px - 4.5, y + 9, 9, 9, INK.port, 1);
    pen.rect(px - 3, y + 21, 2, 2, i < n - 2 || f !== "switch" ? INK.led : INK.green);
  });
}

function switchBack(pen: Pen, f: string) {
  const w = f === "switch" ? 190 : 120;
  const h = f === "switch" ? 34 : 40;
  const x = (WIDTH - w) / 2;
  const y = 80 - h / 2;
  pen.rect(x, y, w, h, INK.body, 5);
  pen.rect(x + w - 30, y + 8, 18, h - 16, INK.dark, 3);
  pen.circle(x + 18, y + h / 2, 5, INK.metal);
  if (f === "switch")
    pen.row(5, x + 40, x + w - 40, (vx) => pen.circle(vx, y + h / 2, 7, INK.shade));
  else pen.rect(x + 30, y + h / 2 - 4, 10, 8, INK.port, 1);
}

// ---- other accessories ------------------------------------------------------------------------

function accessory(pen: Pen, p: DrawableProduct, f: string, view: View) {
  const c = colourOf(p);
  const load = numbers(spec(p, "loadCapacity"))[0] ?? 10 + (modelNumber(p) % 10) * 3;
  const s = clamp(0.75 + load / 80, 0.75, 1.3);
  if (view === "front") {
    const r = (f === "microphone" ? 26 : 46) * s;
    pen.circle(120, 80, r + 6, INK.shade);
    pen.circle(120, 80, r, INK.body);
    if (f === "illuminator") {
      const leds = clamp(Math.round((numbers(spec(p, "irRange"))[0] ?? 80) / 10), 6, 16);
      pen.ring(120, 80, r * 0.6, leds, 4, INK.ir);
      pen.circle(120, 80, r * 0.25, INK.ir);
    } else if (f === "microphone") {
      pen.ring(120, 80, r * 0.55, 8, 2, INK.dark);
      pen.circle(120, 80, 2, INK.dark);
    } else {
      pen.ring(120, 80, r * 0.75, f === "junctionBox" ? 4 : 3, 4, INK.metal);
      pen.circle(120, 80, r * 0.3, INK.shade);
    }
    pen.ring(120, 80, r + 3, 18, 1.2, c);
    return;
  }
  switch (f) {
    case "poleMount":
      pen.rect(60, 8, 34, 144, INK.metal, 6);
      pen.rect(54, 40, 46, 10, INK.dark, 3);
      pen.rect(54, 104, 46, 10, INK.dark, 3);
      pen.rect(100, 30 - 4 * s, 40 * s, 94 + 8 * s, INK.body, 4);
      pen.rect(100 + 40 * s - 5, 30, 5, 94, c, 2);
      return;
    case "cornerMount":
      pen.path("M120 20l70 40v90l-70-40z", INK.shade);
      pen.path("M120 20l-70 40v90l70-40z", INK.body);
      pen.path(`M120 ${70 - 6 * s}l${36 * s} 20v30l-${36 * s}-20z`, INK.metal);
      pen.rect(116, 20, 8, 90, c, 2);
      return;
    case "junctionBox":
      pen.rect(60, 56, 120, 40, INK.body, 8);
      pen.rect(60, 90, 120, 6, c, 2);
      pen.rect(50, 96, 140, 10, INK.shade, 4);
      pen.rect(176, 66, 18, 14, INK.metal, 3);
      return;
    case "pendant":
      pen.rect(80, 10, 80, 12, INK.shade, 4);
      pen.rect(112, 22, 16, 90 * s * 0.8, INK.metal, 4);
      pen.rect(96, 22 + 90 * s * 0.8, 48, 12, INK.body, 4);
      pen.rect(96, 30 + 90 * s * 0.8, 48, 4, c, 2);
      return;
    case "microphone":
      pen.rect(70, 66, 100, 28, INK.body, 14);
      pen.row(8, 74, 110, (gx) => pen.rect(gx - 1, 70, 2, 20, INK.dark, 1));
      pen.rect(150, 68, 16, 24, c, 6);
      pen.rect(166, 76, 40, 6, INK.dark, 3);
      return;
    case "illuminator":
      pen.rect(56, 50, 120, 10, INK.shade, 4);
      pen.rect(64, 60, 100, 44, INK.body, 8);
      pen.rect(56, 64, 10, 36, INK.ir, 3);
      pen.rect(64, 98, 100, 6, c, 2);
      pen.path("M140 104l8 26h40v-8h-34l-6-18z", INK.metal);
      return;
    default: {
      // wall bracket: plate on the wall, a curved arm, a round mount plate under it
      const reach = 90 * s;
      pen.rect(186, 40, 14, 80, INK.shade, 4);
      pen.path(`M186 60h-${reach}q-12 0-12 12v8h14v-4q0-2 4-2h${reach - 6}z`, INK.body);
      pen.rect(186 - reach - 22, 80, 44, 8, c, 3);
      pen.rect(186 - reach - 18, 88, 36, 6, INK.metal, 2);
    }
  }
}

/** The drawing of one view of a product. */
export function drawProduct(p: DrawableProduct, view: View): Drawing {
  const pen = new Pen();
  const f = family(p);
  if (f === "recorder") (view === "back" ? recorderBack : recorderFront)(pen, p);
  else if (f === "switch" || f === "injector" || f === "power")
    view === "back" ? switchBack(pen, f) : switchFront(pen, p, f);
  else if (CAMERA_TYPES.includes(f) || f === "housing")
    view === "front" ? cameraFront(pen, p, f) : cameraSide(pen, p, f);
  else accessory(pen, p, f, view);
  return { width: WIDTH, height: HEIGHT, shapes: pen.shapes };
}
