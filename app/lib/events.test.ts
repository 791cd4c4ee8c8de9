import { describe, expect, it } from "vitest";
import { eventPagePath, isPastEvent } from "./events";

describe("isPastEvent", () => {
  const event = { endsAt: "2025-01-16T14:00:00.000Z" };

  it("is over once its end has passed", () => {
    expect(isPastEvent(event, new Date("2026-11-28T09:00:00Z"))).toBe(true);
    expect(isPastEvent(event, new Date("2025-01-16T14:00:00.001Z"))).toBe(true);
  });

  it("is not over before its end, nor while it is running or at its very end", () => {
    expect(isPastEvent(event, new Date("2025-01-10T00:00:00Z"))).toBe(false);
    expect(isPastEvent(event, new Date("2025-01-15T09:00:00Z"))).toBe(false);
    expect(isPastEvent(event, new Date("2025-01-16T14:00:00.000Z"))).toBe(false);
  });

  it("goes by the instant, whatever the time zone the end is written in", () => {
    const dubai = { endsAt: "2025-01-16T18:00:00+04:00" };
    expect(isPastEvent(dubai, new Date("2025-01-16T13:59:59Z"))).toBe(false);
    expect(isPastEvent(dubai, new Date("2025-01-16T14:00:01Z"))).toBe(true);
  });
});

describe("eventPagePath", () => {
  it("is the landing page when the event has one, else the detail page", () => {
    expect(eventPagePath({ id: "2025-10-gitex-dubai", landingSlug: "gitex2025" })).toBe(
      "/gitex2025",
    );
    expect(eventPagePath({ id: "2027-01-intersec-dubai", landingSlug: null })).toBe(
      "/activity-hub/2027-01-intersec-dubai/detail",
    );
  });
});
