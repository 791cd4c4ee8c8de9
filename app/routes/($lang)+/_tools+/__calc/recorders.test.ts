import { describe, expect, it } from "vitest";
import { cameraFigures, parseDecoding, recorderFigures } from "./recorders";

describe("recorder and camera figures from the catalogue's rows", () => {
  it("reads an NVR", () => {
    // decoding: 2 × 12 × 30 = 720; 4 × 8 × 30 = 960; 16 × 2.0736 × 30 = 995.328 → the largest
    expect(
      recorderFigures({
        channels: "32",
        incomingBandwidth: "320 Mbit/s",
        hddBays: "4 × SATA",
        maxHddCapacity: "20 TB",
        decoding: "2 × 12 MP @ 30 fps, 4 × 8 MP @ 30 fps, 16 × 1080p @ 30 fps",
      }),
    ).toEqual({ channels: 32, incoming: 320, bays: 4, largestDisk: 20, decoding: 995.328 });
  });

  it("reads a hybrid recorder's IP channels and has no data without them", () => {
    expect(
      recorderFigures({
        channels: "8 analogue + 4 IP (up to 12 IP)",
        incomingBandwidth: "48 Mbit/s (IP)",
        hddBays: "1 × SATA",
        maxHddCapacity: "16 TB",
      })?.channels,
    ).toBe(12);
    expect(recorderFigures({ channels: "32" })).toBeNull();
    expect(parseDecoding("none")).toBeNull();
  });

  it("reads a camera", () => {
    // 3840 × 2160 = 8.2944 MP; "32 kbit/s – 16 Mbit/s" → 16; "30 fps (3840 × 2160)" → 30
    expect(
      cameraFigures({
        resolution: "3840 × 2160",
        bitRate: "32 kbit/s – 16 Mbit/s",
        maxFrameRate: "30 fps (3840 × 2160)",
      }),
    ).toEqual({ megapixels: 8.2944, maxBitRate: 16, frameRate: 30 });
    // two sensors of 2048 × 1536: 2 × 3.145728 = 6.291456 MP
    expect(
      cameraFigures({ resolution: "2 × 2048 × 1536", bitRate: "32 kbit/s – 8 Mbit/s" })?.megapixels,
    ).toBe(6.291456);
    expect(cameraFigures({ resolution: "3840 × 2160" })).toBeNull();
  });
});
