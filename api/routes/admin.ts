import { desc } from "drizzle-orm";
import { Hono } from "hono";
import { mailOutbox } from "../db/schema";
import { type Env, requireRole, requireUser } from "../context";
import { ok } from "../envelope";

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
