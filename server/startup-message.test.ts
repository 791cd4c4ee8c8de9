import { describe, expect, it } from "vitest";
import { startupMessage } from "./startup-message";

describe("the start-up message", () => {
  it("says once that an empty database was created and seeded, and where the demo accounts are", () => {
    const text = startupMessage({
      brandName: "Northlight Vision",
      url: "http://localhost:3000",
      database: { kind: "pglite", folder: "/srv/site/data/pglite" },
      seeded: true,
    });
    expect(text).toContain("Northlight Vision is running at http://localhost:3000");
    expect(text).toContain("/srv/site/data/pglite was created and seeded");
    expect(text).toContain('README.md, "Demo accounts"');
  });

  it("names the database it uses on a later start, without the seeding", () => {
    const text = startupMessage({
      brandName: "Acme Optics",
      url: "http://localhost:8080",
      database: { kind: "postgresql" },
      seeded: false,
    });
    expect(text).toContain("Acme Optics is running at http://localhost:8080");
    expect(text).toContain("Using PostgreSQL (DATABASE_URL).");
    expect(text).not.toContain("seeded");
  });
});
