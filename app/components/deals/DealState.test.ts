import { describe, expect, it } from "vitest";
import { type DealStates, dealStateKey } from "./DealState";

const submitted: DealStates = {
  stage: "submitted",
  approvalStatus: "To be Approved",
  status: "Pending",
  closure: "Unclosed",
  expired: false,
};

describe("a deal's one state", () => {
  it.each<[string, Partial<DealStates>, string]>([
    ["a draft", { stage: "draft" }, "draft"],
    ["a submitted deal", {}, "toBeApproved"],
    ["a submitted deal in conflict with another", { conflict: true }, "conflict"],
    ["an approved deal", { approvalStatus: "Approved" }, "approved"],
    ["Approved · Pending · Closed", { approvalStatus: "Approved", closure: "Closed" }, "closed"],
    ["To be Approved · Cancelled", { status: "Cancelled" }, "cancelled"],
    ["Pending · Expired", { approvalStatus: "Approved", expired: true }, "expired"],
    [
      "Disapproved, even when expired",
      { approvalStatus: "Disapproved", expired: true },
      "disapproved",
    ],
    [
      "Done, even when closed",
      { approvalStatus: "Approved", status: "Done", closure: "Closed" },
      "done",
    ],
  ])("%s reads as one state", (_, change, expected) => {
    expect(dealStateKey({ ...submitted, ...change })).toBe(expected);
  });
});
