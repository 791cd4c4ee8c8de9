import { and, asc, count, desc, eq, type SQL, sql } from "drizzle-orm";
import type { HandledState } from "#shared/admin-queues";
import type { ContactKind } from "#shared/contact-fields";
import type { Database } from "../../db/client";
import { markEntryHandled } from "../../db/handled";
import { contactRequests, products, users } from "../../db/schema";
import { limitFormSubmission } from "../../infra/form-limit";
import type { Deps } from "../../http/context";
import { acknowledgement, notification } from "./mail";
import type { Enquiry, Pricing } from "./schemas";

/**
 * Stores a contact form's message, after the per-address limit of public forms (429 over it), then
 * puts two e-mails in the outbox: the fields to the brand's address, an acknowledgement to the
 * sender in the page's language.
 */
export async function submitContactRequest(
  deps: Deps,
  kind: ContactKind,
  fields: Enquiry | Pricing,
  language: string,
  clientAddress: string,
): Promise<{ id: number }> {
  const { db, mailer, config, brandName } = deps;
  await limitFormSubmission(db, `contact-${kind}`, clientAddress);
  const [row] = await db
    .insert(contactRequests)
    .values({ kind, email: fields.email, data: fields, language })
    .returning({ id: contactRequests.id });
  const id = row!.id;
  await mailer.queue(db, notification(config.brandEmail, kind, id, fields, language));
  await mailer.queue(db, acknowledgement(fields.email, language, brandName));
  return { id };
}

export interface ContactListQuery {
  kind?: ContactKind;
  handled?: HandledState;
  paging: { page: number; pageSize: number };
}

/** The newest messages first, filtered by form and handled state, paged, with the counts. */
export async function listContactRequests(db: Database, query: ContactListQuery) {
  const { page, pageSize } = query.paging;
  const conditions: (SQL | undefined)[] = [];
  if (query.kind) conditions.push(eq(contactRequests.kind, query.kind));
  if (query.handled) conditions.push(eq(contactRequests.handled, query.handled === "handled"));
  const where = and(...conditions);
  const [found] = await db.select({ n: count() }).from(contactRequests).where(where);
  const rows = await db
    .select({
      id: contactRequests.id,
      kind: contactRequests.kind,
      email: contactRequests.email,
      data: contactRequests.data,
      language: contactRequests.language,
      handled: contactRequests.handled,
      createdAt: contactRequests.createdAt,
    })
    .from(contactRequests)
    .where(where)
    .orderBy(desc(contactRequests.createdAt), desc(contactRequests.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const [counts] = await db
    .select({
      unhandled: sql<number>`count(*) filter (where not ${contactRequests.handled})`,
      handled: sql<number>`count(*) filter (where ${contactRequests.handled})`,
      enquiry: sql<number>`count(*) filter (where ${contactRequests.kind} = 'enquiry')`,
      pricing: sql<number>`count(*) filter (where ${contactRequests.kind} = 'pricing')`,
    })
    .from(contactRequests);
  return {
    items: rows.map(({ data, ...r }) => ({
      ...r,
      name: [data.firstName, data.lastName].filter(Boolean).join(" ") || String(data.name ?? ""),
      company: String(data.company ?? ""),
      createdAt: r.createdAt.toISOString(),
    })),
    total: Number(found?.n ?? 0),
    page,
    pageSize,
    counts: {
      unhandled: Number(counts?.unhandled ?? 0),
      handled: Number(counts?.handled ?? 0),
      enquiry: Number(counts?.enquiry ?? 0),
      pricing: Number(counts?.pricing ?? 0),
    },
  };
}

/** One message with every field sent, and who marked it handled when, with their note. */
export async function contactRequest(db: Database, id: number) {
  const [row] = await db
    .select({ request: contactRequests, handledBy: users.account })
    .from(contactRequests)
    .leftJoin(users, eq(users.id, contactRequests.handledBy))
    .where(eq(contactRequests.id, id));
  if (!row) return null;
  return {
    ...row.request,
    handledBy: row.handledBy,
    handledAt: row.request.handledAt?.toISOString() ?? null,
    createdAt: row.request.createdAt.toISOString(),
  };
}

/** Marks a message handled by `userId` now with an optional note (the first time only); false for an unknown id. */
export const markContactHandled = (
  db: Database,
  id: number,
  userId: number,
  note: string | undefined,
) => markEntryHandled(db, contactRequests, id, userId, note);

/** Links of the contact area for the sitemap: none (its pages are fixed routes, not records). */
export function contactDetailPages(_db: Database): Promise<{ path: string; lastmod?: string }[]> {
  return Promise.resolve([]);
}

/** The catalogue's product series, in order (the "favorite products" choices). */
export async function productSeries(db: Database): Promise<string[]> {
  const rows = await db
    .selectDistinct({ series: products.series })
    .from(products)
    .orderBy(asc(products.series));
  return rows.map((r) => r.series);
}
