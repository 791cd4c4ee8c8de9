import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import {
  FORM_TOKEN_FIELD,
  FORM_TOKEN_MAX_AGE_SECONDS,
  issueFormToken,
  readFormToken,
  refuseSpam,
} from "./spam-guard.server";

const secret = "a-test-secret-of-enough-length";
const rendered = Date.UTC(2026, 10, 22, 12, 0, 0);
const at = (seconds: number) => rendered + seconds * 1000;
const options = (seconds: number) => ({ now: at(seconds), secret, minSeconds: 3 });

describe("the form token", () => {
  const token = issueFormToken({ now: rendered, secret });

  it("is accepted from the minimum fill time to a day after the page was rendered", () => {
    expect(readFormToken(token, options(3))).toBe("ok");
    expect(readFormToken(token, options(600))).toBe("ok");
    expect(readFormToken(token, options(FORM_TOKEN_MAX_AGE_SECONDS))).toBe("ok");
  });

  it("is refused sooner than the minimum fill time, and from the future", () => {
    expect(readFormToken(token, options(0))).toBe("tooFast");
    expect(readFormToken(token, options(2.999))).toBe("tooFast");
    expect(readFormToken(token, { ...options(-1), minSeconds: 0 })).toBe("tooFast");
    expect(readFormToken(token, { ...options(0), minSeconds: 0 })).toBe("ok");
  });

  it("is refused when older than a day", () => {
    expect(readFormToken(token, options(FORM_TOKEN_MAX_AGE_SECONDS + 1))).toBe("expired");
  });

  it("is refused when missing, malformed, forged or signed with another secret", () => {
    const [issued, mac] = token.split(".");
    for (const bad of [
      null,
      "",
      "abc",
      `${issued}.`,
      `${Number(issued) - 60_000}.${mac}`,
      `${issued}.${mac!.slice(0, -1)}A`,
      issueFormToken({ now: rendered, secret: "another-secret-of-enough-length" }),
      `${issued}.${mac}x`,
    ])
      expect(readFormToken(bad, options(10)), String(bad)).toBe("invalid");
  });
});

describe("refuseSpam", () => {
  const schema = z.object({ name: z.string() });
  const submission = (values: Record<string, string>) => {
    const formData = new FormData();
    for (const [k, v] of Object.entries(values)) formData.set(k, v);
    return { formData, submission: parseWithZod(formData, { schema }) };
  };
  const token = issueFormToken({ now: rendered, secret });

  it("lets a submission with a good token go on", () => {
    const { formData, submission: s } = submission({ name: "Ana", [FORM_TOKEN_FIELD]: token });
    expect(refuseSpam(formData, s, options(5))).toBeNull();
  });

  it("answers 400 with the input kept and the reason as the form's error", () => {
    const fast = submission({ name: "Ana", [FORM_TOKEN_FIELD]: token });
    const tooFast = refuseSpam(fast.formData, fast.submission, options(1));
    expect(tooFast?.init?.status).toBe(400);
    expect(tooFast?.data.initialValue).toMatchObject({ name: "Ana" });
    expect(tooFast?.data.error?.[""]).toEqual(["spamGuard.tooFast"]);
    const none = submission({ name: "Ana" });
    const missing = refuseSpam(none.formData, none.submission, options(5));
    expect(missing?.init?.status).toBe(400);
    expect(missing?.data.error?.[""]).toEqual(["spamGuard.invalid"]);
    const old = refuseSpam(fast.formData, fast.submission, options(2 * FORM_TOKEN_MAX_AGE_SECONDS));
    expect(old?.data.error?.[""]).toEqual(["spamGuard.invalid"]);
  });
});
