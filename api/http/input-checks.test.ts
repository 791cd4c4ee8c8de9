import { eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { applicants, mailOutbox, users } from "../db/schema";
import { addUser, TEST_ORIGIN, backendForFile } from "../test/support";

const SITE_URL = "https://www.northlight.example";
const unique = () => Math.random().toString(36).slice(2, 10);

const ctx = backendForFile({ env: { SITE_URL } });

/** A request with a raw body and headers, as any HTTP client (or the site in-process) may send. */
async function raw(path: string, init: RequestInit = {}) {
  const headers = new Headers(init.headers);
  headers.set("x-client-address", `203.0.113.${unique()}`);
  headers.set("authorization", ctx.api.basic);
  const response = await ctx.backend.fetch(
    new Request(`${TEST_ORIGIN}/api${path}`, { ...init, headers }),
  );
  const text = await response.text();
  return {
    status: response.status,
    body: JSON.parse(text) as { code: number; isSuccess: boolean },
  };
}

function expectValidation(reply: { status: number; body: { code: number; isSuccess: boolean } }) {
  expect(reply.status).toBe(400);
  expect(reply.body).toMatchObject({ isSuccess: false, code: 40010 });
}

async function mailsTo(address: string) {
  return ctx.backend.db.select().from(mailOutbox).where(eq(mailOutbox.to, address));
}

describe("paths and queries", () => {
  it.each([
    "/product/%zz",
    "/content/cases/%E0%A4%A",
    "/product/a%00b",
    "/content/cases/x%1Fy",
    "/product/%7F",
    "/product/%ED%A0%80",
  ])("%s is a 400 in the envelope", async (path) => {
    expectValidation(await raw(path));
  });

  it.each(["?language=%00", "?productClass=camera%00", "?q=%zz", "?q=a%0Ab", "?a%00=1"])(
    "the query %s is a 400 in the envelope",
    async (query) => {
      expectValidation(await raw(`/product/list${query}`));
    },
  );

  it("well-formed non-ASCII paths and queries still pass", async () => {
    const reply = await raw("/product/%C3%A9t%C3%A9?language=jp&q=caf%C3%A9+cr%C3%A8me");
    expect(reply.status).toBe(404);
    expect(reply.body.code).toBe(40400);
  });

  it("a POST with a NUL in the query is refused before it does anything", async () => {
    const email = `query-${unique()}@integrator.example`;
    await addUser(ctx.backend, email, "query password 1");
    const reply = await raw("/authority/user/forgotpwd?x=%00", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email }),
    });
    expectValidation(reply);
    expect(await mailsTo(email)).toHaveLength(0);
  });
});

describe("bodies", () => {
  const registration = (email: string, code: string, description = "Reseller") => ({
    email,
    companyName: "Body Checks Ltd",
    name: "B",
    country: "Spain",
    description,
    code,
  });
  async function codeFor(email: string) {
    await ctx.api.call("POST", "/msg/verification/anno/sendEmail", { json: { email } });
    return /\b(\d{6})\b/.exec((await mailsTo(email))[0]!.text)![1]!;
  }

  it("a NUL in a JSON string is a 400; nothing is stored and the code is not used up", async () => {
    const email = `nul-${unique()}@newpartner.example`;
    const code = await codeFor(email);
    for (const description of ["Reseller\u0000", "bell \u0007", "del \u007f", "lone \ud800"]) {
      expectValidation(
        await ctx.api.call("POST", "/partner/user/applicant", {
          json: registration(email, code, description),
        }),
      );
    }
    expect(await ctx.backend.db.select().from(users).where(eq(users.account, email))).toHaveLength(
      0,
    );
    expect(
      await ctx.backend.db.select().from(applicants).where(eq(applicants.email, email)),
    ).toHaveLength(0);
    // Tab, CR and LF are ordinary in text, and the code still works.
    const ok = await ctx.api.call("POST", "/partner/user/applicant", {
      json: registration(email, code, "Line one\r\nLine two\tindented"),
    });
    expect(ok.body.isSuccess).toBe(true);
  });

  it("control characters deep inside JSON, or in a key, are a 400", async () => {
    for (const body of [
      { email: "a@b.example", extra: [{ deep: ["x\u0000"] }] },
      { "email\u0000": "a@b.example" },
    ]) {
      expectValidation(await ctx.api.call("POST", "/authority/user/forgotpwd", { json: body }));
    }
  });

  it("a NUL in a form field is a 400", async () => {
    expectValidation(
      await ctx.api.call("POST", "/oauth/noToken/logout", { form: { token: "abc\u0000def" } }),
    );
  });

  it("a repeated form field is a 400, never a crash", async () => {
    const email = `dup-${unique()}@integrator.example`;
    await addUser(ctx.backend, email, "dup password 1");
    const reply = await raw("/authority/user/forgotpwd", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: `email=${encodeURIComponent(email)}&email=${encodeURIComponent(email)}`,
    });
    expectValidation(reply);
    const listed = await raw("/oauth/noToken/logout", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "token[]=a&token[]=b",
    });
    expectValidation(listed);
    expect(await mailsTo(email)).toHaveLength(0);
  });

  it("a body that is not JSON or a form is refused with 415 (text/plain, none)", async () => {
    for (const headers of [{ "content-type": "text/plain" }, {}] as Record<string, string>[]) {
      const reply = await raw("/authority/user/forgotpwd", {
        method: "POST",
        headers,
        body: JSON.stringify({ email: "x@y.example" }),
      });
      expect(reply.status).toBe(415);
      expect(reply.body).toMatchObject({ isSuccess: false, code: 40010 });
    }
  });

  it("multipart without a boundary, broken JSON and very deep JSON are 400s", async () => {
    expectValidation(
      await raw("/authority/user/forgotpwd", {
        method: "POST",
        headers: { "content-type": "multipart/form-data" },
        body: "email=x@y.example",
      }),
    );
    expectValidation(
      await raw("/authority/user/forgotpwd", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: '{"email": "x@y.example"',
      }),
    );
    expectValidation(
      await raw("/authority/user/forgotpwd", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: `{"email": ${"[".repeat(20_000)}${"]".repeat(20_000)}}`,
      }),
    );
  });

  it("a multipart form works like any other form", async () => {
    const form = new FormData();
    form.set("token", "not-a-real-token");
    const reply = await raw("/oauth/noToken/logout", { method: "POST", body: form });
    expect(reply.status).toBe(200);
  });

  it("oversized strings are refused by the schemas", async () => {
    expectValidation(
      await ctx.api.call("POST", "/oauth/noToken/logout", { json: { token: "t".repeat(10_000) } }),
    );
    expectValidation(
      await ctx.api.call("POST", "/oauth/noToken/refresh", {
        json: { refreshToken: "r".repeat(10_000) },
      }),
    );
    expectValidation(
      await ctx.api.call("POST", "/authority/user/forgotpwd", {
        json: { email: `${"a".repeat(100_000)}@x.example` },
      }),
    );
    const email = `long-${unique()}@newpartner.example`;
    expectValidation(
      await ctx.api.call("POST", "/partner/user/applicant", {
        json: registration(email, "123456", "d".repeat(2001)),
      }),
    );
    expect(
      await ctx.backend.db
        .select()
        .from(applicants)
        .where(inArray(applicants.email, [email])),
    ).toHaveLength(0);
  });
});

describe("links in e-mails", () => {
  it("with SITE_URL set, the reset link is on SITE_URL's origin whatever host the request names", async () => {
    const email = `link-${unique()}@integrator.example`;
    await addUser(ctx.backend, email, "link password 1");
    const response = await ctx.backend.fetch(
      new Request("http://evil.example/api/authority/user/forgotpwd", {
        method: "POST",
        headers: {
          host: "evil.example",
          "x-forwarded-host": "evil.example",
          "content-type": "application/json",
          "x-client-address": `203.0.113.${unique()}`,
          language: "el",
        },
        body: JSON.stringify({ email }),
      }),
    );
    expect(response.status).toBe(200);
    await expect.poll(async () => (await mailsTo(email)).length).toBe(1);
    const [mail] = await mailsTo(email);
    const links = mail!.text.match(/https?:\/\/\S+/g) ?? [];
    expect(links).toHaveLength(1);
    expect(links[0]!.startsWith(`${SITE_URL}/el/resetPassword?token=`)).toBe(true);
    expect(mail!.text).not.toContain("evil.example");
  });
});
