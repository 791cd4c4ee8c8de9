import { describe, expect, it } from "vitest";
import { readServerConfig } from "./config";

describe("METRICS_TOKEN", () => {
  it("is null when not set", () => {
    expect(readServerConfig({}).metricsToken).toBeNull();
    expect(readServerConfig({ METRICS_TOKEN: "" }).metricsToken).toBeNull();
  });

  it("takes a token of at least 16 visible characters", () => {
    expect(readServerConfig({ METRICS_TOKEN: "0123456789abcdef" }).metricsToken).toBe(
      "0123456789abcdef",
    );
  });

  it("stops the start on a short token or one with spaces or control characters", () => {
    for (const bad of ["short", "0123456789 abcdef", "0123456789abcdef\n", "0123456789abcdéf"])
      expect(() => readServerConfig({ METRICS_TOKEN: bad })).toThrow(/METRICS_TOKEN/);
  });
});
