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

export function isZip(head: Buffer): boolean {
  return head[0] === 0x50 && head[1] === 0x4b && (head[2] === 0x03 || head[2] === 0x05);
}

/** An MP4/MOV-family file: a `ftyp` box at offset 4. */
export function isMp4(head: Buffer): boolean {
  return head.subarray(4, 8).toString("latin1") === "ftyp";
}

/** An HTML document: its first non-blank characters open a doctype or an html/head/body tag. */
export function isHtml(head: Buffer): boolean {
  const text = head
    .toString("latin1")
    .replace(/^\uFEFF|^\xEF\xBB\xBF/, "")
    .trimStart()
    .toLowerCase();
  return /^<(!doctype html|html|head|body)[\s>]/.test(text);
}

/**
 * The MIME type of a stored file judged by its first bytes (at least 64 for HTML); a file of no
 * known kind is `application/octet-stream`.
 */
export function mimeOf(head: Buffer): string {
  if (isPdf(head)) return "application/pdf";
  if (isPng(head)) return "image/png";
  if (isJpeg(head)) return "image/jpeg";
  if (isWebp(head)) return "image/webp";
  if (isZip(head)) return "application/zip";
  if (isMp4(head)) return "video/mp4";
  if (isHtml(head)) return "text/html";
  return "application/octet-stream";
}
