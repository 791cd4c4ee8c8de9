/** What an upload is, judged by its first bytes rather than by its name. */

export function isJpeg(head: Buffer): boolean {
  return head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff;
}

const EXECUTABLE_SIGNATURES = [
  [0x4d, 0x5a], // MZ: Windows/DOS executables (.exe, .dll, .scr …)
  [0x7f, 0x45, 0x4c, 0x46], // ELF
  [0xfe, 0xed, 0xfa, 0xce], // Mach-O 32-bit
  [0xfe, 0xed, 0xfa, 0xcf], // Mach-O 64-bit
  [0xce, 0xfa, 0xed, 0xfe], // Mach-O 32-bit, reversed
  [0xcf, 0xfa, 0xed, 0xfe], // Mach-O 64-bit, reversed
  [0xca, 0xfe, 0xba, 0xbe], // Mach-O universal
];

export function isExecutable(head: Buffer): boolean {
  return EXECUTABLE_SIGNATURES.some((signature) => signature.every((byte, i) => head[i] === byte));
}

export function isPng(head: Buffer): boolean {
  const signature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  return signature.every((byte, i) => head[i] === byte);
}

export function isPdf(head: Buffer): boolean {
  return head.subarray(0, 5).toString("latin1") === "%PDF-";
}

export function isWebp(head: Buffer): boolean {
  return (
    head.subarray(0, 4).toString("latin1") === "RIFF" &&
    head.subarray(8, 12).toString("latin1") === "WEBP"
  );
}

/** The kinds of document an upload may be (spec §5), judged by content. */
export type DocumentKind = "pdf" | "png" | "jpeg" | "webp";

/** What a document upload is by its first bytes (at least 12), or null when it is none of them. */
export function documentKind(head: Buffer): DocumentKind | null {
  if (isPdf(head)) return "pdf";
  if (isPng(head)) return "png";
  if (isJpeg(head)) return "jpeg";
  if (isWebp(head)) return "webp";
  return null;
}
