import { type APIRequestContext, expect } from "@playwright/test";
import { outbox } from "./helpers";

/** The partner portal client's basic Authorization. */
export const CLIENT = `Basic ${Buffer.from("partner-portal:northlight-partner-portal").toString("base64")}`;

/**
 * An account of a test's own, registered through the API from `address` as an installer of a
 * Brazilian company (the verification code and the initial password from the outbox). `prefix`
 * starts its e-mail address.
 */
export async function freshAccount(
  request: APIRequestContext,
  address: string,
  who: { prefix: string; companyName: string; name: string },
) {
  const email = `${who.prefix}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@integrator.example`;
  const headers = { authorization: CLIENT, "x-forwarded-for": address };
  await request.post("/api/msg/verification/anno/sendEmail", {
    headers,
    data: { email, purpose: "register" },
  });
  const code = /\b(\d{6})\b/.exec((await outbox(request, email)).at(0)!.text)![1]!;
  const applied = await request.post("/api/partner/user/applicant", {
    headers,
    data: {
      email,
      companyName: who.companyName,
      name: who.name,
      country: "Brazil",
      description: "Installer",
      code,
    },
  });
  expect((await applied.json()).isSuccess).toBe(true);
  const welcome = (await outbox(request, email)).find((m) => m.text.includes("Initial password"));
  return { account: email, password: /Initial password: (\S+)/.exec(welcome!.text)![1]! };
}
