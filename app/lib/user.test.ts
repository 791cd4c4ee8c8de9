import { describe, expect, it } from "vitest";
import { displayAccountName } from "./user";

describe("displayAccountName", () => {
  it("shows the part before the @ of an e-mail account", () => {
    expect(displayAccountName("maria.silva@partner.example")).toBe("maria.silva");
  });
  it("shows other account names whole", () => {
    expect(displayAccountName("reseller-042")).toBe("reseller-042");
    expect(displayAccountName("@handle")).toBe("@handle");
  });
});
