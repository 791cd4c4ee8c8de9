import type { CalcInput } from "./calc-fields";
import { type CalcResult, round } from "./calc-result";
import type { CameraFigures, RecorderFigures } from "./recorders";

export const CAMERA_ROWS = [1, 2, 3] as const;

export const NVR_ACCESS_INPUTS: readonly CalcInput[] = [
  { kind: "model", name: "nvr", productClass: "recorder" },
  { kind: "number", name: "nvrs", min: 1, max: 100, step: 1, default: 1 },
  ...CAMERA_ROWS.flatMap((n): CalcInput[] => [
    { kind: "model", name: `camera${n}`, productClass: "camera", optional: n > 1 },
    { kind: "number", name: `count${n}`, min: 0, max: 10000, step: 1, default: n === 1 ? 8 : 0 },
  ]),
];

export interface AccessCamera {
  count: number;
  figures: CameraFigures;
}

/**
 * Whether the cameras fit the recorders: channels (one per camera), incoming bandwidth (each
 * camera at its highest bit rate) and decoding (megapixels × frame rate of every camera at once).
 */
export function nvrAccess(
  recorder: RecorderFigures,
  nvrs: number,
  cameras: AccessCamera[],
): CalcResult {
  const count = cameras.reduce((sum, c) => sum + c.count, 0);
  const rate = cameras.reduce((sum, c) => sum + c.count * c.figures.maxBitRate, 0);
  const load = cameras.reduce(
    (sum, c) => sum + c.count * c.figures.megapixels * c.figures.frameRate,
    0,
  );
  const channels = recorder.channels * nvrs;
  const incoming = recorder.incoming * nvrs;
  const decoding = recorder.decoding === null ? null : recorder.decoding * nvrs;
  const fits = count <= channels && rate <= incoming && (decoding === null || load <= decoding);
  const warnings: CalcResult["warnings"] = [];
  if (count > channels) warnings.push({ key: "channels", values: { count, channels } });
  if (rate > incoming) warnings.push({ key: "incoming", values: { rate: round(rate), incoming } });
  if (decoding !== null && load > decoding)
    warnings.push({ key: "decoding", values: { load: round(load), decoding: round(decoding) } });
  return {
    rows: [
      {
        key: fits ? "fits" : "doesNotFit",
        value: fits ? 1 : 0,
        unit: "",
        digits: 0,
        main: true,
        statement: true,
      },
      { key: "channelsUsed", value: count, unit: "", digits: 0 },
      { key: "channelsAvailable", value: channels, unit: "", digits: 0 },
      { key: "incomingRate", value: round(rate), unit: "Mbit/s" },
      { key: "incomingAvailable", value: round(incoming), unit: "Mbit/s" },
      { key: "decodingLoad", value: round(load), unit: "MP·fps" },
      ...(decoding === null
        ? []
        : [{ key: "decodingAvailable", value: round(decoding), unit: "MP·fps" }]),
    ],
    formulas: [
      { key: "accessChannels", values: { count, nvrs, perNvr: recorder.channels, channels } },
      {
        key: "accessIncoming",
        values: { rate: round(rate), nvrs, perNvr: recorder.incoming, incoming: round(incoming) },
      },
      { key: "accessDecoding", values: { load: round(load), decoding: round(decoding ?? 0) } },
    ],
    warnings,
  };
}
