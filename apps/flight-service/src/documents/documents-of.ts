import { eq } from "drizzle-orm";
import type { Database } from "../db/database";
import { bookingDocuments } from "../db/schema";

/** The name and size of each passenger's document, by passenger index. */
export async function documentsOf(db: Pick<Database, "select">, bookingId: string) {
  const rows = await db
    .select({
      passengerIndex: bookingDocuments.passengerIndex,
      name: bookingDocuments.name,
      size: bookingDocuments.size,
    })
    .from(bookingDocuments)
    .where(eq(bookingDocuments.bookingId, bookingId));
  return new Map(rows.map(({ passengerIndex, name, size }) => [passengerIndex, { name, size }]));
}
