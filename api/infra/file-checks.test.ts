import { describe, expect, it } from "vitest";
import { documentKind, isExecutable, isJpeg } from "./file-checks";

describe("upload checks by content", () => {
  it("recognises a JPEG whatever its name, and not a PNG named .jpg", () => {
    expect(isJpeg(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00]))).toBe(true);
    expect(isJpeg(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a]))).toBe(false);
    expect(isJpeg(Buffer.alloc(0))).toBe(false);
  });
  it("recognises executables whatever their name", () => {
    expect(isExecutable(Buffer.from("MZ\x90\x00", "latin1"))).toBe(true);
    expect(isExecutable(Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2]))).toBe(true);
    expect(isExecutable(Buffer.from([0xcf, 0xfa, 0xed, 0xfe]))).toBe(true);
    expect(isExecutable(Buffer.from("%PDF-1.7"))).toBe(false);
    expect(isExecutable(Buffer.from("plain text"))).toBe(false);
  });
  it("names the document kinds by content, and nothing else", () => {
    expect(documentKind(Buffer.from("%PDF-1.7\n%"))).toBe("pdf");
    expect(documentKind(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe(
      "png",
    );
    expect(documentKind(Buffer.from([0xff, 0xd8, 0xff, 0xdb]))).toBe("jpeg");
    expect(documentKind(Buffer.from("RIFF\x10\x00\x00\x00WEBPVP8 ", "latin1"))).toBe("webp");
    expect(documentKind(Buffer.from("RIFF\x10\x00\x00\x00WAVEfmt ", "latin1"))).toBe(null);
    expect(documentKind(Buffer.from("MZ\x90\x00", "latin1"))).toBe(null);
    expect(documentKind(Buffer.alloc(0))).toBe(null);
  });
});
