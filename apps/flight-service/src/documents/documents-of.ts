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

/**
 * Whether a passenger gave a document id without uploading its file first (J§5: 'Please
 * upload the document'); the form uploads before it books.
 */
export async function documentMissing(
  db: Pick<Database, "select">,
  bookingId: string,
  passengers: readonly { documentId?: string | undefined }[],
): Promise<boolean> {
  const withId = passengers.flatMap((passenger, index) =>
    passenger.documentId?.trim() ? [index] : [],
  );
  if (withId.length === 0) return false;
  const uploaded = await documentsOf(db, bookingId);
  return withId.some((index) => !uploaded.has(index));
}
