import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { SHELL_CHECKER } from "./checker-scripts";

describe("the downloadable shell checker", () => {
  it("prints the file's MD5 and SHA-256", () => {
    const dir = mkdtempSync(join(tmpdir(), "checker-"));
    try {
      writeFileSync(join(dir, "md5-checker.sh"), SHELL_CHECKER);
      writeFileSync(join(dir, "a file.bin"), "abc");
      const out = execFileSync("sh", [join(dir, "md5-checker.sh"), join(dir, "a file.bin")], {
        encoding: "utf8",
      });
      // RFC 1321: MD5("abc") = 900150983cd24fb0d6963f7d28e17f72
      expect(out).toContain("MD5     900150983cd24fb0d6963f7d28e17f72");
      expect(out).toContain(`SHA-256 ${createHash("sha256").update("abc").digest("hex")}`);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
