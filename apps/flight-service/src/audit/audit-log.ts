import type { AuditAction, TokenSubject } from "@wayfare/domain";
import type { Database } from "../db/database";
import { auditLog } from "../db/schema";

/** Records one back-office action by the caller; call it in the action's own transaction. */
export async function audit(
  db: Pick<Database, "insert">,
  entry: {
    by: Pick<TokenSubject, "userId" | "role">;
    action: AuditAction;
    subject: string;
    at: Date;
    before?: unknown;
    after?: unknown;
  },
): Promise<void> {
  await db.insert(auditLog).values({
    at: entry.at,
    actorId: entry.by.userId,
    actorRole: entry.by.role,
    action: entry.action,
    subject: entry.subject,
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}
