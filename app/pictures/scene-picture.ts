/**
 * Pictures for solutions, success stories and algorithms, drawn from an item's data: the place of
 * its industry or scenario (a store, a road, a factory …) under a sky of that place's colour, a
 * camera watching it and detection boxes where its analytics look. The item's id varies the layout.
 */
import { type Drawing, type Shape, seedOf } from "./drawing";
import { HERO_PICTURE, SCENE_PICTURE } from "./pictures";

export const SCENE_WIDTH = SCENE_PICTURE.width;
export const SCENE_HEIGHT = SCENE_PICTURE.height;
const GROUND = 132;

/** Industries and scenarios mapped onto the places drawn. */
const PLACE: Record<string, string> = {
  retail: "store",
  hospitality: "hotel",
  transport: "road",
  traffic: "road",
  city: "city",
  government: "civic",
  finance: "civic",
  construction: "site",
  education: "school",
  campus: "school",
  energy: "energy",
  healthcare: "hospital",
  logistics: "warehouse",
  manufacturing: "factory",
  industry: "factory",
  residential: "homes",
  building: "homes",
};

/** Sky colours, one pair per place: calm, slightly desaturated, readable under white text. */
const SKY: Record<string, [string, string]> = {
  store: ["#1f3b73", "#3d6fb6"],
  hotel: ["#3b2a5c", "#6d5aa8"],
  road: ["#132a46", "#2c5d8f"],
  city: ["#16324f", "#3a6ea5"],
  civic: ["#1d3557", "#457b9d"],
  site: ["#4a3422", "#b7793c"],
  school: ["#1b4332", "#40916c"],
  energy: ["#0b3d4f", "#1f7a8c"],
  hospital: ["#0f4c5c", "#2a9d8f"],
  warehouse: ["#2b2f3a", "#5c677d"],
  factory: ["#33302d", "#7d6b5d"],
  homes: ["#263c5a", "#5f87b3"],
};

export const placeOf = (key: string) => PLACE[key] ?? "city";

const BUILDING = "#e9eef5";
const SHADE = "#c5cfdc";
const DARK = "#1d2430";
const WINDOW = "#ffd979";
const BOX = "#4ade80";

function place(s: Shape[], name: string, seed: number) {
  const rect = (x: number, y: number, w: number, h: number, fill: string, rx = 0) =>
    s.push({ kind: "rect", x, y, w, h, rx, fill });
  const windows = (x: number, y: number, cols: number, rows: number, gap = 14) => {
    for (let r = 0; r < rows; r++)
      for (let c = 0; c < cols; c++)
        if ((seed >> ((r * cols + c) % 24)) & 1 || r === 0)
          rect(x + c * gap, y + r * gap, 7, 8, WINDOW, 1);
  };
  switch (name) {
    case "store":
      rect(70, 62, 180, 70, BUILDING, 3);
      for (let i = 0; i < 9; i++) rect(70 + i * 20, 56, 20, 14, i % 2 ? "#e76f51" : "#fff", 2);
      rect(84, 82, 70, 50, "#9fc1ee");
      rect(166, 82, 30, 50, DARK);
      rect(208, 82, 30, 30, "#9fc1ee");
      return;
    case "hotel":
      rect(96, 28, 128, 104, BUILDING, 3);
      windows(108, 40, 8, 5);
      rect(146, 110, 28, 22, DARK);
      return;
    case "road":
      s.push({ kind: "path", d: `M0 ${GROUND}L320 ${GROUND}L320 180L0 180Z`, fill: "#3a4352" });
      for (let x = 10; x < 320; x += 40) rect(x, 154, 22, 4, "#f4f6f9");
      rect(40 + (seed % 60), 138, 56, 18, "#e63946", 6);
      rect(52 + (seed % 60), 128, 32, 14, "#e63946", 5);
      rect(190, 140, 60, 18, "#f4a261", 6);
      return;
    case "civic":
      s.push({ kind: "path", d: "M90 60L160 30L230 60Z", fill: BUILDING });
      rect(94, 60, 132, 8, SHADE);
      for (let i = 0; i < 6; i++) rect(102 + i * 22, 70, 10, 56, BUILDING);
      rect(90, 124, 140, 8, SHADE);
      return;
    case "site":
      rect(200, 24, 6, 108, "#f4a261");
      rect(120, 24, 130, 6, "#f4a261");
      rect(130, 30, 2, 40, DARK);
      rect(124, 70, 14, 10, "#8d99ae");
      rect(60, 80, 110, 52, "none");
      for (let i = 0; i < 4; i++) rect(60, 80 + i * 14, 110, 3, "#adb5bd");
      for (let i = 0; i < 5; i++) rect(60 + i * 27, 80, 3, 52, "#adb5bd");
      return;
    case "school":
      s.push({ kind: "path", d: "M80 72L160 40L240 72Z", fill: "#bc4749" });
      rect(88, 72, 144, 60, BUILDING);
      windows(100, 82, 9, 2, 14);
      rect(150, 108, 20, 24, DARK);
      rect(158, 18, 2, 24, DARK);
      rect(160, 18, 16, 10, "#f4a261");
      return;
    case "energy":
      s.push({
        kind: "path",
        d: "M70 132L90 30L110 132ZM80 70H100M76 96H104",
        fill: "none",
        stroke: SHADE,
      });
      for (let i = 0; i < 4; i++)
        s.push({
          kind: "path",
          d: `M${140 + i * 42} 132l10-30h30l-10 30z`,
          fill: "#264653",
          stroke: "#8ecae6",
        });
      return;
    case "hospital":
      rect(92, 44, 136, 88, BUILDING, 3);
      windows(104, 80, 8, 3);
      rect(150, 50, 20, 24, "#e63946");
      rect(142, 58, 36, 8, "#e63946");
      rect(150, 52, 20, 20, "#e63946");
      return;
    case "warehouse":
      s.push({ kind: "path", d: "M50 70L140 48L230 70V132H50Z", fill: BUILDING });
      for (let i = 0; i < 3; i++) rect(66 + i * 54, 92, 40, 40, SHADE);
      rect(220, 104, 70, 28, "#e9c46a", 3);
      rect(252, 92, 30, 14, "#e9c46a", 3);
      return;
    case "factory":
      s.push({
        kind: "path",
        d: "M50 132V80l40-20v20l40-20v20l40-20v20l40-20V132Z",
        fill: BUILDING,
      });
      rect(236, 36, 14, 96, SHADE);
      s.push({ kind: "circle", cx: 250, cy: 26, r: 10, fill: "#fff", opacity: 0.35 });
      windows(64, 100, 10, 1, 16);
      return;
    case "homes":
      for (let i = 0; i < 3; i++) {
        const x = 50 + i * 80;
        s.push({
          kind: "path",
          d: `M${x - 6} 86L${x + 30} 58L${x + 66} 86Z`,
          fill: i === 1 ? "#bc4749" : "#6c757d",
        });
        rect(x, 86, 60, 46, BUILDING);
        rect(x + 24, 108, 14, 24, DARK);
        rect(x + 8, 94, 10, 10, WINDOW, 1);
      }
      return;
    default: {
      const tops = [60, 34, 76, 48, 66];
      for (let i = 0; i < 5; i++) {
        const h = tops[(i + seed) % 5]!;
        rect(40 + i * 50, h, 42, GROUND - h, i % 2 ? BUILDING : "#dfe6ef");
        windows(46 + i * 50, h + 8, 3, Math.floor((GROUND - h - 14) / 14));
      }
    }
  }
}

/** The picture of a solution, story or algorithm. */
export function scenePicture(id: string, placeKey: string): Drawing {
  const seed = seedOf(id);
  const name = placeOf(placeKey);
  const [top, bottom] = SKY[name]!;
  const s: Shape[] = [];
  s.push({ kind: "rect", x: 0, y: 0, w: SCENE_WIDTH, h: SCENE_HEIGHT, fill: bottom });
  s.push({ kind: "rect", x: 0, y: 0, w: SCENE_WIDTH, h: 70, fill: top, opacity: 0.7 });
  s.push({ kind: "circle", cx: 40 + (seed % 240), cy: 26, r: 10, fill: "#fff", opacity: 0.2 });
  s.push({
    kind: "rect",
    x: 0,
    y: GROUND,
    w: SCENE_WIDTH,
    h: SCENE_HEIGHT - GROUND,
    fill: "#2b3442",
  });
  place(s, name, seed);
  // a camera on a pole at one edge, its field of view, and what it detects
  const left = seed % 2 === 0;
  const px = left ? 18 : 296;
  s.push({ kind: "rect", x: px, y: 30, w: 5, h: GROUND - 30, fill: "#8d99ae" });
  s.push({ kind: "rect", x: left ? px : px - 22, y: 26, w: 27, h: 11, rx: 4, fill: "#f4f6f9" });
  const fx = left ? px + 27 : px - 22;
  s.push({
    kind: "path",
    d: `M${fx} 31L${left ? fx + 150 : fx - 150} ${GROUND}L${left ? fx + 40 : fx - 40} ${GROUND}Z`,
    fill: "#9fc1ee",
    opacity: 0.18,
  });
  const boxes = 1 + (seed % 3);
  for (let i = 0; i < boxes; i++) {
    const bx = 70 + ((seed >> (i * 5)) % 160);
    const bh = 26 + ((seed >> (i * 3 + 2)) % 18);
    s.push({
      kind: "rect",
      x: bx,
      y: GROUND - bh + 8,
      w: bh * 0.7,
      h: bh,
      rx: 2,
      fill: "none",
      stroke: BOX,
    });
    s.push({ kind: "rect", x: bx, y: GROUND - bh + 2, w: 18, h: 5, rx: 1, fill: BOX });
  }
  return { width: SCENE_WIDTH, height: SCENE_HEIGHT, shapes: s };
}

/** The home page's hero: a car park at dusk watched by two cameras that box people and vehicles. */
export function heroScene(): Drawing {
  const s: Shape[] = [];
  const W = HERO_PICTURE.width;
  const H = HERO_PICTURE.height;
  const ground = 250;
  const rect = (
    x: number,
    y: number,
    w: number,
    h: number,
    fill: string,
    rx = 0,
    opacity?: number,
  ) => s.push({ kind: "rect", x, y, w, h, rx, fill, opacity });
  const box = (x: number, y: number, w: number, h: number, colour: string) => {
    s.push({ kind: "rect", x, y, w, h, rx: 3, fill: "none", stroke: colour });
    rect(x - 1, y - 12, Math.min(w + 2, 46), 11, colour, 2);
  };
  const car = (x: number, colour: string, flip = false) => {
    rect(x, ground + 34, 96, 26, colour, 9);
    rect(x + (flip ? 30 : 16), ground + 16, 50, 24, colour, 10);
    rect(x + (flip ? 36 : 22), ground + 21, 38, 13, "#9fc1ee", 4, 0.8);
    s.push({ kind: "circle", cx: x + 22, cy: ground + 60, r: 10, fill: "#111" });
    s.push({ kind: "circle", cx: x + 74, cy: ground + 60, r: 10, fill: "#111" });
    rect(flip ? x : x + 88, ground + 40, 8, 6, WINDOW, 2);
  };
  const person = (x: number, y: number, colour: string) => {
    s.push({ kind: "circle", cx: x + 9, cy: y + 7, r: 7, fill: "#f1c27d" });
    rect(x, y + 15, 18, 30, colour, 7);
    rect(x + 2, y + 42, 6, 20, DARK, 3);
    rect(x + 10, y + 42, 6, 20, DARK, 3);
  };
  rect(0, 0, W, H, "#1c3d66");
  rect(0, 0, W, 150, "#0f2745", 0, 0.8);
  s.push({ kind: "circle", cx: 540, cy: 64, r: 26, fill: "#fff3c4", opacity: 0.85 });
  // buildings behind the car park
  const tops = [120, 80, 140, 96, 128, 70, 110];
  tops.forEach((top, i) => {
    rect(i * 92, top, 84, ground - top, i % 2 ? "#2b4a70" : "#24405f");
    for (let r = top + 14; r < ground - 16; r += 20)
      for (let c = 0; c < 4; c++)
        if ((i + r + c) % 3) rect(i * 92 + 10 + c * 18, r, 9, 10, WINDOW, 1, 0.85);
  });
  // the car park
  rect(0, ground, W, H - ground, "#39424f");
  for (let x = 20; x < W; x += 120) rect(x, ground + 78, 4, 30, "#f4f6f9", 1, 0.8);
  rect(0, ground, W, 6, "#586273");
  car(40, "#e63946");
  car(300, "#f4f6f9", true);
  car(470, "#2a9d8f");
  person(206, ground + 8, "#f4a261");
  person(238, ground + 14, "#457b9d");
  // two cameras on poles with their fields of view
  rect(618, 110, 8, ground - 110, "#8d99ae");
  rect(584, 102, 42, 16, "#f4f6f9", 6);
  rect(578, 104, 8, 12, DARK, 2);
  s.push({ kind: "path", d: `M580 110L180 ${H}L520 ${H}Z`, fill: "#9fc1ee", opacity: 0.14 });
  rect(150, 170, 6, ground - 170, "#8d99ae");
  s.push({ kind: "path", d: "M138 166a14 12 0 0 0 28 0z", fill: "#f4f6f9" });
  s.push({ kind: "circle", cx: 152, cy: 172, r: 4, fill: DARK });
  // what the cameras detect
  box(30, ground + 8, 118, 66, BOX);
  box(200, ground + 2, 62, 76, "#facc15");
  box(292, ground + 8, 112, 66, BOX);
  box(462, ground + 8, 112, 66, BOX);
  return { width: W, height: H, shapes: s };
}
