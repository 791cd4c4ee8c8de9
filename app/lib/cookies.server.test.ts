import { describe, expect, it } from "vitest";
import { commitSession, flashToast, getSession } from "./session.server";

/** Browsers drop cookies over 4096 bytes (name, value and attributes). */
const MAX_COOKIE = 4096;

describe("cookies the site sets", () => {
  it("keep a toast that repeats huge values under 4 KB", async () => {
    const request = new Request("http://site.test/register");
    const cookie = await flashToast(request, "auth.register.success", {
      email: `${"a".repeat(20_000)}@example.com`,
      category: "c".repeat(20_000),
      a: "x".repeat(5000),
      b: "x".repeat(5000),
      c: "x".repeat(5000),
    });
    expect(cookie.length).toBeLessThan(MAX_COOKIE);
  });

  it("keep a session with the longest user fields under 4 KB", async () => {
    const request = new Request("https://site.test/login");
    const session = await getSession(request);
    session.set("token", "t".repeat(64));
    session.set("refreshToken", "r".repeat(64));
    session.set("tenant", "partner");
    session.set("expire", Date.now());
    session.set("user", { id: 1, account: "a".repeat(254), name: "n".repeat(100) });
    session.set(
      "roles",
      Array.from({ length: 10 }, () => "distributor"),
    );
    expect((await commitSession(request, session)).length).toBeLessThan(MAX_COOKIE);
  });
});
