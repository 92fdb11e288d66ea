import { endpoints } from "@wayfare/domain";
import { lt, sql } from "drizzle-orm";
import { clientErrorLogs } from "../db/schema";
import { forAnyone } from "../http/handlers";
import { sanitiseErrorLog } from "./error-log-sanitiser";

/**
 * Anyone may post, so the table keeps only the reports of the newest ids (at most this many;
 * fewer where identity values were skipped).
 */
export const ERROR_LOG_RETAINED_ROWS = 10_000;

/**
 * POST /xms/v1/error-log/ { message, stack?, url?, errCode? }: stores a sanitised client
 * error with the caller's user id when a valid token came with it.
 */
export const errorLog = forAnyone(endpoints.errorLog, async (report, { ctx, session }) => {
  const record = {
    ...sanitiseErrorLog(report),
    userId: session?.subject.userId ?? null,
  };
  await ctx.db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(clientErrorLogs)
      .values(record)
      .returning({ id: clientErrorLogs.id });
    if (inserted) {
      await tx
        .delete(clientErrorLogs)
        .where(lt(clientErrorLogs.id, sql`${inserted.id - ERROR_LOG_RETAINED_ROWS + 1}`));
    }
  });
  return { logged: true as const };
});
