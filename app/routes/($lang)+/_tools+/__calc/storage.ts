import { MBITS_PER_MP, RESOLUTIONS, type Resolution, SUPER_CODING_FACTOR } from "./bandwidth";
import type { CalcInput } from "./calc-fields";
import { type CalcResult, type Formula, round } from "./calc-result";
import type { RecorderFigures } from "./recorders";

export const GROUPS = [1, 2, 3] as const;

/**
 * Encoding factor. With a resolution basis it scales the H.264 estimate (H.265 halves it); with a
 * bit-rate basis the bit rate is what the camera sends, so only super coding (about 60 % less,
 * spec §9) changes it.
 */
export const ENCODING = {
  resolution: { h264: 1, h265: 0.5, superCoding: 0.5 * SUPER_CODING_FACTOR },
  bitRate: { h264: 1, h265: 1, superCoding: SUPER_CODING_FACTOR },
} as const;

export const STORAGE_INPUTS: readonly CalcInput[] = [
  { kind: "choice", name: "basis", options: ["resolution", "bitRate"], default: "resolution" },
  { kind: "choice", name: "encoding", options: ["h264", "h265", "superCoding"], default: "h265" },
  { kind: "number", name: "fluctuation", min: 1, max: 2, step: 0.05, default: 1.2 },
  { kind: "number", name: "days", min: 1, max: 3650, step: 1, default: 30 },
  { kind: "model", name: "nvr", productClass: "recorder" },
  ...GROUPS.flatMap((n): CalcInput[] => [
    { kind: "number", name: `cameras${n}`, min: 0, max: 10000, step: 1, default: n === 1 ? 16 : 0 },
    {
      kind: "choice",
      name: `resolution${n}`,
      options: Object.keys(RESOLUTIONS),
      default: n === 1 ? "4mp" : "1080p",
    },
    {
      kind: "number",
      name: `bitRate${n}`,
      min: 0.032,
      max: 64,
      step: 0.001,
      default: 4,
      unit: "Mbit/s",
    },
  ]),
];

export interface StorageGroup {
  cameras: number;
  resolution: Resolution;
  bitRate: number;
}
export interface StorageInput {
  basis: "resolution" | "bitRate";
  encoding: "h264" | "h265" | "superCoding";
  fluctuation: number;
  days: number;
  groups: StorageGroup[];
}

export function groupsOf(values: Record<string, unknown>): StorageGroup[] {
  return GROUPS.map((n) => ({
    cameras: values[`cameras${n}`] as number,
    resolution: values[`resolution${n}`] as Resolution,
    bitRate: values[`bitRate${n}`] as number,
  }));
}

const SECONDS_PER_DAY = 86400;

/** Units of a capacity, smallest first: decimal (powers of 1000, as disks are sold) and binary. */
export const CAPACITY_UNITS = {
  decimal: {
    base: 1000,
    units: ["MB", "GB", "TB", "PB", "EB"],
    powers: ["10⁶", "10⁹", "10¹²", "10¹⁵", "10¹⁸"],
  },
  binary: {
    base: 1024,
    units: ["MiB", "GiB", "TiB", "PiB", "EiB"],
    powers: ["2²⁰", "2³⁰", "2⁴⁰", "2⁵⁰", "2⁶⁰"],
  },
} as const;

/** Significant figures of a capacity. */
export const CAPACITY_FIGURES = 3;

export interface Capacity {
  /** Rounded to three significant figures. */
  value: number;
  unit: string;
  /** The unit in bytes, written as a power ("10⁹", "2³⁰"). */
  power: string;
}

/** `value` rounded to `figures` significant figures. */
export function significant(value: number, figures = CAPACITY_FIGURES): number {
  return value === 0 ? 0 : Number(value.toPrecision(figures));
}

/**
 * A number of bytes in the unit that fits, three significant figures: the smallest unit (from MB
 * or MiB) in which the rounded figure stays under 1000, so 4.32 × 10¹⁰ bytes is 43.2 GB and 40.2 GiB.
 */
export function capacityIn(bytes: number, system: keyof typeof CAPACITY_UNITS): Capacity {
  const { base, units, powers } = CAPACITY_UNITS[system];
  let index = 0;
  let value = significant(bytes / base ** 2);
  while (value >= 1000 && index < units.length - 1) {
    index++;
    value = significant(bytes / base ** (index + 2));
  }
  return { value, unit: units[index]!, power: powers[index]! };
}

/** A figure as the formulas write it: three significant figures, trailing zeros kept ("13.0"). */
function figure(value: number): string {
  return value >= 10 ** CAPACITY_FIGURES ? String(value) : value.toPrecision(CAPACITY_FIGURES);
}

/** Mbit/s of one camera of a group before the fluctuation coefficient. */
export function cameraRate(input: StorageInput, group: StorageGroup): number {
  const factor = ENCODING[input.basis][input.encoding];
  if (input.basis === "bitRate") return group.bitRate * factor;
  return (RESOLUTIONS[group.resolution] / 1e6) * MBITS_PER_MP * factor;
}

export function storage(input: StorageInput, recorder: RecorderFigures | null): CalcResult {
  const formulas: Formula[] = [];
  let rate = 0;
  let cameras = 0;
  input.groups.forEach((group, i) => {
    if (group.cameras === 0) return;
    const one = cameraRate(input, group);
    rate += group.cameras * one * input.fluctuation;
    cameras += group.cameras;
    formulas.push({
      key: input.basis === "bitRate" ? "groupBitRate" : "groupResolution",
      values: {
        group: i + 1,
        cameras: group.cameras,
        mp: round(RESOLUTIONS[group.resolution] / 1e6, 2),
        base: MBITS_PER_MP,
        bitRate: group.bitRate,
        factor: ENCODING[input.basis][input.encoding],
        fluctuation: input.fluctuation,
        rate: round(group.cameras * one * input.fluctuation, 3),
      },
    });
  });
  // Mbit/s × 10⁶ / 8 = bytes per second
  const bytes = ((rate * 1e6) / 8) * SECONDS_PER_DAY * input.days;
  const tb = bytes / 1e12;
  const decimal = capacityIn(bytes, "decimal");
  const binary = capacityIn(bytes, "binary");
  formulas.push({
    key: "capacity",
    values: {
      rate: round(rate, 3),
      days: input.days,
      decimal: figure(decimal.value),
      decimalUnit: decimal.unit,
      decimalPower: decimal.power,
      binary: figure(binary.value),
      binaryUnit: binary.unit,
      binaryPower: binary.power,
    },
  });
  const rows: CalcResult["rows"] = [
    {
      key: "capacityDecimal",
      value: decimal.value,
      unit: decimal.unit,
      significant: CAPACITY_FIGURES,
      main: true,
    },
    {
      key: "capacityBinary",
      value: binary.value,
      unit: binary.unit,
      significant: CAPACITY_FIGURES,
    },
    { key: "incomingRate", value: round(rate), unit: "Mbit/s" },
  ];
  if (recorder) {
    const perNvr = recorder.bays * recorder.largestDisk;
    const byStorage = Math.max(1, Math.ceil(round(tb / perNvr, 6)));
    const byBandwidth = Math.max(1, Math.ceil(round(rate / recorder.incoming, 6)));
    const byChannels = Math.max(1, Math.ceil(cameras / recorder.channels));
    const nvrs = Math.max(byStorage, byBandwidth, byChannels);
    rows.unshift({ key: "nvrs", value: nvrs, unit: "", digits: 0, main: true });
    rows.push(
      { key: "nvrsByStorage", value: byStorage, unit: "", digits: 0 },
      { key: "nvrsByBandwidth", value: byBandwidth, unit: "", digits: 0 },
      { key: "nvrsByChannels", value: byChannels, unit: "", digits: 0 },
    );
    formulas.push({
      key: "nvrs",
      values: {
        tb: figure(significant(tb)),
        bays: recorder.bays,
        disk: recorder.largestDisk,
        byStorage,
        rate: round(rate),
        incoming: recorder.incoming,
        byBandwidth,
        cameras,
        channels: recorder.channels,
        byChannels,
        nvrs,
      },
    });
  }
  return { rows, formulas, warnings: cameras === 0 ? [{ key: "noCameras" }] : [] };
}
