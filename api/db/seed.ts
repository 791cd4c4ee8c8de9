import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { hashPassword } from "../services/accounts";
import type { Database } from "./client";
import { companies, type Role, userRoles, users } from "./schema";

export const CATALOGUE_DIR = path.join(process.cwd(), "content", "catalogue");

function readJson<T>(full: string): T[] {
  return existsSync(full) ? (JSON.parse(readFileSync(full, "utf8")) as T[]) : [];
}
const readCatalogue = <T>(file: string) => readJson<T>(path.join(CATALOGUE_DIR, file));

interface SeedUser {
  email: string;
  password: string;
  name: string;
  company: string;
  country: string;
  roles: Role[];
}

/**
 * Demo accounts of every role (their passwords are in the README, for local use only), plus the
 * accounts of SEED_USERS_FILE when an operator or a test run names one.
 */
async function seedUsers(db: Database) {
  const companyIds = new Map<string, number>();
  const extra = process.env.SEED_USERS_FILE
    ? readJson<SeedUser>(path.resolve(process.env.SEED_USERS_FILE))
    : [];
  for (const user of [...readCatalogue<SeedUser>("users.json"), ...extra]) {
    let companyId = companyIds.get(user.company);
    if (companyId === undefined) {
      const [row] = await db
        .insert(companies)
        .values({ name: user.company, country: user.country })
        .returning();
      companyId = row!.id;
      companyIds.set(user.company, companyId);
    }
    const [row] = await db
      .insert(users)
      .values({
        account: user.email.toLowerCase(),
        name: user.name,
        country: user.country,
        companyId,
        passwordHash: await hashPassword(user.password),
      })
      .returning();
    if (user.roles.length > 0) {
      await db.insert(userRoles).values(user.roles.map((role) => ({ userId: row!.id, role })));
    }
  }
}

/** Loads the seed catalogue into an empty database; a database with users is left alone. */
export async function seedIfEmpty(db: Database): Promise<boolean> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(users);
  if (Number(row?.n ?? 0) > 0) return false;
  await db.transaction(async (tx) => {
    await seedUsers(tx as unknown as Database);
  });
  return true;
}
