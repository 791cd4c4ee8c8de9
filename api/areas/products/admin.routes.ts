import { desc } from "drizzle-orm";
import { Hono } from "hono";
import { eq } from "drizzle-orm";
import { errorReports, mailOutbox, products, users } from "../../db/schema";
import { type Env, requireRole, requireUser } from "../../http/context";
import { ok } from "../../envelope";

export const admin = new Hono<Env>();
admin.use(requireUser, requireRole("admin"));

admin.get("/outbox", async (c) => {
  const rows = await c.var.deps.db
    .select()
    .from(mailOutbox)
    .orderBy(desc(mailOutbox.id))
    .limit(100);
  return ok(c, rows);
});

/** Error reports on products, newest first (who sent it only when not anonymous). */
admin.get("/error-reports", async (c) => {
  const rows = await c.var.deps.db
    .select({
      id: errorReports.id,
      productId: errorReports.productId,
      model: products.model,
      type: products.type,
      description: errorReports.description,
      anonymous: errorReports.anonymous,
      account: users.account,
      hasPicture: errorReports.pictureKey,
      attachmentName: errorReports.attachmentName,
      createdAt: errorReports.createdAt,
    })
    .from(errorReports)
    .innerJoin(products, eq(products.id, errorReports.productId))
    .leftJoin(users, eq(users.id, errorReports.userId))
    .orderBy(desc(errorReports.id))
    .limit(100);
  return ok(
    c,
    rows.map((r) => ({
      ...r,
      hasPicture: r.hasPicture !== null,
      account: r.anonymous ? null : r.account,
    })),
  );
});
