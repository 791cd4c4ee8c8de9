/**
 * The deal transition table (docs/deals.md), in one place: which actor may do which action in which
 * stage, and the stage it leads to. Every change of a deal goes through `decide`.
 */

/** Where a deal is, from its stored states (approval, status, closure, submitted or not). */
export const STAGES = [
  "draft",
  "review",
  "approved",
  "done",
  "cancelled",
  "disapproved",
  "closed",
] as const;
export type Stage = (typeof STAGES)[number];

export const ACTIONS = [
  "save",
  "submit",
  "approve",
  "disapprove",
  "done",
  "cancel",
  "requestClose",
  "reopen",
] as const;
export type Action = (typeof ACTIONS)[number];

/**
 * Who acts: a partner of the applicant company (`owner`), the channel manager named in the deal,
 * a distributor named in it, an administrator; anyone else sees nothing of the deal.
 */
export const ACTORS = ["owner", "channelManager", "distributor", "admin"] as const;
export type Actor = (typeof ACTORS)[number];

export interface StoredStates {
  submittedAt: Date | string | null;
  approvalStatus: "To be Approved" | "Approved" | "Disapproved";
  status: "Pending" | "Done" | "Cancelled";
  closure: "Unclosed" | "Closed";
}

export function stageOf(deal: StoredStates): Stage {
  if (deal.closure === "Closed") return "closed";
  if (!deal.submittedAt) return "draft";
  if (deal.status === "Cancelled") return "cancelled";
  if (deal.approvalStatus === "Disapproved") return "disapproved";
  if (deal.approvalStatus === "To be Approved") return "review";
  return deal.status === "Done" ? "done" : "approved";
}

const PARTNER: Actor[] = ["owner", "admin"];
const REVIEWER: Actor[] = ["channelManager", "admin"];
const ADMIN: Actor[] = ["admin"];

/** stage → action → [who, next stage]. What is not here is refused. */
export const TRANSITIONS: Record<Stage, Partial<Record<Action, [Actor[], Stage]>>> = {
  draft: { save: [PARTNER, "draft"], submit: [PARTNER, "review"] },
  review: {
    save: [PARTNER, "review"],
    approve: [REVIEWER, "approved"],
    disapprove: [REVIEWER, "disapproved"],
    cancel: [PARTNER, "cancelled"],
    requestClose: [PARTNER, "closed"],
  },
  approved: {
    save: [PARTNER, "approved"],
    done: [PARTNER, "done"],
    cancel: [PARTNER, "cancelled"],
    requestClose: [PARTNER, "closed"],
  },
  done: { save: [ADMIN, "done"], requestClose: [PARTNER, "closed"] },
  cancelled: { save: [ADMIN, "cancelled"], requestClose: [PARTNER, "closed"] },
  disapproved: {
    save: [PARTNER, "disapproved"],
    submit: [PARTNER, "review"],
    requestClose: [PARTNER, "closed"],
  },
  // Submitted with a request to close: read-only for everyone but an administrator.
  closed: { save: [ADMIN, "closed"], reopen: [ADMIN, "review"] },
};

export type Decision =
  | { ok: true; next: Stage }
  /** `locked`: the deal is closed (409); `state`: not in this stage (409); `forbidden`: not this actor (403). */
  | { ok: false; reason: "locked" | "state" | "forbidden" };

export function decide(stage: Stage, action: Action, actor: Actor): Decision {
  const rule = TRANSITIONS[stage][action];
  if (rule?.[0].includes(actor)) return { ok: true, next: rule[1] };
  if (stage === "closed" && actor !== "admin") return { ok: false, reason: "locked" };
  if (!rule) return { ok: false, reason: "state" };
  return { ok: false, reason: "forbidden" };
}

/** The actions an actor may take on a deal in this stage (the buttons the page shows). */
export function allowedActions(stage: Stage, actor: Actor): Action[] {
  return ACTIONS.filter((action) => decide(stage, action, actor).ok);
}
