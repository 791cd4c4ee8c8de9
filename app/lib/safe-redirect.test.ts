import { describe, expect, it } from "vitest";
import { safeRedirect } from "./safe-redirect";

const origin = "https://www.northlight.example";

describe("safeRedirect", () => {
  it("keeps paths of this site", () => {
    expect(safeRedirect("/br/personal-center?tab=deals", origin, "/home")).toBe(
      "/br/personal-center?tab=deals",
    );
    expect(safeRedirect(`${origin}/about`, origin, "/home")).toBe("/about");
  });
  it.each([
    "//evil.example",
    "/\t/evil.example",
    "https://evil.example/x",
    "/\\evil.example",
    "javascript:alert(1)",
    "",
  ])("refuses %j", (to) => expect(safeRedirect(to, origin, "/home")).toBe("/home"));
  it("refuses non-strings", () => {
    expect(safeRedirect(null, origin, "/home")).toBe("/home");
  });
});
