import { count, desc, eq } from "drizzle-orm";
import type { AuditSubject } from "../../db/audit";
import type { Database } from "../../db/client";
import { auditLog } from "../../db/schema";

/** A page of the audit log, newest first; `kind` keeps one kind of subject. */
export async function listAudit(
  db: Database,
  query: { kind?: AuditSubject; page: number; pageSize: number },
) {
  const where = query.kind ? eq(auditLog.subjectKind, query.kind) : undefined;
  const [items, [total]] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .where(where)
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: count() }).from(auditLog).where(where),
  ]);
  return {
    items: items.map((row) => ({
      id: row.id,
      at: row.at.toISOString(),
      actorEmail: row.actorEmail,
      action: row.action,
      subjectKind: row.subjectKind,
      subjectId: row.subjectId,
      changes: row.changes,
    })),
    total: Number(total?.n ?? 0),
    page: query.page,
    pageSize: query.pageSize,
  };
}
