import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import type { Failure } from "./api.server";
import {
  checkHoneypot,
  createUserSession,
  invalid,
  invalidReply,
  redirectWithToast,
} from "./form-action.server";
import { getSession, takeToast } from "./session.server";

const schema = z.object({ email: z.email(), password: z.string(), code: z.string() });

function form(values: Record<string, string>): FormData {
  const formData = new FormData();
  for (const [name, value] of Object.entries(values)) formData.set(name, value);
  return formData;
}
const submitted = (values: Record<string, string>) => parseWithZod(form(values), { schema });
const filled = { email: "ana@partner.example", password: "secret", code: "12345" };

const failure = (fields: Partial<Failure>): Failure => ({
  ok: false,
  code: 40000,
  status: 400,
  message: "",
  kind: "business",
  ...fields,
});

/** The Set-Cookie headers of a response, as `name=value` pairs, sent back as a Cookie header. */
const cookiesOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0]!)
    .join("; ");

describe("checkHoneypot", () => {
  it("lets a form through whose honeypot is absent or empty", () => {
    expect(() => checkHoneypot(form({ email: "a@b.example" }))).not.toThrow();
    expect(() => checkHoneypot(form({ website: "  " }))).not.toThrow();
  });

  it("refuses a filled honeypot with a thrown 400", () => {
    let thrown: unknown;
    try {
      checkHoneypot(form({ website: "https://spam.example" }));
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(400);
  });
});

describe("invalid", () => {
  it("answers invalid input with 400, the input kept and secrets hidden", () => {
    const answer = invalid(
      submitted({ ...filled, email: "nope" }),
      undefined,
      {},
      {
        hideFields: ["password"],
      },
    );
    expect(answer.init?.status).toBe(400);
    expect(answer.data.error?.email).toBeTruthy();
    expect(answer.data.initialValue).toEqual({ email: "nope", code: "12345" });
  });

  it("shows a failure's code at the field fieldOfCode names", () => {
    const { reply, status } = invalidReply(
      submitted(filled),
      failure({ code: 40012, status: 400 }),
      { 40012: "code", 40011: "captcha" },
      { hideFields: ["password", "code"] },
    );
    expect(status).toBe(400);
    expect(reply.error).toEqual({ code: ["form.errors.codeIncorrect"] });
    expect(reply.initialValue).toEqual({ email: filled.email });
  });

  it("shows any other failure as the form's error, with its override", () => {
    const answer = invalid(
      submitted(filled),
      failure({ code: 40014, status: 401 }),
      {},
      {
        overrides: { 40014: "form.errors.wrongPassword" },
      },
    );
    expect(answer.init?.status).toBe(401);
    expect(answer.data.error).toEqual({ "": ["form.errors.wrongPassword"] });
  });

  it("answers 503 with the unavailable text as the form's error when the backend is down", () => {
    for (const down of [
      failure({ code: 50300, status: 503 }),
      failure({ code: 40012, status: 503, kind: "http" }),
      failure({ code: 0, status: 0, kind: "network" }),
    ]) {
      const answer = invalid(submitted(filled), down, { 40012: "code", 50300: "code" });
      expect(answer.init?.status).toBe(503);
      expect(answer.data.error).toEqual({ "": ["error.unavailableText"] });
    }
  });

  it("shows a timeout as the form's error", () => {
    const answer = invalid(submitted(filled), failure({ code: 40012, kind: "timeout" }), {
      40012: "code",
    });
    expect(answer.data.error).toEqual({ "": ["form.errors.timeout"] });
  });
});

describe("redirectWithToast", () => {
  it("redirects with the toast cookie after the headers it was given", async () => {
    const request = new Request("http://site.test/fr/forgetPassword", { method: "POST" });
    const response = await redirectWithToast(
      request,
      "/fr/forgetPassword",
      "auth.forgot.sent",
      { email: "ana@partner.example" },
      { headers: { "Set-Cookie": "other=1; Path=/" } },
    );
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/fr/forgetPassword");
    const cookies = response.headers.getSetCookie();
    expect(cookies[0]).toBe("other=1; Path=/");
    expect(cookies[1]).toMatch(/^nv-flash=[^;]+;/);
    const next = new Request("http://site.test/fr/forgetPassword", {
      headers: { Cookie: cookiesOf(response) },
    });
    expect((await takeToast(next)).toast).toEqual({
      key: "auth.forgot.sent",
      values: { email: "ana@partner.example" },
    });
  });

  it("shows a refusal as an error with kind error", async () => {
    const response = await redirectWithToast(
      new Request("http://site.test/product-center", { method: "POST" }),
      "/product-center",
      "products:compare.full",
      undefined,
      { kind: "error" },
    );
    const next = new Request("http://site.test/product-center", {
      headers: { Cookie: cookiesOf(response) },
    });
    expect((await takeToast(next)).toast).toEqual({ key: "products:compare.full", kind: "error" });
  });

  it("names the secure cookie on https", async () => {
    const response = await redirectWithToast(new Request("https://site.test/x"), "/x", "k");
    expect(response.headers.getSetCookie()[0]).toMatch(/^__Host-nv-flash=/);
  });
});

describe("createUserSession", () => {
  it("writes the session from the login answer, cut to size, with the sign-in toast", async () => {
    const request = new Request("http://site.test/login", { method: "POST" });
    const response = await createUserSession(
      request,
      {
        token: "access-1",
        refreshToken: "refresh-1",
        tenant: "partner",
        expire: 1_900_000_000_000,
        user: { id: 7, account: "ana@partner.example", name: "n".repeat(500) },
        roles: Array.from({ length: 20 }, (_, i) => `role-${i}`),
      },
      "/personal-center",
    );
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/personal-center");
    const next = new Request("http://site.test/personal-center", {
      headers: { Cookie: cookiesOf(response) },
    });
    const session = await getSession(next);
    expect(session.get("token")).toBe("access-1");
    expect(session.get("refreshToken")).toBe("refresh-1");
    expect(session.get("tenant")).toBe("partner");
    expect(session.get("user")?.name).toHaveLength(100);
    expect(session.get("roles")).toHaveLength(10);
    expect((await takeToast(next)).toast?.key).toBe("toast.loggedIn");
  });
});
