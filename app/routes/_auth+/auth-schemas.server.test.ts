import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { changePasswordSchema, loginSchema, registerSchema } from "./auth-schemas.server";

function form(values: Record<string, string>) {
  const data = new FormData();
  for (const [k, v] of Object.entries(values)) data.set(k, v);
  return data;
}

describe("account form schemas", () => {
  it("gives the spec's messages for an empty and an invalid e-mail", () => {
    const empty = parseWithZod(form({ email: "", password: "x", code: "ABCD", key: "k" }), {
      schema: loginSchema,
    });
    expect(empty.status).toBe("error");
    expect(empty.status === "error" && empty.error?.email).toEqual(["auth:emailEmpty"]);
    const invalid = parseWithZod(
      form({ email: "a..b@x.example", password: "x", code: "ABCD", key: "k" }),
      { schema: loginSchema },
    );
    expect(invalid.status === "error" && invalid.error?.email).toEqual(["auth:emailInvalid"]);
  });

  it("requires every registration field with its own message", () => {
    const result = parseWithZod(form({}), { schema: registerSchema });
    expect(result.status === "error" && result.error).toMatchObject({
      email: ["auth:emailEmpty"],
      companyName: ["auth:companyEmpty"],
      name: ["auth:nameEmpty"],
      country: ["auth:countryEmpty"],
      description: ["auth:descriptionEmpty"],
      code: ["auth:codeEmpty"],
    });
  });

  it("says the two passwords are inconsistent", () => {
    const result = parseWithZod(
      form({ oldPassword: "old", password: "new password 1", confirmPassword: "new password 2" }),
      {
        schema: changePasswordSchema,
      },
    );
    expect(result.status === "error" && result.error?.confirmPassword).toEqual([
      "auth:passwordsInconsistent",
    ]);
    const good = parseWithZod(
      form({ oldPassword: "old", password: "new password 1", confirmPassword: "new password 1" }),
      {
        schema: changePasswordSchema,
      },
    );
    expect(good.status).toBe("success");
  });
});
