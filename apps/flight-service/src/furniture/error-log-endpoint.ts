import { errorLogRequestSchema } from "@wayfare/domain";
import { lt, sql } from "drizzle-orm";
import type { ServiceContext } from "../context";
import { clientErrorLogs } from "../db/schema";
import { optionalSession } from "../http/authenticate";
import { success } from "../http/envelope";
import { parseOrFail, readJson } from "../http/validation";
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
export async function errorLogEndpoint(ctx: ServiceContext, request: Request): Promise<Response> {
  const parsed = parseOrFail(errorLogRequestSchema, await readJson(request));
  if (!parsed.ok) return parsed.response;
  const session = await optionalSession(ctx, request);
  if (session instanceof Response) return session;
  const record = {
    ...sanitiseErrorLog(parsed.value.data),
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
  return success({ logged: true });
}
