import { Hono } from "hono";
import { AUDIT_SUBJECTS } from "../../db/audit";
import { ok } from "../../envelope";
import { type Env, readQuery } from "../../http/context";
import { first, paging } from "../../http/list-query";
import { listAudit } from "./service";

/** The audit log for administrators; mounted by app.ts under /api/admin, behind its admin check. */
export const auditAdminRoutes = new Hono<Env>();

/** `kind` (news, announcement, event, product), `page`, `pageSize` (at most 100). */
auditAdminRoutes.get("/audit", async (c) => {
  const query = readQuery(c, (q) => ({
    kind: AUDIT_SUBJECTS.find((k) => k === first(q, "kind")),
    ...paging(q, { maxPage: 10_000, maxPageSize: 100, pageSize: 25 }),
  }));
  return ok(c, await listAudit(c.var.deps.db, query));
});
