import type { CalcInput } from "./calc-fields";
import { type CalcResult, type Formula, round, type Warning } from "./calc-result";

/**
 * Width of the active area of common sensor formats, mm (typical values of the optical formats; a
 * format's name is not its size). The catalogue names these formats in its `sensor` rows.
 */
export const SENSOR_WIDTH_MM = {
  "1/3": 4.8,
  "1/2.9": 4.96,
  "1/2.8": 5.12,
  "1/2.7": 5.37,
  "1/2": 6.4,
  "1/1.8": 7.18,
  "1/1.7": 7.6,
  "1/1.2": 10.67,
} as const;
export type SensorFormat = keyof typeof SENSOR_WIDTH_MM;

/** Horizontal × vertical pixels offered. */
export const PIXELS = {
  "1920x1080": [1920, 1080],
  "2560x1440": [2560, 1440],
  "2688x1520": [2688, 1520],
  "2880x1620": [2880, 1620],
  "3840x2160": [3840, 2160],
  "4000x3000": [4000, 3000],
} as const;
export type PixelFormat = keyof typeof PIXELS;

export const SCENARIOS = [
  "checkpointLane",
  "checkpointGate",
  "ePolice",
  "ePoliceOccupants",
  "detection",
  "recognition",
] as const;
export type Scenario = (typeof SCENARIOS)[number];

/** Width of the target the pixel rules count across, and the height of its centre, m. */
export const TARGET = {
  plate: { width: 0.44, height: 0.5 },
  face: { width: 0.16, height: 1.6 },
} as const;

/** IEC 62676-4 pixel densities, px/m. */
export const IEC_LEVELS = { detect: 25, observe: 62.5, recognise: 125, identify: 250 } as const;

export const DETECTION_INPUTS: readonly CalcInput[] = [
  { kind: "choice", name: "sensor", options: Object.keys(SENSOR_WIDTH_MM), default: "1/2.8" },
  { kind: "choice", name: "pixels", options: Object.keys(PIXELS), default: "2560x1440" },
  { kind: "number", name: "focal", min: 1, max: 300, step: 0.1, default: 6, unit: "mm" },
  { kind: "number", name: "height", min: 0.5, max: 30, step: 0.1, default: 2.5, unit: "m" },
  { kind: "number", name: "tilt", min: 0, max: 90, step: 0.5, default: 15, unit: "°" },
  { kind: "choice", name: "scenario", options: SCENARIOS, default: "detection" },
  {
    kind: "number",
    name: "targetDistance",
    min: 0.5,
    max: 1000,
    step: 0.1,
    default: 15,
    unit: "m",
    optional: true,
  },
  {
    kind: "number",
    name: "targetHeight",
    min: 0,
    max: 30,
    step: 0.1,
    default: 0,
    unit: "m",
    optional: true,
  },
];

/**
 * The height of the point aimed at when a target distance is given and no target height: the
 * ground at that distance, the usual way of setting a tilt (`atan(height ÷ distance)`).
 */
export const DEFAULT_AIM_HEIGHT = 0;

export interface DetectionInput {
  sensor: SensorFormat;
  pixels: PixelFormat;
  focal: number;
  height: number;
  tilt: number;
  scenario: Scenario;
  /** Ground distance to a target of the visitor's, m (optional). */
  targetDistance?: number;
  /** Height of the point aimed at on that target, m (optional: the ground). */
  targetHeight?: number;
}

/** Spec §9: pixels across the plate or face; target detection and recognition change at 12 mm. */
export function requiredPixels(scenario: Scenario, focal: number): number {
  switch (scenario) {
    case "checkpointLane":
    case "checkpointGate":
      return 80;
    case "ePolice":
      return 100;
    case "ePoliceOccupants":
      return 180;
    case "detection":
      return focal < 12 ? 80 : 120;
    case "recognition":
      return focal < 12 ? 110 : 120;
  }
}

/** Spec §9: recommended installation heights, m. */
export function recommendedHeight(scenario: Scenario, focal: number): [number, number] {
  switch (scenario) {
    case "checkpointLane":
      return [4.5, 6];
    case "checkpointGate":
      return [1.3, 1.5];
    case "ePolice":
    case "ePoliceOccupants":
      return [5.5, 6.5];
    case "detection":
      if (focal <= 3.6) return [2, 2.5];
      if (focal <= 6) return [2, 3];
      return [2.5, 3.5];
    case "recognition":
      return focal < 12 ? [2.5, 3] : [2.5, 3.5];
  }
}

export function targetOf(scenario: Scenario) {
  return scenario === "detection" || scenario === "recognition" ? TARGET.face : TARGET.plate;
}

const deg = (rad: number) => (rad * 180) / Math.PI;
const rad = (degrees: number) => (degrees * Math.PI) / 180;

/** Along the line of sight: the distance at which `density` px/m are reached. */
export function distanceAt(input: DetectionInput, density: number): number {
  const [across] = PIXELS[input.pixels];
  return (across * input.focal) / (SENSOR_WIDTH_MM[input.sensor] * density);
}

/** The highest IEC 62676-4 level a pixel density reaches, or null under "detect". */
export function iecLevel(density: number): keyof typeof IEC_LEVELS | null {
  const reached = Object.entries(IEC_LEVELS).filter(([, ppm]) => density >= ppm);
  return (reached.at(-1)?.[0] as keyof typeof IEC_LEVELS | undefined) ?? null;
}

export interface TargetCheck {
  /** ° below the horizon (negative: above). */
  tilt: number;
  /** Along the line of sight, m. */
  sight: number;
  /** px/m at the target. */
  density: number;
  /** Pixels across the scenario's target (plate or face) there. */
  pixels: number;
  required: number;
  meets: boolean;
  level: keyof typeof IEC_LEVELS | null;
}

/**
 * A target at a given ground distance: the tilt that points the camera at it, the pixel density
 * there (pinhole model along the line of sight) and whether the scenario's pixel rule is met.
 */
export function targetCheck(input: DetectionInput & { targetDistance: number }): TargetCheck {
  const aim = input.targetHeight ?? DEFAULT_AIM_HEIGHT;
  const drop = input.height - aim;
  const sight = Math.hypot(input.targetDistance, drop);
  const [across] = PIXELS[input.pixels];
  const density = (across * input.focal) / (SENSOR_WIDTH_MM[input.sensor] * sight);
  const pixels = density * targetOf(input.scenario).width;
  const required = requiredPixels(input.scenario, input.focal);
  return {
    tilt: deg(Math.atan2(drop, input.targetDistance)),
    sight,
    density,
    pixels,
    required,
    meets: pixels >= required,
    level: iecLevel(density),
  };
}

export interface SideView {
  height: number;
  targetHeight: number;
  /** Ground distance to the target at the detection distance. */
  ground: number;
  /** Where the lower and upper edges of the picture meet the target's height (null: never). */
  near: number | null;
  far: number | null;
  tilt: number;
  verticalFov: number;
}

export function detection(input: DetectionInput): CalcResult & { view: SideView } {
  const [across, down] = PIXELS[input.pixels];
  const width = SENSOR_WIDTH_MM[input.sensor];
  const sensorHeight = (width * down) / across;
  const scenarioTarget = targetOf(input.scenario);
  const pixels = requiredPixels(input.scenario, input.focal);
  const density = pixels / scenarioTarget.width;
  const sight = distanceAt(input, density);
  const drop = input.height - scenarioTarget.height;
  const ground = Math.sqrt(Math.max(0, sight * sight - drop * drop));
  const tilt = ground > 0 ? deg(Math.atan2(drop, ground)) : drop >= 0 ? 90 : -90;
  const hfov = deg(2 * Math.atan(width / (2 * input.focal)));
  const vfov = deg(2 * Math.atan(sensorHeight / (2 * input.focal)));
  const [low, high] = recommendedHeight(input.scenario, input.focal);
  const warnings: Warning[] = [];
  if (input.height < low || input.height > high)
    warnings.push({ key: "height", values: { low, high, height: input.height } });
  if (ground === 0) warnings.push({ key: "tooHigh" });
  const edge = (angle: number) =>
    angle > 0 && drop > 0 ? round(drop / Math.tan(rad(angle)), 2) : null;
  const view: SideView = {
    height: input.height,
    targetHeight: scenarioTarget.height,
    ground: round(ground),
    near: edge(input.tilt + vfov / 2),
    far: edge(input.tilt - vfov / 2),
    tilt: input.tilt,
    verticalFov: round(vfov, 1),
  };
  const levels = Object.entries(IEC_LEVELS).map(([key, ppm]) => ({
    key: `iec.${key}`,
    value: round(distanceAt(input, ppm)),
    unit: "m",
  }));
  const atTarget = input.targetDistance === undefined ? null : targetResult(input, across, width);
  return {
    rows: [
      { key: "detectionDistance", value: round(ground), unit: "m", main: true },
      { key: "sightDistance", value: round(sight), unit: "m" },
      { key: "requiredPixels", value: pixels, unit: "px", digits: 0 },
      { key: "horizontalFov", value: round(hfov, 1), unit: "°", digits: 1 },
      { key: "verticalFov", value: round(vfov, 1), unit: "°", digits: 1 },
      { key: "tiltAngle", value: round(tilt, 1), unit: "°", digits: 1 },
      { key: "heightLow", value: low, unit: "m" },
      { key: "heightHigh", value: high, unit: "m" },
      ...levels,
      ...(atTarget?.rows ?? []),
    ],
    formulas: [
      {
        key: "sight",
        values: {
          across,
          focal: input.focal,
          target: scenarioTarget.width,
          width,
          pixels,
          sight: round(sight),
        },
      },
      {
        key: "ground",
        values: {
          sight: round(sight),
          height: input.height,
          targetHeight: scenarioTarget.height,
          ground: round(ground),
        },
      },
      { key: "fov", values: { width, focal: input.focal, fov: round(hfov, 1) } },
      {
        key: "tilt",
        values: { drop: round(drop, 2), ground: round(ground), tilt: round(tilt, 1) },
      },
      { key: "iec", values: { across, focal: input.focal, width } },
      ...(atTarget?.formulas ?? []),
    ],
    warnings,
    notes: [
      {
        key: "whyTwoDistances",
        values: {
          pixels,
          width: scenarioTarget.width,
          density: round(density, 1),
          ratio: round(density / IEC_LEVELS.detect, 1),
        },
      },
    ],
    view,
  };
}

/** The rows and formulas of a target at the visitor's distance. */
function targetResult(input: DetectionInput, across: number, width: number) {
  const distance = input.targetDistance as number;
  const aim = input.targetHeight ?? DEFAULT_AIM_HEIGHT;
  const check = targetCheck({ ...input, targetDistance: distance });
  const rows: CalcResult["rows"] = [
    {
      key: "targetTilt",
      value: round(check.tilt, 1),
      unit: "°",
      digits: 1,
      main: true,
      values: { distance, aim },
    },
    { key: "targetSight", value: round(check.sight), unit: "m" },
    { key: "targetDensity", value: round(check.density, 1), unit: "px/m", digits: 1 },
    { key: "targetPixels", value: round(check.pixels, 1), unit: "px", digits: 1 },
    {
      key: check.meets ? "targetMeets" : "targetFails",
      value: check.meets ? 1 : 0,
      unit: "",
      digits: 0,
      statement: true,
      values: { required: check.required },
    },
    {
      key: "targetIec",
      value: check.level ? IEC_LEVELS[check.level] : 0,
      unit: "px/m",
      text: check.level ? `iecLevel.${check.level}` : "iecLevel.none",
    },
  ];
  const formulas: Formula[] = [
    {
      key: "targetTilt",
      values: {
        height: input.height,
        aim,
        distance,
        tilt: round(check.tilt, 1),
      },
    },
    {
      key: "targetDensity",
      values: {
        across,
        focal: input.focal,
        width,
        sight: round(check.sight),
        density: round(check.density, 1),
        target: targetOf(input.scenario).width,
        pixels: round(check.pixels, 1),
        required: check.required,
      },
    },
  ];
  return { rows, formulas };
}
