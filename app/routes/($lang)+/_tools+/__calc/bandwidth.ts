import type { CalcInput } from "./calc-fields";
import { type CalcResult, round } from "./calc-result";

/** Megapixels of the resolutions offered (width × height / 10⁶). */
export const RESOLUTIONS = {
  "1080p": 1920 * 1080,
  "4mp": 2560 * 1440,
  "5mp": 2880 * 1620,
  "4k": 3840 * 2160,
  "12mp": 4000 * 3000,
} as const;
export type Resolution = keyof typeof RESOLUTIONS;

/** Bit rate of one megapixel at 25 fps, H.264, in an ordinary scene (Mbit/s per MP). */
export const MBITS_PER_MP = 2;
export const CODEC_FACTOR = { h264: 1, h265: 0.5 } as const;
/** Super coding saves about 60 % of bandwidth and storage (spec §9). */
export const SUPER_CODING_FACTOR = 0.4;
export const SCENARIO_FACTOR = { quiet: 0.6, normal: 1, busy: 1.5 } as const;

export const BANDWIDTH_INPUTS: readonly CalcInput[] = [
  { kind: "number", name: "cameras", min: 1, max: 10000, step: 1, default: 16 },
  { kind: "choice", name: "codec", options: ["h264", "h265"], default: "h265" },
  { kind: "check", name: "superCoding", default: false },
  { kind: "choice", name: "scenario", options: ["quiet", "normal", "busy"], default: "normal" },
  { kind: "choice", name: "resolution", options: Object.keys(RESOLUTIONS), default: "4mp" },
  { kind: "number", name: "frameRate", min: 1, max: 60, step: 1, default: 25, unit: "fps" },
  {
    kind: "number",
    name: "bitRate",
    min: 0.032,
    max: 64,
    step: 0.001,
    default: 0,
    unit: "Mbit/s",
    optional: true,
  },
  { kind: "number", name: "streams", min: 1, max: 4, step: 1, default: 1 },
  { kind: "number", name: "packetLoss", min: 0, max: 50, step: 0.1, default: 1, unit: "%" },
  { kind: "number", name: "bufferChannels", min: 0, max: 10000, step: 1, default: 0 },
  { kind: "number", name: "imageSize", min: 1, max: 20000, step: 1, default: 500, unit: "KB" },
  { kind: "number", name: "imagesPerSecond", min: 0, max: 100, step: 0.1, default: 1 },
  { kind: "number", name: "reserve", min: 1, max: 3, step: 0.05, default: 1.3 },
  { kind: "check", name: "ftp", default: false },
];

export interface BandwidthInput {
  cameras: number;
  codec: keyof typeof CODEC_FACTOR;
  superCoding?: boolean;
  scenario: keyof typeof SCENARIO_FACTOR;
  resolution: Resolution;
  frameRate: number;
  bitRate?: number;
  streams: number;
  packetLoss: number;
  bufferChannels: number;
  imageSize: number;
  imagesPerSecond: number;
  reserve: number;
  ftp?: boolean;
}

/**
 * The bit rate of one stream (Mbit/s): the encoding bit rate when given, otherwise estimated from
 * resolution, frame rate, codec and scene; super coding takes off about 60 % either way.
 */
export function streamBitRate(input: BandwidthInput): { rate: number; estimated: boolean } {
  const saving = input.superCoding ? SUPER_CODING_FACTOR : 1;
  if (input.bitRate !== undefined) return { rate: input.bitRate * saving, estimated: false };
  const mp = RESOLUTIONS[input.resolution] / 1e6;
  const rate =
    mp *
    MBITS_PER_MP *
    (input.frameRate / 25) *
    CODEC_FACTOR[input.codec] *
    SCENARIO_FACTOR[input.scenario] *
    saving;
  return { rate, estimated: true };
}

export function bandwidth(input: BandwidthInput): CalcResult {
  const { rate, estimated } = streamBitRate(input);
  const loss = 1 + input.packetLoss / 100;
  const channels = input.cameras * input.streams + input.bufferChannels;
  const video = channels * rate * loss;
  // KB (10³ bytes) × 8 bits / 10⁶ = Mbit
  const images = input.ftp
    ? (input.cameras * input.imageSize * 8 * input.imagesPerSecond) / 1000
    : 0;
  const total = (video + images) * input.reserve;
  const reserve = total - video - images;
  return {
    rows: [
      { key: "bandwidth", value: round(total), unit: "Mbit/s", main: true },
      { key: "video", value: round(video), unit: "Mbit/s" },
      { key: "images", value: round(images), unit: "Mbit/s" },
      { key: "reserve", value: round(reserve), unit: "Mbit/s" },
      { key: "streamBitRate", value: round(rate, 3), unit: "Mbit/s", digits: 3 },
    ],
    formulas: [
      estimated
        ? {
            key: "streamEstimated",
            values: {
              mp: round(RESOLUTIONS[input.resolution] / 1e6, 2),
              base: MBITS_PER_MP,
              fps: input.frameRate,
              codec: CODEC_FACTOR[input.codec],
              scene: SCENARIO_FACTOR[input.scenario],
              saving: input.superCoding ? SUPER_CODING_FACTOR : 1,
              rate: round(rate, 3),
            },
          }
        : {
            key: "streamGiven",
            values: {
              bitRate: input.bitRate ?? 0,
              saving: input.superCoding ? SUPER_CODING_FACTOR : 1,
              rate: round(rate, 3),
            },
          },
      {
        key: "video",
        values: {
          cameras: input.cameras,
          streams: input.streams,
          buffer: input.bufferChannels,
          rate: round(rate, 3),
          loss: input.packetLoss,
          video: round(video),
        },
      },
      {
        key: input.ftp ? "images" : "imagesOff",
        values: {
          cameras: input.cameras,
          size: input.imageSize,
          perSecond: input.imagesPerSecond,
          images: round(images),
        },
      },
      {
        key: "bandwidth",
        values: {
          video: round(video),
          images: round(images),
          reserve: input.reserve,
          total: round(total),
        },
      },
    ],
    warnings: [],
  };
}
