import {
  endpoints,
  type GstDetails,
  MAX_SAVED_GST_DETAILS,
  type SavedGst,
  type TokenSubject,
} from "@wayfare/domain";
import { and, desc, eq, notInArray } from "drizzle-orm";
import { isVisitorSubject } from "../api/default-token";
import type { ServiceContext } from "../context";
import type { Database, Transaction } from "../db/database";
import { savedGstDetails } from "../db/schema";
import { forUser } from "../http/handlers";

/**
 * Keeps a booking's GST details for its user (the domain's `gstDetailsToSave`): the same
 * GST number replaces its row and becomes the newest; beyond MAX_SAVED_GST_DETAILS the
 * oldest go. Nothing for a guest, who has no account.
 */
export async function keepGstDetails(
  db: Database | Transaction,
  subject: TokenSubject,
  gst: GstDetails & { gstNumber: string },
  at: Date,
) {
  if (isVisitorSubject(subject)) return;
  const { userId } = subject;
  await db
    .insert(savedGstDetails)
    .values({ userId, gstNumber: gst.gstNumber, details: gst, savedAt: at })
    .onConflictDoUpdate({
      target: [savedGstDetails.userId, savedGstDetails.gstNumber],
      set: { details: gst, savedAt: at },
    });
  const newest = db
    .select({ gstNumber: savedGstDetails.gstNumber })
    .from(savedGstDetails)
    .where(eq(savedGstDetails.userId, userId))
    .orderBy(desc(savedGstDetails.savedAt), desc(savedGstDetails.gstNumber))
    .limit(MAX_SAVED_GST_DETAILS);
  await db
    .delete(savedGstDetails)
    .where(and(eq(savedGstDetails.userId, userId), notInArray(savedGstDetails.gstNumber, newest)));
}

async function savedGstOf(ctx: ServiceContext, subject: TokenSubject): Promise<SavedGst[]> {
  if (isVisitorSubject(subject)) return [];
  const rows = await ctx.db
    .select()
    .from(savedGstDetails)
    .where(eq(savedGstDetails.userId, subject.userId))
    .orderBy(desc(savedGstDetails.savedAt), desc(savedGstDetails.gstNumber))
    .limit(MAX_SAVED_GST_DETAILS);
  return rows.map(({ details, gstNumber, savedAt }) => ({
    ...Object.fromEntries(Object.entries(details).filter(([, value]) => value)),
    gstNumber,
    savedAt: savedAt.toISOString(),
  }));
}

/** POST /xms/v1/flight/saved-gst: the GST details the caller saved (none for a guest). */
export const savedGst = forUser(endpoints.savedGst, async (_data, { ctx, subject }) => ({
  gstDetails: await savedGstOf(ctx, subject),
}));
