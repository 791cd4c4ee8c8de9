import { index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./accounts";
import { createdAt } from "./common";

/**
 * Customer voice (/customer-voice): a rating, an optional product, a message and, only when the
 * visitor agreed to be contacted, a name and an e-mail. Administrators mark each one handled.
 */
export const customerFeedback = pgTable(
  "customer_feedback",
  {
    id: serial("id").primaryKey(),
    rating: integer("rating").notNull(),
    // No foreign key: a catalogue reload replaces the products, the feedback keeps the id it named.
    productId: text("product_id"),
    message: text("message").notNull(),
    contactConsent: text("contact_consent").$type<"yes" | "no">().notNull(),
    name: text("name"),
    email: text("email"),
    language: text("language").notNull(),
    handledAt: timestamp("handled_at", { withTimezone: true }),
    handledBy: integer("handled_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [index("customer_feedback_created").on(t.createdAt)],
);
