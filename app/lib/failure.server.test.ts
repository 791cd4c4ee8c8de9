import { describe, expect, it } from "vitest";
import type { Failure } from "./api.server";
import { failureMessage, failureStatus } from "./api-errors.server";
import { failureResponse, requireOk, throwFailure } from "./failure.server";

const failure = (overrides: Partial<Failure>): Failure => ({
  ok: false,
  code: 50000,
  status: 500,
  kind: "http",
  message: "Database is down",
  ...overrides,
});

describe("failureResponse", () => {
  it.each([
    ["not found", { status: 404, code: 40400 }, 404],
    ["unavailable (503, 50300)", { status: 503, code: 50300 }, 503],
    ["unavailable (503 without envelope)", { status: 503, code: 503 }, 503],
    ["a timeout", { status: 0, code: -1, kind: "timeout" as const }, 503],
    ["no connection", { status: 0, code: -1, kind: "network" as const }, 503],
    ["forbidden", { status: 403, code: 40300 }, 403],
    ["an internal error", { status: 500, code: 50000 }, 502],
    ["a bad gateway", { status: 502, code: 502 }, 502],
    ["a refused request", { status: 400, code: 40010 }, 400],
  ])("answers %s with %i", (_, overrides, status) => {
    const response = failureResponse(failure(overrides));
    expect(response.status).toBe(status);
    expect(response.headers.get("retry-after")).toBe(status === 503 ? "30" : null);
  });

  it("sends a session failure to sign in", async () => {
    const thrown = (await throwFailure(
      new Request("http://site.test/br/personal-center"),
      failure({ status: 401, code: 40003 }),
    ).catch((e: unknown) => e)) as Response;
    expect(thrown.status).toBe(302);
    expect(thrown.headers.get("location")).toMatch(/^\/br\/login\?redirectTo=/);
  });

  it("throws the error page otherwise", async () => {
    const thrown = await throwFailure(
      new Request("http://site.test/home"),
      failure({ status: 503, code: 50300 }),
    ).catch((e: unknown) => e);
    expect((thrown as Response).status).toBe(503);
  });
});

describe("requireOk", () => {
  const request = new Request("http://site.test/ksa/product-center");

  it("returns the data of a successful call", async () => {
    expect(await requireOk(request, { ok: true, data: { id: 7 }, message: "" })).toEqual({ id: 7 });
  });

  it.each([
    [{ status: 404, code: 40400 }, 404],
    [{ status: 403, code: 40300 }, 403],
    [{ status: 0, code: -1, kind: "timeout" as const }, 503],
    [{ status: 500, code: 50000 }, 502],
    [{ status: 401, code: 40003 }, 302],
  ])("throws the error page (or sign-in) of a failure: %o gives %i", async (overrides, status) => {
    const thrown = await requireOk(request, failure(overrides)).catch((e: unknown) => e);
    expect((thrown as Response).status).toBe(status);
  });
});

describe("failureMessage", () => {
  it("shows the translated unavailable text at a form when the backend is down", () => {
    expect(failureMessage(failure({ status: 503, code: 50300 }))).toBe("error.unavailableText");
    expect(failureMessage(failure({ kind: "network", status: 0, code: -1 }))).toBe(
      "error.unavailableText",
    );
    expect(failureMessage(failure({ kind: "timeout", status: 0, code: -1 }))).toBe(
      "form.errors.timeout",
    );
    expect(failureMessage(failure({ status: 400, code: 40014, kind: "http" }))).toBe(
      "form.errors.badCredentials",
    );
  });
});

describe("failureStatus", () => {
  it("answers a form 503 when the backend is unavailable, its 4xx otherwise", () => {
    expect(failureStatus(failure({ status: 503, code: 50300 }))).toBe(503);
    expect(failureStatus(failure({ kind: "network", status: 0, code: -1 }))).toBe(503);
    expect(failureStatus(failure({ status: 429, code: 40013 }))).toBe(429);
    expect(failureStatus(failure({ status: 200, code: 40014, kind: "business" }))).toBe(400);
    expect(failureStatus(failure({ status: 500, code: 50000 }))).toBe(400);
  });
});
