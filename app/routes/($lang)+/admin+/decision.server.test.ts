import type { ActionFunctionArgs } from "@remix-run/node";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { ApiResult } from "~/lib/api.server";
import { approveOrReject, type DecisionRules, decisionAction } from "./decision.server";
import { examDecision } from "./exam-registration-forms.server";

const callApi = vi.hoisted(() => vi.fn());
vi.mock("~/lib/api.server", async (original) => ({
  ...(await original<typeof import("~/lib/api.server")>()),
  callApi,
}));
vi.mock("~/lib/auth.server", () => ({
  requireRole: vi.fn(async () => ({ token: "t", roles: ["admin"] })),
}));

// The applicants' page has a message of its own for "already decided"; the exam registrations' page
// (examDecision) shows the backend's own text.
const APPLICANTS = approveOrReject("/applicants", {
  reasonRequired: "admin:applicants.reasonRequired",
  reasonTooLong: "admin:applicants.reasonTooLong",
  alreadyDecided: "admin:applicants.alreadyDecided",
  approvedToast: "admin:applicants.approvedToast",
  rejectedToast: "admin:applicants.rejectedToast",
});

function post(fields: Record<string, string>, path = "/admin/applicants/7"): ActionFunctionArgs {
  const body = new URLSearchParams(fields);
  const request = new Request(`http://site.test${path}`, {
    method: "POST",
    body,
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
  });
  return { request, params: { id: "7" }, context: {} } as unknown as ActionFunctionArgs;
}

interface Answer {
  init: { status: number } | null;
  data: { error?: Record<string, string[] | null> | null; initialValue?: Record<string, unknown> };
}

/** The action's answer to `fields` posted to the entry 7 of the page of `rules`. */
const decide = async (fields: Record<string, string>, rules: DecisionRules = APPLICANTS) =>
  (await decisionAction(post(fields, `/admin${rules.path}/7`), rules)) as Answer;

/** That `answer` refuses with `status` and `message` at `field` ("" for the form's error). */
function expectRefusal(answer: Answer, status: number, field: string, message: string) {
  expect(answer.init?.status).toBe(status);
  expect(answer.data.error?.[field]).toEqual([message]);
}

const refused = (failure: Partial<Extract<ApiResult<unknown>, { ok: false }>>) => ({
  ok: false,
  code: 40010,
  status: 400,
  message: "Refused.",
  kind: "business",
  ...failure,
});

beforeEach(() => {
  callApi.mockReset();
  callApi.mockResolvedValue({ ok: true, data: { status: "approved" }, message: "" });
});

describe("a console decision's checks", () => {
  it("requires a reason to disapprove, a blank one too, and keeps what was typed", async () => {
    for (const reason of ["", "   "]) {
      const answer = await decide({ decision: "reject", reason });
      expectRefusal(answer, 400, "reason", "admin:applicants.reasonRequired");
    }
    const exam = await decide({ decision: "disapprove" }, examDecision);
    expectRefusal(exam, 400, "reason", "certification:admin.reasonEmpty");
    expect(callApi).not.toHaveBeenCalled();
  });

  it("refuses a reason longer than the limit, even to approve, with the input kept", async () => {
    const reason = "x".repeat(1001);
    const answer = await decide({ decision: "approve", reason });
    expectRefusal(answer, 400, "reason", "admin:applicants.reasonTooLong");
    expect(answer.data.initialValue).toMatchObject({ reason });
    expect(callApi).not.toHaveBeenCalled();
  });

  it("refuses a decision that is none of the page's with a 400", async () => {
    const forms: Record<string, string>[] = [
      { decision: "disapprove", reason: "No." },
      { reason: "No." },
    ];
    for (const fields of forms) {
      const answer = await decide(fields);
      expectRefusal(answer, 400, "decision", "form.invalid.choice");
    }
    const exam = await decide({ decision: "reject" }, examDecision);
    expectRefusal(exam, 400, "decision", "certification:admin.decisionEmpty");
    expect(callApi).not.toHaveBeenCalled();
  });

  it("refuses a filled honeypot with a thrown 400", async () => {
    await expect(
      decisionAction(post({ decision: "approve", website: "spam" }), APPLICANTS),
    ).rejects.toMatchObject({ status: 400 });
  });
});

describe("a console decision's answers", () => {
  it("sends the decision and the trimmed reason, then goes back to the entry with its toast", async () => {
    const answer = (await decisionAction(
      post({ decision: "reject", reason: "  Not verified. " }),
      APPLICANTS,
    )) as Response;
    expect(callApi).toHaveBeenCalledWith(expect.anything(), "/admin/applicants/7/decision", {
      method: "POST",
      session: expect.anything(),
      data: { decision: "reject", reason: "Not verified." },
    });
    expect(answer.status).toBe(302);
    expect(answer.headers.get("Location")).toBe("/admin/applicants/7");
    expect(answer.headers.get("Set-Cookie")).toBeTruthy();
  });

  it("approves without a reason (none is sent)", async () => {
    await decisionAction(post({ decision: "approve" }), APPLICANTS);
    expect(callApi.mock.calls[0]?.[2]).toMatchObject({ data: { decision: "approve" } });
    expect(callApi.mock.calls[0]?.[2].data.reason).toBeUndefined();
  });

  it("answers the backend's 409 with the page's message as the form's error, input kept", async () => {
    callApi.mockResolvedValue(
      refused({ status: 409, message: "The registration has already been decided." }),
    );
    const answer = await decide({ decision: "reject", reason: "Late." });
    expectRefusal(answer, 409, "", "admin:applicants.alreadyDecided");
    expect(answer.data.initialValue).toMatchObject({ reason: "Late." });

    // A page without a message of its own shows the backend's text, as the form's error too.
    const exam = await decide({ decision: "approve" }, examDecision);
    expectRefusal(exam, 409, "", "The registration has already been decided.");
  });

  it("shows a reason the backend refused at the reason", async () => {
    callApi.mockResolvedValue(refused({ message: "The reason has a control character." }));
    const answer = await decide({ decision: "reject", reason: "Bad" });
    expectRefusal(answer, 400, "reason", "The reason has a control character.");
  });

  it("shows the error page with a 5xx for a backend failure, the form's 503 when unavailable", async () => {
    callApi.mockResolvedValue(
      refused({ code: 500, status: 500, kind: "http", message: "Internal Server Error" }),
    );
    const thrown = await decide({ decision: "approve" }).catch((error: unknown) => error);
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBeGreaterThanOrEqual(500);

    callApi.mockResolvedValue(refused({ code: 503, status: 503, kind: "http", message: "" }));
    const unavailable = await decide({ decision: "approve" });
    expectRefusal(unavailable, 503, "", "error.unavailableText");
  });
});
