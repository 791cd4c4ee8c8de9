import { describe, expect, it } from "vitest";
import { cvssBase } from "./cvss";

describe("cvssBase", () => {
  it("scores base vectors as FIRST's calculator does", () => {
    expect(cvssBase("CVSS:3.1/AV:N/AC:L/PR:N/UI:N/S:U/C:H/I:H/A:H")).toEqual({
      vector: "CVSS:3.1/AV:N/AC:L/PR:N/UI:N/S:U/C:H/I:H/A:H",
      score: 9.8,
      severity: "critical",
    });
    expect(cvssBase("CVSS:3.1/AV:N/AC:L/PR:L/UI:R/S:C/C:L/I:L/A:N")?.score).toBe(5.4);
    expect(cvssBase("CVSS:3.1/AV:A/AC:H/PR:H/UI:R/S:U/C:L/I:N/A:N")).toMatchObject({
      score: 1.8,
      severity: "low",
    });
    expect(cvssBase("CVSS:3.1/AV:N/AC:L/PR:N/UI:N/S:U/C:N/I:N/A:N")?.severity).toBe("none");
  });

  it("refuses what is not a complete v3.1 base vector", () => {
    for (const vector of [
      "",
      "CVSS:3.0/AV:N/AC:L/PR:N/UI:N/S:U/C:H/I:H/A:H",
      "CVSS:3.1/AV:N/AC:L/PR:N/UI:N/S:U/C:H/I:H",
      "CVSS:3.1/AV:N/AC:L/PR:N/UI:N/S:U/C:H/I:H/A:H/A:L",
      "CVSS:3.1/AV:Q/AC:L/PR:N/UI:N/S:U/C:H/I:H/A:H",
      "CVSS:3.1/AC:L/AV:N/PR:N/UI:N/S:U/C:H/I:H/A:H",
    ])
      expect(cvssBase(vector), vector).toBeNull();
  });
});
