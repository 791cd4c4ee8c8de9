import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Database } from "../../db/client";
import { partners } from "../../db/schema";

/** A partner as the seed file gives it: every field of a row, the languages always named. */
export type SeedPartner = typeof partners.$inferInsert &
  Pick<typeof partners.$inferSelect, "languages">;

/** The partner directory of `content/catalogue/partners.json`; none when there is no such file. */
export function readSeedPartners(catalogueDir: string): SeedPartner[] {
  const file = path.join(catalogueDir, "partners.json");
  return existsSync(file) ? JSON.parse(readFileSync(file, "utf8")) : [];
}

/** Replaces the partner directory with `content/catalogue/partners.json` (one insert). */
export async function seedPartners(db: Database, catalogueDir: string): Promise<number> {
  const rows = readSeedPartners(catalogueDir);
  await db.delete(partners);
  if (rows.length) await db.insert(partners).values(rows);
  return rows.length;
}
