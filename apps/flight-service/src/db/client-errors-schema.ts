import { ERROR_LOG_LIMITS } from "@wayfare/domain";
import { sql } from "drizzle-orm";
import { bigint, check, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Client error reports (POST /xms/v1/error-log/), sanitised before they are stored: every
 * text bounded here too, and only the newest rows kept (src/furniture/error-log-endpoint.ts).
 */
export const clientErrorLogs = pgTable(
  "client_error_logs",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    userId: text("user_id"),
    errCode: text("err_code"),
    message: text("message").notNull(),
    stack: text("stack"),
    url: text("url"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check(
      "client_error_logs_bounded",
      sql`char_length(${table.message}) <= ${sql.raw(String(ERROR_LOG_LIMITS.message))}
        and char_length(coalesce(${table.stack}, '')) <= ${sql.raw(String(ERROR_LOG_LIMITS.stack))}
        and char_length(coalesce(${table.url}, '')) <= ${sql.raw(String(ERROR_LOG_LIMITS.url))}
        and char_length(coalesce(${table.errCode}, '')) <= ${sql.raw(String(ERROR_LOG_LIMITS.code))}`,
    ),
  ],
);

export type ClientErrorLogRow = typeof clientErrorLogs.$inferSelect;
