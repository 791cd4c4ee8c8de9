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
