import type { DocumentType } from "@wayfare/domain";
import { integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { reviews } from "./schema";

/**
 * A corporate passenger's document (J§5), one per passenger of a reviewed booking, kept as
 * uploaded (base64 of the checked bytes) for the booking's viewers only. Uploaded while the
 * booking is being made, so it belongs to the review; a new upload replaces it.
 */
export const bookingDocuments = pgTable(
  "booking_documents",
  {
    bookingId: text("booking_id")
      .notNull()
      .references(() => reviews.id),
    passengerIndex: integer("passenger_index").notNull(),
    name: text("name").notNull(),
    contentType: text("content_type").$type<DocumentType>().notNull(),
    size: integer("size").notNull(),
    content: text("content").notNull(),
    uploadedAt: timestamp("uploaded_at", { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.bookingId, table.passengerIndex] })],
);
