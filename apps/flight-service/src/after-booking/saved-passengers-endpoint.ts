import { createHash } from "node:crypto";
import {
  endpoints,
  MAX_SAVED_PASSENGERS,
  type PassengerFormValues,
  type SavedPassenger,
  savedPassengerKey,
  type TokenSubject,
} from "@wayfare/domain";
import { desc, eq } from "drizzle-orm";
import { isVisitorSubject } from "../api/default-token";
import type { ServiceContext } from "../context";
import { type BookedPassenger, bookings } from "../db/schema";
import { forUser } from "../http/handlers";

/** The bookings looked through: enough for MAX_SAVED_PASSENGERS distinct travellers. */
const BOOKINGS_SCANNED = 50;

function formValues({ title, firstName, lastName, dob, details }: BookedPassenger) {
  const values: PassengerFormValues = { ...details, title, firstName, lastName, dob };
  return Object.fromEntries(
    Object.entries(values).filter(([, value]) => value !== undefined && value !== ""),
  ) as PassengerFormValues;
}

/** The travellers of the user's latest bookings, each once (same type, names and birth date). */
async function savedPassengersOf(ctx: ServiceContext, subject: TokenSubject) {
  if (isVisitorSubject(subject)) return [];
  const rows = await ctx.db
    .select({ passengers: bookings.passengers })
    .from(bookings)
    .where(eq(bookings.userId, subject.userId))
    .orderBy(desc(bookings.createdAt))
    .limit(BOOKINGS_SCANNED);
  const byKey = new Map<string, SavedPassenger>();
  for (const passenger of rows.flatMap((row) => row.passengers)) {
    const values = formValues(passenger);
    const key = savedPassengerKey(passenger.type, values);
    if (byKey.has(key)) continue;
    const id = createHash("sha256").update(key).digest("base64url").slice(0, 12);
    byKey.set(key, { id, type: passenger.type, values });
    if (byKey.size === MAX_SAVED_PASSENGERS) break;
  }
  return [...byKey.values()];
}

/** POST /xms/v1/flight/saved-passengers: the caller's earlier travellers (none for a guest). */
export const savedPassengers = forUser(
  endpoints.savedPassengers,
  async (_data, { ctx, subject }) => ({
    passengers: await savedPassengersOf(ctx, subject),
  }),
);
