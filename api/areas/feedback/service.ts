import { and, asc, desc, eq, isNotNull, isNull, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { customerFeedback, products, users } from "../../db/schema";
import { NO_MATCH } from "../../http/list-query";
import { pick } from "../../infra/localized";
import type { FeedbackInput, FeedbackQuery } from "./schemas";

/** The products a visitor can name: every catalogue product, by model, in `language`. */
export async function feedbackProducts(db: Database, language: string) {
  const rows = await db
    .select({ id: products.id, model: products.model, name: products.name })
    .from(products)
    .orderBy(asc(products.model));
  return rows.map((p) => ({ id: p.id, model: p.model, name: pick(p.name, language) }));
}

/** Whether `id` names a catalogue product. */
export async function productExists(db: Database, id: string): Promise<boolean> {
  const [row] = await db.select({ id: products.id }).from(products).where(eq(products.id, id));
  return Boolean(row);
}

export async function addFeedback(db: Database, input: FeedbackInput, language: string) {
  const [row] = await db
    .insert(customerFeedback)
    .values({ ...input, language })
    .returning({ id: customerFeedback.id });
  return row!.id;
}

function conditions(query: FeedbackQuery): SQL | undefined {
  const parts: (SQL | undefined)[] = [];
  if (query.rating !== null) parts.push(eq(customerFeedback.rating, query.rating));
  if (query.product !== null)
    parts.push(
      query.product === "general"
        ? isNull(customerFeedback.productId)
        : eq(customerFeedback.productId, query.product),
    );
  if (query.status === NO_MATCH) parts.push(sql`false`);
  else if (query.status === "handled") parts.push(isNotNull(customerFeedback.handledAt));
  else if (query.status === "unhandled") parts.push(isNull(customerFeedback.handledAt));
  return and(...parts);
}

/** The administrators' queue: newest first, filtered, one page, with the total. */
export async function listFeedback(db: Database, query: FeedbackQuery) {
  const where = conditions(query);
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        id: customerFeedback.id,
        rating: customerFeedback.rating,
        productId: customerFeedback.productId,
        productModel: products.model,
        message: customerFeedback.message,
        contactConsent: customerFeedback.contactConsent,
        handledAt: customerFeedback.handledAt,
        createdAt: customerFeedback.createdAt,
      })
      .from(customerFeedback)
      .leftJoin(products, eq(products.id, customerFeedback.productId))
      .where(where)
      .orderBy(desc(customerFeedback.createdAt), desc(customerFeedback.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: sql<number>`count(*)::int` }).from(customerFeedback).where(where),
  ]);
  return {
    items: rows.map((r) => ({
      ...r,
      message: r.message.length > 140 ? `${r.message.slice(0, 140)}…` : r.message,
    })),
    total: Number(counted?.n ?? 0),
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** One feedback with everything sent, and who handled it when; null for an unknown id. */
export async function feedbackDetail(db: Database, id: number) {
  const [row] = await db
    .select({
      id: customerFeedback.id,
      rating: customerFeedback.rating,
      productId: customerFeedback.productId,
      productModel: products.model,
      productType: products.type,
      message: customerFeedback.message,
      contactConsent: customerFeedback.contactConsent,
      name: customerFeedback.name,
      email: customerFeedback.email,
      language: customerFeedback.language,
      handledAt: customerFeedback.handledAt,
      handledBy: users.name,
      handledByAccount: users.account,
      createdAt: customerFeedback.createdAt,
    })
    .from(customerFeedback)
    .leftJoin(products, eq(products.id, customerFeedback.productId))
    .leftJoin(users, eq(users.id, customerFeedback.handledBy))
    .where(eq(customerFeedback.id, id));
  return row ?? null;
}

/** Marks a feedback handled by `userId` now (the first time only); false for an unknown id. */
export async function markHandled(db: Database, id: number, userId: number): Promise<boolean> {
  const [row] = await db
    .update(customerFeedback)
    .set({
      handledAt: sql`coalesce(${customerFeedback.handledAt}, now())`,
      handledBy: sql`coalesce(${customerFeedback.handledBy}, ${userId})`,
    })
    .where(eq(customerFeedback.id, id))
    .returning({ id: customerFeedback.id });
  return Boolean(row);
}
