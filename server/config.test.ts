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

describe("RENDER_CONCURRENCY", () => {
  it("is four on the embedded database and unlimited when the data comes over the network", () => {
    expect(readServerConfig({}).renderConcurrency).toBe(4);
    expect(readServerConfig({ DATABASE_URL: "postgres://db/site" }).renderConcurrency).toBe(0);
    expect(readServerConfig({ API_ORIGIN: "https://api.example.com" }).renderConcurrency).toBe(0);
    expect(readServerConfig({ RENDER_CONCURRENCY: "2", DATABASE_URL: "x" }).renderConcurrency).toBe(
      2,
    );
  });
});
