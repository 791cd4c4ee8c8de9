/**
 * Figures of recorders and cameras read from their catalogue specification rows ("32",
 * "320 Mbit/s", "4 × SATA", "20 TB", "2 × 12 MP @ 30 fps, …", "32 kbit/s – 16 Mbit/s"). A value
 * that cannot be read is `null`: the model has no data for the tools.
 */
export type Specs = Record<string, string | null | undefined>;

export interface RecorderFigures {
  /** IP channels. */
  channels: number;
  /** Incoming bandwidth, Mbit/s. */
  incoming: number;
  bays: number;
  /** Largest disk, TB. */
  largestDisk: number;
  /** Decoding capacity: the largest of the listed modes, in megapixel-frames per second. */
  decoding: number | null;
}

export interface CameraFigures {
  /** Megapixels of the main stream. */
  megapixels: number;
  /** Highest bit rate, Mbit/s. */
  maxBitRate: number;
  /** Highest frame rate, fps (25 when the catalogue gives none). */
  frameRate: number;
}

const number = (text: string) => Number(text.replace(",", "."));

export function parseChannels(value: string | null | undefined): number | null {
  if (!value) return null;
  const upTo = /up to (\d+) IP/i.exec(value);
  if (upTo) return number(upTo[1]!);
  const ip = /(\d+) IP/i.exec(value);
  if (ip) return number(ip[1]!);
  const plain = /^\s*(\d+)\s*$/.exec(value);
  return plain ? number(plain[1]!) : null;
}

export function parseRate(value: string | null | undefined): number | null {
  if (!value) return null;
  const match = /([\d.]+)\s*(k|M|G)bit\/s/.exec(value);
  if (!match) return null;
  const scale = { k: 0.001, M: 1, G: 1000 }[match[2] as "k" | "M" | "G"];
  return number(match[1]!) * scale;
}

/** The highest rate of a range such as "32 kbit/s – 16 Mbit/s". */
export function parseMaxRate(value: string | null | undefined): number | null {
  if (!value) return null;
  const parts = value.split(/[–-]/);
  return parseRate(parts[parts.length - 1]);
}

export function parseCount(value: string | null | undefined): number | null {
  const match = value ? /^\s*(\d+)\s*×/.exec(value) : null;
  return match ? number(match[1]!) : null;
}

export function parseTerabytes(value: string | null | undefined): number | null {
  const match = value ? /([\d.]+)\s*TB/.exec(value) : null;
  return match ? number(match[1]!) : null;
}

const MODE_MP: Record<string, number> = {
  "1080p": (1920 * 1080) / 1e6,
  "720p": (1280 * 720) / 1e6,
};

/** "2 × 12 MP @ 30 fps, 16 × 1080p @ 30 fps" → the largest of 2·12·30 and 16·2.07·30. */
export function parseDecoding(value: string | null | undefined): number | null {
  if (!value) return null;
  let best: number | null = null;
  for (const mode of value.split(",")) {
    const match = /(\d+)\s*×\s*([\d.]+\s*MP|1080p|720p)\s*@\s*(\d+)\s*fps/.exec(mode);
    if (!match) continue;
    const mp = MODE_MP[match[2]!] ?? number(match[2]!.replace("MP", "").trim());
    const capacity = number(match[1]!) * mp * number(match[3]!);
    best = best === null ? capacity : Math.max(best, capacity);
  }
  return best;
}

/** "3840 × 2160" (or "Thermal …; visible 2688 × 1520", "2 × 2048 × 1536") → megapixels. */
export function parseMegapixels(value: string | null | undefined): number | null {
  if (!value) return null;
  const visible = value.includes("visible") ? value.slice(value.indexOf("visible")) : value;
  const match = /(?:(\d+)\s*×\s*)?(\d{3,5})\s*×\s*(\d{3,5})/.exec(visible);
  if (!match) return null;
  const sensors = match[1] ? number(match[1]) : 1;
  return (sensors * number(match[2]!) * number(match[3]!)) / 1e6;
}

export function recorderFigures(specs: Specs): RecorderFigures | null {
  const channels = parseChannels(specs.channels);
  const incoming = parseRate(specs.incomingBandwidth);
  const bays = parseCount(specs.hddBays);
  const largestDisk = parseTerabytes(specs.maxHddCapacity);
  if (channels === null || incoming === null || bays === null || largestDisk === null) return null;
  return { channels, incoming, bays, largestDisk, decoding: parseDecoding(specs.decoding) };
}

export function cameraFigures(specs: Specs): CameraFigures | null {
  const megapixels = parseMegapixels(specs.resolution);
  const maxBitRate = parseMaxRate(specs.bitRate);
  if (megapixels === null || maxBitRate === null) return null;
  const fps = specs.maxFrameRate ? /(\d+)\s*fps/.exec(specs.maxFrameRate) : null;
  return { megapixels, maxBitRate, frameRate: fps ? number(fps[1]!) : 25 };
}
