import { afterEach, vi } from "vitest";

// A console.error during a test is a failure: it means something went wrong that the test missed.
const spy = vi.spyOn(console, "error");
afterEach(() => {
  const calls = spy.mock.calls;
  spy.mockClear();
  if (calls.length > 0) {
    throw new Error(
      `console.error was called:\n${calls.map((c) => c.map(String).join(" ")).join("\n")}`,
    );
  }
});
