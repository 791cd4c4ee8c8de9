import { createHash, randomBytes, randomInt, timingSafeEqual } from "node:crypto";

export const sha256 = (value: string) => createHash("sha256").update(value).digest("hex");

/** An unguessable token for URLs and headers. */
export const randomToken = (bytes = 32) => randomBytes(bytes).toString("base64url");

/** A numeric code of `digits` digits, for e-mail verification. */
export const numericCode = (digits = 6) =>
  Array.from({ length: digits }, () => randomInt(0, 10).toString()).join("");

export function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}
