import { describe, expect, it } from "vitest";
import { announcementPath, eventPath, newsPath } from "./__home-blocks";

describe("links of the home page's blocks", () => {
  it("lead to the detail pages of spec §2, ids encoded", () => {
    expect(newsPath("2026-11-iso-audit")).toBe("/news/2026-11-iso-audit/detail");
    expect(announcementPath("firmware 5.2")).toBe("/announcement/firmware%205.2/details");
    expect(eventPath("intersec/2027")).toBe("/activity-hub/intersec%2F2027/detail");
  });
});
