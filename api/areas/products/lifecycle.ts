import { and, asc, eq, ilike, inArray, or, type SQL, sql } from "drizzle-orm";
import { contentChanged } from "#shared/content-events";
import { PRODUCT_LIFECYCLES, type ProductLifecycle } from "#shared/product-lifecycle";
import { CODE } from "../../codes";
import { changedFields, recordAudit } from "../../db/audit";
import type { Database } from "../../db/client";
import { products } from "../../db/schema";
import { ApiError } from "../../envelope";
import { pick } from "../../infra/localized";
import type { LifecycleInput } from "./schemas";

/** The lifecycle and compliance columns, as the console edits them. */
const FACTS = {
  lifecycle: products.lifecycle,
  discontinuedOn: products.discontinuedOn,
  supportEndsOn: products.supportEndsOn,
  replacementId: products.replacementId,
  ndaa889: products.ndaa889,
  taa: products.taa,
  countryOfOrigin: products.countryOfOrigin,
};
const FACT_NAMES = Object.keys(FACTS) as (keyof typeof FACTS)[];

const listed = {
  id: products.id,
  model: products.model,
  type: products.type,
  productClass: products.productClass,
  name: products.name,
  ...FACTS,
};

/**
 * The catalogue's products with their lifecycle and compliance, by class then model; `lifecycle`
 * keeps one state, `q` a model or English name. `counts` gives each state's count under `q`.
 */
export async function listLifecycles(
  db: Database,
  query: { lifecycle?: ProductLifecycle; q?: string },
  language: string,
) {
  const where: SQL[] = [];
  if (query.q) {
    const pattern = `%${query.q.replace(/[%_\\]/g, (c) => `\\${c}`)}%`;
    where.push(or(ilike(products.model, pattern), sql`${products.name}->>'en' ilike ${pattern}`)!);
  }
  const [rows, counted] = await Promise.all([
    db
      .select(listed)
      .from(products)
      .where(and(...where, query.lifecycle ? eq(products.lifecycle, query.lifecycle) : undefined))
      .orderBy(
        sql`case ${products.productClass} when 'camera' then 0 when 'recorder' then 1 else 2 end`,
        asc(products.model),
      ),
    db
      .select({ lifecycle: products.lifecycle, n: sql<number>`count(*)::int` })
      .from(products)
      .where(and(...where))
      .groupBy(products.lifecycle),
  ]);
  const models = await replacementModels(
    db,
    rows.map((r) => r.replacementId),
  );
  return {
    items: rows.map((r) => ({
      ...r,
      name: pick(r.name, language),
      replacementModel: r.replacementId ? (models.get(r.replacementId) ?? null) : null,
    })),
    counts: Object.fromEntries(
      PRODUCT_LIFECYCLES.map((l) => [l, Number(counted.find((c) => c.lifecycle === l)?.n ?? 0)]),
    ) as Record<ProductLifecycle, number>,
  };
}

async function replacementModels(db: Database, ids: (string | null)[]) {
  const wanted = [...new Set(ids.filter((id): id is string => id !== null))];
  if (wanted.length === 0) return new Map<string, string>();
  const rows = await db
    .select({ id: products.id, model: products.model })
    .from(products)
    .where(inArray(products.id, wanted));
  return new Map(rows.map((r) => [r.id, r.model]));
}

/** One product's lifecycle and compliance, and the models that may replace it (every other one). */
export async function lifecycleOf(db: Database, id: string, language: string) {
  const [row] = await db.select(listed).from(products).where(eq(products.id, id));
  if (!row) return null;
  const others = await db
    .select({ id: products.id, model: products.model, productClass: products.productClass })
    .from(products)
    .where(sql`${products.id} <> ${id}`)
    .orderBy(asc(products.model));
  return { ...row, name: pick(row.name, language), replacements: others };
}

/**
 * Saves a product's lifecycle and compliance and records the change in the audit log, in one
 * transaction; then every replica's page cache is cleared. A replacement must be another product of
 * the catalogue (400 otherwise); an unknown product is 404. Saving what is already stored changes
 * nothing and records nothing.
 */
export async function saveLifecycle(
  db: Database,
  actor: { userId: number; account: string },
  id: string,
  input: LifecycleInput,
) {
  if (input.replacementId === id)
    throw new ApiError(CODE.VALIDATION, "replacementId: a model cannot replace itself.");
  const changes = await db.transaction(async (tx) => {
    const t = tx as unknown as Database;
    const [before] = await t.select(FACTS).from(products).where(eq(products.id, id)).for("update");
    if (!before) throw new ApiError(CODE.NOT_FOUND, "No such product.", 404);
    if (input.replacementId) {
      const [replacement] = await t
        .select({ id: products.id })
        .from(products)
        .where(eq(products.id, input.replacementId));
      if (!replacement)
        throw new ApiError(CODE.VALIDATION, "replacementId: no product has this id.");
    }
    const after = {
      lifecycle: input.lifecycle,
      discontinuedOn: input.discontinuedOn,
      supportEndsOn: input.supportEndsOn,
      replacementId: input.replacementId,
      ndaa889: input.ndaa889,
      taa: input.taa,
      countryOfOrigin: input.countryOfOrigin,
    };
    const changed = changedFields(before, after, FACT_NAMES);
    if (Object.keys(changed).length === 0) return changed;
    await t.update(products).set(after).where(eq(products.id, id));
    await recordAudit(t, actor, {
      action: "update",
      subjectKind: "product",
      subjectId: id,
      changes: changed,
    });
    return changed;
  });
  // Lists, details, comparisons and the search show the change on every replica.
  if (Object.keys(changes).length > 0) contentChanged("products");
  return { id, changed: Object.keys(changes) };
}
