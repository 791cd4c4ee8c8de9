import { and, asc, desc, eq, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { partners } from "../../db/schema";
import { filterCondition, NO_MATCH } from "../../http/list-query";
import { PARTNER_TYPES, type Paging, type PartnerFilters } from "./schemas";

export interface Facet {
  value: string;
  count: number;
}

type FilterName = keyof PartnerFilters;

/** Today's date (YYYY-MM-DD, UTC) of `now`. */
export const isoDay = (now: Date) => now.toISOString().slice(0, 10);

/**
 * Whether a partner carries the certified Tier 2 mark on `today`: certified and the certification's
 * last day not passed (spec §4: certificates are renewed every two years; the mark goes with expiry).
 */
export function isCertified(
  partner: Pick<typeof partners.$inferSelect, "certifiedTier2" | "certifiedUntil">,
  today: string,
): boolean {
  return (
    partner.certifiedTier2 && partner.certifiedUntil !== null && partner.certifiedUntil >= today
  );
}

const certifiedSql = (today: string) =>
  sql`(${partners.certifiedTier2} and ${partners.certifiedUntil} >= ${today}::date)`;

/** Listed partners meeting every filter but `except`. */
function conditions(filters: PartnerFilters, except?: FilterName): SQL | undefined {
  const where: (SQL | undefined)[] = [eq(partners.listed, true)];
  if (except !== "type") where.push(filterCondition(filters.type, partners.type));
  if (except !== "country") where.push(filterCondition(filters.country, partners.country));
  if (except !== "speaks" && filters.speaks !== undefined) {
    where.push(
      filters.speaks === NO_MATCH
        ? sql`false`
        : sql`${partners.languages} @> ${JSON.stringify([filters.speaks])}::jsonb`,
    );
  }
  return and(...where);
}

const countSql = (where: SQL | undefined) => sql<number>`(count(*) filter (where ${where}))::int`;

/** Each partner type with the number of listed partners the other filters leave (zero included). */
async function typeFacet(db: Database, filters: PartnerFilters): Promise<Facet[]> {
  const rows = await db
    .select({ value: partners.type, count: countSql(conditions(filters, "type")) })
    .from(partners)
    .groupBy(partners.type);
  const counts = new Map(rows.map((r) => [r.value, Number(r.count)]));
  return PARTNER_TYPES.map((value) => ({ value, count: counts.get(value) ?? 0 }));
}

/** Each country with listed partners, with how many the other filters leave. */
async function countryFacet(db: Database, filters: PartnerFilters): Promise<Facet[]> {
  const rows = await db
    .select({ value: partners.country, count: countSql(conditions(filters, "country")) })
    .from(partners)
    .where(eq(partners.listed, true))
    .groupBy(partners.country)
    .orderBy(asc(partners.country));
  return rows.map((r) => ({ value: r.value, count: Number(r.count) }));
}

/** Each language listed partners serve in, with how many the other filters leave. */
async function languageFacet(db: Database, filters: PartnerFilters): Promise<Facet[]> {
  const where = conditions(filters, "speaks");
  const rows = await db
    .select({ languages: partners.languages, match: sql<boolean>`coalesce(${where}, false)` })
    .from(partners)
    .where(eq(partners.listed, true));
  const counts = new Map<string, number>();
  for (const row of rows) {
    for (const language of new Set(row.languages)) {
      counts.set(language, (counts.get(language) ?? 0) + (row.match ? 1 : 0));
    }
  }
  return [...counts]
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([value, count]) => ({ value, count }));
}

function partnerItem(p: typeof partners.$inferSelect, today: string) {
  const certified = isCertified(p, today);
  return {
    id: p.id,
    name: p.name,
    country: p.country,
    type: p.type,
    languages: p.languages,
    website: p.website,
    email: p.email,
    phone: p.phone,
    address: p.address,
    certified,
    certifiedUntil: certified ? p.certifiedUntil : null,
  };
}

/**
 * One page of the public partner directory: only partners who consented to be listed, certified
 * Tier 2 partners first, then by name; with the facets of every filter (each counted under the
 * other filters) — the country facet is also what the map shades. `now` is the clock the Tier 2
 * mark is read against.
 */
export async function listPartners(
  db: Database,
  filters: PartnerFilters,
  { page, pageSize }: Paging,
  now: Date = new Date(),
) {
  const today = isoDay(now);
  const where = conditions(filters);
  const rows = await db
    .select()
    .from(partners)
    .where(where)
    .orderBy(desc(certifiedSql(today)), asc(partners.name), asc(partners.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const [total] = await db.select({ n: sql<number>`count(*)::int` }).from(partners).where(where);
  return {
    items: rows.map((p) => partnerItem(p, today)),
    total: Number(total?.n ?? 0),
    page,
    pageSize,
    facets: {
      type: await typeFacet(db, filters),
      country: await countryFacet(db, filters),
      speaks: await languageFacet(db, filters),
    },
  };
}
