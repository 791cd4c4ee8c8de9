import type { LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { AUDIT_SUBJECTS } from "#shared/audit";
import { pageLanguage } from "~/i18n/route-language.server";
import { callApi } from "~/lib/api.server";
import { requireRole } from "~/lib/auth.server";
import { requireOk } from "~/lib/failure.server";
import { listField, requireCanonical, requirePageInRange } from "~/lib/list-query.server";

const PAGE_SIZE = 25;

const schema = z.object({ kind: listField.choice(AUDIT_SUBJECTS), page: listField.page() });

export interface AuditEntry {
  id: number;
  at: string;
  actorEmail: string;
  action: string;
  subjectKind: string;
  subjectId: string;
  changes: Record<string, unknown>;
}

interface AuditPage {
  items: AuditEntry[];
  total: number;
  page: number;
  pageSize: number;
}

/** A page of the audit log, newest first, for administrators only. */
export async function auditLoader(args: LoaderFunctionArgs) {
  pageLanguage(args);
  const session = await requireRole(args, "admin");
  const query = requireCanonical(args.request, schema);
  const data: Record<string, string | number> = { pageSize: PAGE_SIZE, page: query.page };
  if (query.kind) data.kind = query.kind;
  const list = await requireOk(
    args.request,
    await callApi<AuditPage>(args, "/admin/audit", { data, session }),
  );
  requirePageInRange(args.request, query, list);
  return { list, query };
}
