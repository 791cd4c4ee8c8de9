import { createHash, randomBytes, randomInt, timingSafeEqual } from "node:crypto";
import { availableParallelism } from "node:os";
import { hash, verify } from "@node-rs/argon2";

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

/** Runs at most `max` tasks at once; the others wait in order. */
export function semaphore(max: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return {
    get running() {
      return running;
    },
    async run<T>(task: () => Promise<T>): Promise<T> {
      if (running >= max) await new Promise<void>((resolve) => waiting.push(resolve));
      else running++;
      try {
        return await task();
      } finally {
        const next = waiting.shift();
        // The slot passes straight to the next task, so `running` stays the same.
        if (next) next();
        else running--;
      }
    },
  };
}

/**
 * Password hashing and checking at once: argon2id is memory-hard and takes a whole core for tens of
 * milliseconds on libuv's pool. Keeping one core free of it leaves the event loop (and with it every
 * other request, /healthz included) responsive while many people sign in at once.
 */
export const PASSWORD_WORK_AT_ONCE = Math.max(1, availableParallelism() - 1);
const passwordWork = semaphore(PASSWORD_WORK_AT_ONCE);

/** argon2id with the library's defaults. */
export const hashPassword = (password: string) => passwordWork.run(() => hash(password));

/** A hash of a random password, checked when there is no real one, so that costs the same time. */
const dummyHash: Promise<string> = hashPassword(randomToken());

/**
 * Whether `password` matches `passwordHash`. Without a hash (unknown account, account without a
 * password) the same argon2 work is done against a dummy hash and the answer is false, so the time
 * taken does not tell whether the account exists.
 */
export async function checkPassword(
  passwordHash: string | null | undefined,
  password: string,
): Promise<boolean> {
  const stored = passwordHash || (await dummyHash);
  const good = await passwordWork.run(() => verify(stored, password).catch(() => false));
  return good && Boolean(passwordHash);
}
