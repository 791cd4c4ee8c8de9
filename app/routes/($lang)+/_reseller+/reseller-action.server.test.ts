import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { refusalMessage } from "./reseller-action.server";
import { resellerSchema } from "./reseller-schema.server";

const empty = () => new File([], "", { type: "application/octet-stream" });

describe("the partner application's checks", () => {
  it("asks for every mandatory field, the agreement and the license, never the logo", () => {
    const form = new FormData();
    for (const name of ["logo", "agreement", "license"]) form.set(name, empty());
    const submission = parseWithZod(form, { schema: resellerSchema });
    expect(submission.status).toBe("error");
    const errors = submission.status === "error" ? (submission.error ?? {}) : {};
    expect(Object.keys(errors).sort()).toEqual(
      [
        "accountEmail",
        "address",
        "agreement",
        "companyName",
        "contactEmail",
        "country",
        "license",
        "listed",
        "partnerType",
        "phone",
        "region",
        "siteUrl",
      ].sort(),
    );
    expect(errors.agreement).toEqual(["contact:errors.required"]);
  });

  it("names the refused file and the reason", () => {
    expect(refusalMessage("license", "executable")).toBe("reseller:errors.license.executable");
    expect(refusalMessage("logo", "fileType")).toBe("reseller:errors.logo.fileType");
    expect(refusalMessage("agreement", "fileRequired")).toBe("contact:errors.required");
    expect(refusalMessage("phone", "telephone")).toBe("contact:errors.telephone");
    expect(refusalMessage("siteUrl", "website")).toBe("reseller:errors.website");
  });
});
