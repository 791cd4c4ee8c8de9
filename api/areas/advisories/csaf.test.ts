import * as basic from "@secvisogram/csaf-validator-lib/basic.js";
import validate from "@secvisogram/csaf-validator-lib/validate.js";
import { describe, expect, it } from "vitest";
import { type CsafAdvisory, csafDocument, csafFileName, csafPath, csafText } from "./csaf";

const publisher = {
  name: "Northlight Vision",
  origin: "https://www.example.com",
  contact: "mailto:security@example.com",
};

const advisory: CsafAdvisory = {
  trackingId: "NV-SA-2026-001",
  title: "Stored cross-site scripting in the camera's web interface",
  summary: "An operator account could store a script in a camera name.",
  workarounds: "Allow only trusted operators to rename cameras.",
  cvss: { vector: "CVSS:3.1/AV:N/AC:L/PR:L/UI:R/S:C/C:L/I:L/A:N", score: 5.4, severity: "medium" },
  cves: ["CVE-2026-41001", "CVE-2026-41002"],
  cwe: {
    id: "CWE-79",
    name: "Improper Neutralization of Input During Web Page Generation ('Cross-site Scripting')",
  },
  acknowledgements: [{ names: ["Mira Castell"], organization: "Harbor Labs" }],
  products: [
    {
      model: "NV-B580-AI",
      introducedIn: "5.2.0",
      fixedIn: "5.4.0",
      fixUrl: "https://www.example.com/firmware-version/3",
    },
    { model: "NV-T540-AI", introducedIn: null, fixedIn: null, fixUrl: null },
  ],
  revisions: [
    { number: 1, publishedAt: new Date("2026-03-02T09:00:00Z"), summary: "Initial release." },
    { number: 2, publishedAt: new Date("2026-04-10T12:30:00Z"), summary: "Fixed firmware added." },
  ],
};

/** The failed tests of the BSI validator's schema and mandatory tests, with their errors. */
async function failures(document: unknown) {
  const result = await validate(Object.values(basic), document);
  return result.tests.filter((t) => !t.isValid).map((t) => ({ name: t.name, errors: t.errors }));
}

describe("csafDocument", () => {
  it("passes the CSAF 2.0 schema and every mandatory test", async () => {
    expect(await failures(csafDocument(advisory, publisher))).toEqual([]);
  });

  it("passes with no CVE id, no fix, no workaround and no acknowledgement", async () => {
    const bare = {
      ...advisory,
      cves: [],
      cwe: null,
      workarounds: "",
      acknowledgements: [],
      products: [{ model: "NV-N3216", introducedIn: "6.0.0", fixedIn: null, fixUrl: null }],
      revisions: advisory.revisions.slice(0, 1),
    };
    expect(await failures(csafDocument(bare, publisher))).toEqual([]);
  });

  it("would be refused by the validator with a wrong score", async () => {
    const wrong = { ...advisory, cvss: { ...advisory.cvss, score: 9.1 } };
    expect((await failures(csafDocument(wrong, publisher))).map((f) => f.name)).toContain(
      "mandatoryTest_6_1_9",
    );
  });

  it("tells the versions, the fix and the revisions", () => {
    const document = csafDocument(advisory, publisher) as {
      document: { tracking: Record<string, unknown> };
      product_tree: { branches: { branches: { name: string; branches: { name: string }[] }[] }[] };
      vulnerabilities: { cve: string; remediations: { category: string; url?: string }[] }[];
    };
    expect(document.document.tracking).toMatchObject({
      id: "NV-SA-2026-001",
      version: "2",
      initial_release_date: "2026-03-02T09:00:00.000Z",
      current_release_date: "2026-04-10T12:30:00.000Z",
    });
    const [camera, turret] = document.product_tree.branches[0]!.branches;
    expect(camera!.branches.map((b) => b.name)).toEqual(["vers:generic/>=5.2.0|<5.4.0", "5.4.0"]);
    expect(turret!.branches.map((b) => b.name)).toEqual(["vers:generic/*"]);
    expect(document.vulnerabilities.map((v) => v.cve)).toEqual(advisory.cves);
    expect(document.vulnerabilities[0]!.remediations.map((r) => r.category)).toEqual([
      "vendor_fix",
      "none_available",
      "workaround",
    ]);
  });

  it("gives the same bytes for the same advisory", () => {
    expect(csafText(csafDocument(advisory, publisher))).toBe(
      csafText(csafDocument(structuredClone(advisory), publisher)),
    );
  });
});

describe("csafPath", () => {
  it("files a document under the year of its first release, named by its id in lower case", () => {
    expect(csafFileName("NV-SA-2026-001")).toBe("nv-sa-2026-001.json");
    expect(csafFileName("NV SA/2026:7")).toBe("nv_sa_2026_7.json");
    expect(csafPath("NV-SA-2026-001", new Date("2026-03-02T09:00:00Z"))).toBe(
      "2026/nv-sa-2026-001.json",
    );
  });
});
