import { describe, expect, it } from "vitest";
import {
  ACTIONS,
  ACTORS,
  type Action,
  type Actor,
  decide,
  STAGES,
  type Stage,
  stageOf,
} from "./transitions";

/** Every allowed transition, written out: stage action actor → next stage (docs/deals.md). */
const ALLOWED = `
draft save owner draft
draft save admin draft
draft submit owner review
draft submit admin review
review save owner review
review save admin review
review approve channelManager approved
review approve admin approved
review disapprove channelManager disapproved
review disapprove admin disapproved
review cancel owner cancelled
review cancel admin cancelled
review requestClose owner closed
review requestClose admin closed
approved save owner approved
approved save admin approved
approved done owner done
approved done admin done
approved cancel owner cancelled
approved cancel admin cancelled
approved requestClose owner closed
approved requestClose admin closed
done save admin done
done requestClose owner closed
done requestClose admin closed
cancelled save admin cancelled
cancelled requestClose owner closed
cancelled requestClose admin closed
disapproved save owner disapproved
disapproved save admin disapproved
disapproved submit owner review
disapproved submit admin review
disapproved requestClose owner closed
disapproved requestClose admin closed
closed save admin closed
closed reopen admin review
`
  .trim()
  .split("\n")
  .map((line) => line.split(" ") as [Stage, Action, Actor, Stage]);

describe("the deal transition table", () => {
  const allowed = new Map(ALLOWED.map(([s, a, who, next]) => [`${s} ${a} ${who}`, next]));

  for (const stage of STAGES)
    for (const action of ACTIONS)
      for (const actor of ACTORS) {
        const key = `${stage} ${action} ${actor}`;
        const next = allowed.get(key);
        it(`${key} → ${next ?? "refused"}`, () => {
          const decision = decide(stage, action, actor);
          if (next) expect(decision).toEqual({ ok: true, next });
          else {
            expect(decision.ok).toBe(false);
            if (stage === "closed" && actor !== "admin")
              expect(decision).toEqual({ ok: false, reason: "locked" });
          }
        });
      }

  it("lists exactly the allowed transitions", () => {
    let count = 0;
    for (const stage of STAGES)
      for (const action of ACTIONS)
        for (const actor of ACTORS) if (decide(stage, action, actor).ok) count++;
    expect(count).toBe(ALLOWED.length);
  });

  it("reads the stage from the stored states", () => {
    const base = {
      submittedAt: "2026-01-01",
      approvalStatus: "To be Approved",
      status: "Pending",
      closure: "Unclosed",
    } as const;
    expect(stageOf({ ...base, submittedAt: null })).toBe("draft");
    expect(stageOf(base)).toBe("review");
    expect(stageOf({ ...base, approvalStatus: "Approved" })).toBe("approved");
    expect(stageOf({ ...base, approvalStatus: "Approved", status: "Done" })).toBe("done");
    expect(stageOf({ ...base, status: "Cancelled" })).toBe("cancelled");
    expect(stageOf({ ...base, approvalStatus: "Disapproved" })).toBe("disapproved");
    expect(stageOf({ ...base, closure: "Closed", approvalStatus: "Approved" })).toBe("closed");
  });
});
