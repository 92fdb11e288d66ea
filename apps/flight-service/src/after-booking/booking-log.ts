import {
  BOOKING_LOG_SYSTEM_ACTOR,
  type BookingLogEntry,
  type BookingLogKind,
  type TokenSubject,
} from "@wayfare/domain";
import { asc, eq } from "drizzle-orm";
import type { Database } from "../db/database";
import { bookingLogs } from "../db/schema";

type Writer = Pick<Database, "insert">;

/** Who did it: the caller, or (undefined) the service by itself. */
export type LogActor = Pick<TokenSubject, "userId" | "name"> | undefined;

/** Records one thing that happened to a booking; call it in the change's own transaction. */
export async function logBooking(
  db: Writer,
  entry: {
    /** Null for a gateway payment of a wallet top-up: there is no booking to log on. */
    bookingId: string | null;
    kind: BookingLogKind;
    at: Date;
    by: LogActor;
    detail?: string;
  },
) {
  if (entry.bookingId === null) return;
  await db.insert(bookingLogs).values({
    bookingId: entry.bookingId,
    kind: entry.kind,
    at: entry.at,
    actorId: entry.by?.userId ?? null,
    actorName: entry.by?.name ?? BOOKING_LOG_SYSTEM_ACTOR,
    detail: entry.detail ?? "",
  });
}

/** A booking's logs, oldest first, as booking-details answers them. */
export async function bookingLogsOf(
  db: Pick<Database, "select">,
  bookingId: string,
): Promise<BookingLogEntry[]> {
  const rows = await db
    .select()
    .from(bookingLogs)
    .where(eq(bookingLogs.bookingId, bookingId))
    .orderBy(asc(bookingLogs.at), asc(bookingLogs.id));
  return rows.map((row) => ({
    kind: row.kind,
    at: row.at.toISOString(),
    by: row.actorName,
    detail: row.detail,
  }));
}
