import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Database } from "../../db/client";
import { partners } from "../../db/schema";

type SeedPartner = typeof partners.$inferInsert;

/** Replaces the partner directory with `content/catalogue/partners.json` (one insert). */
export async function seedPartners(db: Database, catalogueDir: string): Promise<number> {
  const file = path.join(catalogueDir, "partners.json");
  const rows: SeedPartner[] = existsSync(file) ? JSON.parse(readFileSync(file, "utf8")) : [];
  await db.delete(partners);
  if (rows.length) await db.insert(partners).values(rows);
  return rows.length;
}
