import { AUDIT_LOG_PAGE_SIZE, endpoints, mayReadAuditLog } from "@wayfare/domain";
import { desc, eq } from "drizzle-orm";
import { auditLog } from "../db/schema";
import { forUser } from "../http/handlers";
import { refuse } from "../http/refusal";

/**
 * POST /xms/v1/admin/audit-log: the audit log for ADMIN, newest first, a page at a time,
 * optionally about one subject; others get 404 (the endpoint is not there for them).
 */
export const auditLogRead = forUser(
  endpoints.auditLog,
  async ({ subject, page }, { ctx, subject: caller }) => {
    if (!mayReadAuditLog(caller.role)) return refuse("404", 404);
    const rows = await ctx.db
      .select()
      .from(auditLog)
      .where(subject ? eq(auditLog.subject, subject) : undefined)
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(AUDIT_LOG_PAGE_SIZE + 1)
      .offset(page * AUDIT_LOG_PAGE_SIZE);
    return {
      entries: rows.slice(0, AUDIT_LOG_PAGE_SIZE).map(({ at, ...entry }) => ({
        ...entry,
        at: at.toISOString(),
      })),
      page,
      hasMore: rows.length > AUDIT_LOG_PAGE_SIZE,
    };
  },
);
