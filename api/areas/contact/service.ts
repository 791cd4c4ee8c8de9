import { asc, desc, eq } from "drizzle-orm";
import type { ContactKind } from "../../../shared/contact-fields";
import type { Database } from "../../db/client";
import { contactRequests, products } from "../../db/schema";
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

/** The newest messages first (at most 500), without their fields. */
export async function listContactRequests(db: Database) {
  return db
    .select({
      id: contactRequests.id,
      kind: contactRequests.kind,
      email: contactRequests.email,
      language: contactRequests.language,
      handled: contactRequests.handled,
      createdAt: contactRequests.createdAt,
    })
    .from(contactRequests)
    .orderBy(desc(contactRequests.id))
    .limit(500);
}

export async function contactRequest(db: Database, id: number) {
  const [row] = await db.select().from(contactRequests).where(eq(contactRequests.id, id));
  return row ?? null;
}

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
