import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { Md5, md5Hex } from "./md5";

const bytes = (text: string) => new TextEncoder().encode(text);

describe("md5", () => {
  it("gives the RFC 1321 test suite's values", () => {
    // RFC 1321 §A.5
    expect(md5Hex(bytes(""))).toBe("d41d8cd98f00b204e9800998ecf8427e");
    expect(md5Hex(bytes("abc"))).toBe("900150983cd24fb0d6963f7d28e17f72");
    expect(md5Hex(bytes("message digest"))).toBe("f96b697d7cb7938d525a2f31aaf161d0");
    expect(
      md5Hex(
        bytes("12345678901234567890123456789012345678901234567890123456789012345678901234567890"),
      ),
    ).toBe("57edf4a22be3c955ac49da2e2107b67a");
  });

  it("gives node:crypto's value for any length, fed in uneven chunks", () => {
    for (const length of [55, 56, 63, 64, 65, 119, 120, 1000, 70000]) {
      const data = new Uint8Array(length).map((_, i) => (i * 31 + 7) & 0xff);
      const md5 = new Md5();
      for (let i = 0; i < length; i += 37) md5.update(data.subarray(i, i + 37));
      expect(md5.digest()).toBe(createHash("md5").update(data).digest("hex"));
    }
  });
});
