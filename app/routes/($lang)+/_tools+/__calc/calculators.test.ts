import { describe, expect, it } from "vitest";
import { bandwidth } from "./bandwidth";
import { readCalcQuery, schemaOf } from "./calc-query.server";
import type { CalcResult } from "./calc-result";
import { DETECTION_INPUTS, detection, iecLevel, requiredPixels, targetCheck } from "./detection";
import { nvrAccess } from "./nvr-access";
import { capacityIn, storage } from "./storage";

const value = (result: CalcResult, key: string) => result.rows.find((r) => r.key === key)?.value;
const round1 = (n: number) => Math.round(n * 10) / 10;
const unit = (result: CalcResult, key: string) => result.rows.find((r) => r.key === key)?.unit;

describe("bandwidth", () => {
  it("estimates the stream and adds images and reserve", () => {
    // 1080p = 1920 × 1080 = 2.0736 MP; stream = 2.0736 × 2 Mbit/s × 25/25 × 0.5 (H.265) × 1 = 2.0736
    // video = 10 cameras × 1 stream × 2.0736 × (1 + 1 %) = 20.94336 → 20.94
    // images = 10 × 500 KB × 8 bit × 2 /s / 1000 = 80 Mbit/s
    // total = (20.94336 + 80) × 1.25 = 126.1792 → 126.18; reserve = 126.1792 − 100.94336 = 25.24
    const result = bandwidth({
      cameras: 10,
      codec: "h265",
      scenario: "normal",
      resolution: "1080p",
      frameRate: 25,
      streams: 1,
      packetLoss: 1,
      bufferChannels: 0,
      imageSize: 500,
      imagesPerSecond: 2,
      reserve: 1.25,
      ftp: true,
    });
    expect(value(result, "streamBitRate")).toBe(2.074);
    expect(value(result, "video")).toBe(20.94);
    expect(value(result, "images")).toBe(80);
    expect(value(result, "reserve")).toBe(25.24);
    expect(value(result, "bandwidth")).toBe(126.18);
  });

  it("takes the encoding bit rate when given, with super coding's saving", () => {
    // stream = 8 Mbit/s × 0.4 = 3.2; channels = 4 cameras × 2 streams + 2 buffered = 10
    // video = 10 × 3.2 × (1 + 0) = 32; FTP off: images 0; total = 32 × 1 = 32
    const result = bandwidth({
      cameras: 4,
      codec: "h264",
      superCoding: true,
      scenario: "busy",
      resolution: "4k",
      frameRate: 30,
      bitRate: 8,
      streams: 2,
      packetLoss: 0,
      bufferChannels: 2,
      imageSize: 500,
      imagesPerSecond: 5,
      reserve: 1,
    });
    expect(value(result, "video")).toBe(32);
    expect(value(result, "images")).toBe(0);
    expect(value(result, "bandwidth")).toBe(32);
  });
});

describe("storage", () => {
  const n0808 = { channels: 8, incoming: 80, bays: 1, largestDisk: 16, decoding: null };
  const n3216 = { channels: 32, incoming: 320, bays: 4, largestDisk: 20, decoding: null };

  it("gives capacity in TB and TiB from bit rates", () => {
    // rate = 10 × 4 Mbit/s × 1 (H.264) × 1 = 40 Mbit/s = 5 MB/s
    // 5 × 10⁶ B/s × 86 400 s × 30 days = 1.296 × 10¹³ B = 12.96 TB → 13.0 (three significant
    // figures); ÷ 2⁴⁰ = 11.787 TiB → 11.8
    // NV-N3216: 4 × 20 TB = 80 TB → 1; 40 / 320 Mbit/s → 1; 10 / 32 channels → 1
    const result = storage(
      {
        basis: "bitRate",
        encoding: "h264",
        fluctuation: 1,
        days: 30,
        groups: [
          { cameras: 10, resolution: "1080p", bitRate: 4 },
          { cameras: 0, resolution: "1080p", bitRate: 4 },
        ],
      },
      n3216,
    );
    expect(value(result, "capacityDecimal")).toBe(13);
    expect(unit(result, "capacityDecimal")).toBe("TB");
    expect(value(result, "capacityBinary")).toBe(11.8);
    expect(unit(result, "capacityBinary")).toBe("TiB");
    expect(result.formulas.find((f) => f.key === "capacity")?.values).toMatchObject({
      decimal: "13.0",
      decimalUnit: "TB",
      decimalPower: "10¹²",
      binary: "11.8",
      binaryUnit: "TiB",
      binaryPower: "2⁴⁰",
    });
    expect(value(result, "nvrs")).toBe(1);
  });

  it("writes a small capacity in the unit that fits", () => {
    // 1 camera × 4 Mbit/s for 1 day: 4 × 10⁶ / 8 = 500 000 B/s × 86 400 s = 4.32 × 10¹⁰ B
    // = 43.2 GB (not 0.04 TB); ÷ 2³⁰ = 40.23 GiB → 40.2
    const result = storage(
      {
        basis: "bitRate",
        encoding: "h264",
        fluctuation: 1,
        days: 1,
        groups: [{ cameras: 1, resolution: "1080p", bitRate: 4 }],
      },
      n0808,
    );
    expect([value(result, "capacityDecimal"), unit(result, "capacityDecimal")]).toEqual([
      43.2,
      "GB",
    ]);
    expect([value(result, "capacityBinary"), unit(result, "capacityBinary")]).toEqual([
      40.2,
      "GiB",
    ]);
    expect(value(result, "nvrsByStorage")).toBe(1);
  });

  it("picks MB to PB, three significant figures, and moves up when rounding reaches 1000", () => {
    // 0.032 Mbit/s × 0.4 (super coding) = 0.0128 Mbit/s = 1600 B/s × 86 400 = 138.24 × 10⁶ B
    expect(capacityIn(1600 * 86400, "decimal")).toEqual({ value: 138, unit: "MB", power: "10⁶" });
    // 138 240 000 ÷ 2²⁰ = 131.8 MiB
    expect(capacityIn(1600 * 86400, "binary")).toEqual({ value: 132, unit: "MiB", power: "2²⁰" });
    // 999.6 GB rounds to 1000 GB: written 1.00 TB
    expect(capacityIn(999.6e9, "decimal")).toEqual({ value: 1, unit: "TB", power: "10¹²" });
    // 1000 GiB = 0.977 TiB (a binary figure under 1000 may be under 1 too)
    expect(capacityIn(1000 * 2 ** 30, "binary")).toEqual({
      value: 0.977,
      unit: "TiB",
      power: "2⁴⁰",
    });
    // 10 000 cameras × 64 Mbit/s × 2 for 30 days = 1280 Gbit/s = 160 GB/s × 2 592 000 s
    // = 4.1472 × 10¹⁷ B = 415 PB
    expect(capacityIn(160e9 * 2592000, "decimal")).toEqual({
      value: 415,
      unit: "PB",
      power: "10¹⁵",
    });
  });

  it("estimates from resolutions and lets the binding limit decide the NVRs", () => {
    // group 1: 16 × (3.6864 MP × 2 × 0.5) × 1.2 = 16 × 3.6864 × 1.2 = 70.77888 Mbit/s
    // group 2: 8 × (2.0736 × 2 × 0.5) × 1.2 = 19.90656; rate = 90.68544 Mbit/s
    // 90.68544 / 8 × 10⁶ B/s × 86 400 × 7 = 6.855819264 × 10¹² B = 6.86 TB = 6.235 TiB → 6.24
    // NV-N0808: 6.86 / 16 TB → 1; 90.69 / 80 Mbit/s → 2; 24 cameras / 8 channels → 3: 3 NVRs
    const result = storage(
      {
        basis: "resolution",
        encoding: "h265",
        fluctuation: 1.2,
        days: 7,
        groups: [
          { cameras: 16, resolution: "4mp", bitRate: 4 },
          { cameras: 8, resolution: "1080p", bitRate: 4 },
        ],
      },
      n0808,
    );
    expect(value(result, "incomingRate")).toBe(90.69);
    expect(value(result, "capacityDecimal")).toBe(6.86);
    expect(value(result, "capacityBinary")).toBe(6.24);
    expect(value(result, "nvrsByStorage")).toBe(1);
    expect(value(result, "nvrsByBandwidth")).toBe(2);
    expect(value(result, "nvrsByChannels")).toBe(3);
    expect(value(result, "nvrs")).toBe(3);
  });
});

describe("detection distance", () => {
  it("follows the pixel rule and the geometry", () => {
    // recognition under 12 mm: 110 px across a 0.16 m face = 687.5 px/m
    // sight = 1920 px × 8 mm / (6.4 mm × 687.5 px/m) = 15 360 / 4 400 = 3.4909 m → 3.49
    // drop = 3 − 1.6 = 1.4 m; ground = √(3.4909² − 1.4²) = √10.2265 = 3.1979 → 3.2
    // HFOV = 2 atan(6.4 / 16) = 2 × 21.80° = 43.6°; tilt = atan(1.4 / 3.1979) = 23.6°
    // IEC: 15 360 / (6.4 × 25) = 96 m; / 62.5 → 38.4; / 125 → 19.2; / 250 → 9.6
    const result = detection({
      sensor: "1/2",
      pixels: "1920x1080",
      focal: 8,
      height: 3,
      tilt: 15,
      scenario: "recognition",
    });
    expect(value(result, "sightDistance")).toBe(3.49);
    expect(value(result, "detectionDistance")).toBe(3.2);
    expect(value(result, "horizontalFov")).toBe(43.6);
    expect(value(result, "tiltAngle")).toBe(23.6);
    expect(value(result, "iec.detect")).toBe(96);
    expect(value(result, "iec.observe")).toBe(38.4);
    expect(value(result, "iec.recognise")).toBe(19.2);
    expect(value(result, "iec.identify")).toBe(9.6);
    // recognition under 12 mm: 2.5 to 3 m; 3 m is inside
    expect(result.warnings).toEqual([]);
  });

  it("changes the rule at 12 mm and warns outside the recommended height", () => {
    // target detection: 80 px under 12 mm, 120 px from 12 mm on (spec §9)
    expect(requiredPixels("detection", 11.9)).toBe(80);
    expect(requiredPixels("detection", 12)).toBe(120);
    // plates: 80 px over 0.44 m = 181.82 px/m; sight = 2560 × 12 / (5.12 × 181.82) = 33 m
    // micro checkpoint on lanes: 4.5 to 6 m, so 3 m is outside
    const result = detection({
      sensor: "1/2.8",
      pixels: "2560x1440",
      focal: 12,
      height: 3,
      tilt: 10,
      scenario: "checkpointLane",
    });
    expect(value(result, "sightDistance")).toBe(33);
    expect(result.warnings).toEqual([{ key: "height", values: { low: 4.5, high: 6, height: 3 } }]);
  });
});

describe("tilt and pixel density at a target's distance", () => {
  const camera = {
    sensor: "1/2.8",
    pixels: "2560x1440",
    focal: 6,
    height: 4,
    tilt: 15,
    scenario: "detection",
  } as const;

  it("aims at the ground at that distance when no target height is given", () => {
    // tilt = atan(4 m ÷ 15 m) = atan(0.26667) = 14.93° → 14.9
    // sight = √(15² + 4²) = √241 = 15.524 m
    // density = 2560 px × 6 mm ÷ (5.12 mm × 15.524 m) = 15 360 ÷ 79.484 = 193.247 px/m → 193.2
    // across a 0.16 m face: 30.9 px < 80 px (target detection under 12 mm): not met
    // 193.2 px/m ≥ 125: IEC "recognise"
    const check = targetCheck({ ...camera, targetDistance: 15 });
    expect(round1(check.tilt)).toBe(14.9);
    expect(check.sight).toBeCloseTo(15.524, 3);
    expect(check.density).toBeCloseTo(193.247, 3);
    expect(check.pixels).toBeCloseTo(30.92, 2);
    expect(check.required).toBe(80);
    expect(check.meets).toBe(false);
    expect(check.level).toBe("recognise");
  });

  it("aims at the given height, and meets the rule close enough", () => {
    // face at 1.6 m, 3 m away: tilt = atan(2.4 ÷ 3) = 38.66° → 38.7; sight = √(9 + 5.76) = 3.842 m
    // density = 15 360 ÷ (5.12 × 3.842) = 780.9 px/m; × 0.16 m = 124.9 px ≥ 80: met
    const check = targetCheck({ ...camera, targetDistance: 3, targetHeight: 1.6 });
    expect(round1(check.tilt)).toBe(38.7);
    expect(check.pixels).toBeCloseTo(124.9, 1);
    expect(check.meets).toBe(true);
    expect(check.level).toBe("identify");
    // a point above the camera is seen upwards: atan((4 − 6) ÷ 10) = −11.3°
    expect(round1(targetCheck({ ...camera, targetDistance: 10, targetHeight: 6 }).tilt)).toBe(
      -11.3,
    );
  });

  it("adds the target's rows, formulas and the note to the result", () => {
    const result = detection({ ...camera, targetDistance: 15 });
    expect(value(result, "targetTilt")).toBe(14.9);
    expect(value(result, "targetDensity")).toBe(193.2);
    expect(result.rows.find((r) => r.key === "targetFails")?.values).toEqual({ required: 80 });
    expect(result.rows.find((r) => r.key === "targetIec")?.text).toBe("iecLevel.recognise");
    expect(result.formulas.find((f) => f.key === "targetTilt")?.values).toEqual({
      height: 4,
      aim: 0,
      distance: 15,
      tilt: 14.9,
    });
    // the scenario's rule: 80 px ÷ 0.16 m = 500 px/m, 20 times the 25 px/m of IEC "detect"
    expect(result.notes).toEqual([
      { key: "whyTwoDistances", values: { pixels: 80, width: 0.16, density: 500, ratio: 20 } },
    ]);
    // without a target distance, no target rows
    expect(detection(camera).rows.some((r) => r.key.startsWith("target"))).toBe(false);
  });

  it("names the IEC 62676-4 level a density reaches", () => {
    expect(iecLevel(24.9)).toBeNull();
    expect(iecLevel(25)).toBe("detect");
    expect(iecLevel(62.5)).toBe("observe");
    expect(iecLevel(249)).toBe("recognise");
    expect(iecLevel(250)).toBe("identify");
  });
});

describe("nvr access", () => {
  it("checks channels, incoming bandwidth and decoding", () => {
    // 8 × 16 Mbit/s = 128 > 80 Mbit/s of NV-N0808: does not fit; 8 ≤ 8 channels
    // decoding: 8 × 8.2944 MP × 30 fps = 1990.66 > 1 × 8 MP × 30 = 240
    const result = nvrAccess(
      { channels: 8, incoming: 80, bays: 1, largestDisk: 16, decoding: 240 },
      1,
      [{ count: 8, figures: { megapixels: 8.2944, maxBitRate: 16, frameRate: 30 } }],
    );
    expect(result.rows[0]!.key).toBe("doesNotFit");
    expect(result.warnings.map((w) => w.key)).toEqual(["incoming", "decoding"]);
    // two NV-N3216 (64 channels, 640 Mbit/s): 20 × 6 Mbit/s = 120 fits
    const fits = nvrAccess(
      { channels: 32, incoming: 320, bays: 4, largestDisk: 20, decoding: null },
      2,
      [{ count: 20, figures: { megapixels: 2.0736, maxBitRate: 6, frameRate: 30 } }],
    );
    expect(fits.rows[0]!.key).toBe("fits");
  });
});

describe("calculator query", () => {
  const schema = schemaOf(DETECTION_INPUTS);
  const read = (query: string) =>
    readCalcQuery(new URL(`http://x/tools/detection-distance?${query}`), DETECTION_INPUTS, schema);

  it("takes the defaults when the URL names no field, and checks every field otherwise", () => {
    expect(read("").status).toBe("success");
    const bad = read("sensor=1/2&pixels=1920x1080&focal=abc&height=99&tilt=Infinity&scenario=x");
    expect(bad.status).toBe("error");
    const errors = bad.reply().error ?? {};
    expect(errors).toMatchObject({
      focal: ["tools:errors.number"],
      height: ["tools:errors.range"],
      scenario: ["tools:errors.choice"],
    });
    expect(errors.tilt?.[0]).toMatch(/tools:errors\.(number|range)/);
  });
});
