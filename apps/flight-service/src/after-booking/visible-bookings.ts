import { canViewBooking, seesPartnerBookings, type TokenSubject } from "@wayfare/domain";
import { eq, type SQL, sql } from "drizzle-orm";
import { attemptsExhausted, forgetFailures, recordFailure } from "../auth/failed-attempts";
import type { Database } from "../db/database";
import { type BookingRow, bookings, users } from "../db/schema";

/**
 * The bookings a signed-in user may see (the domain's canViewBooking, docs/decisions/0015):
 * their own, or every booking of their organisation's users.
 */
export function visibleTo(subject: TokenSubject): SQL {
  if (!seesPartnerBookings(subject)) return eq(bookings.userId, subject.userId);
  return sql`${bookings.userId} in (select ${users.id} from ${users} where ${users.partnerId} = ${subject.partnerId})`;
}

export async function canSeeBooking(
  db: Pick<Database, "select">,
  subject: TokenSubject,
  booking: Pick<BookingRow, "userId">,
): Promise<boolean> {
  if (booking.userId === subject.userId) return true;
  if (!seesPartnerBookings(subject)) return false;
  const [owner] = await db
    .select({ partnerId: users.partnerId })
    .from(users)
    .where(eq(users.id, booking.userId));
  return owner !== undefined && canViewBooking(subject, { userId: booking.userId, ...owner });
}

function guestProves(booking: BookingRow, { email, mobile }: ContactProof): boolean {
  const sameEmail =
    email !== undefined && email.trim().toLowerCase() === booking.contact.email.toLowerCase();
  const sameMobile = mobile !== undefined && mobile.trim() === booking.contact.mobile;
  return sameEmail || sameMobile;
}

export interface ContactProof {
  email?: string;
  mobile?: string;
}

/**
 * How the caller may read a booking: as a signed-in user who can see it ("viewer"), as anyone
 * who gives its contact's email or mobile ("guest", the lookup of J§4), or not at all. Wrong
 * contacts count against the booking id; past the domain's limit every guess is "limited".
 */
export async function bookingReader(
  db: Database,
  subject: TokenSubject | null,
  booking: BookingRow,
  proof: ContactProof,
  now: Date,
): Promise<"viewer" | "guest" | "limited" | undefined> {
  if (subject && (await canSeeBooking(db, subject, booking))) return "viewer";
  if (proof.email === undefined && proof.mobile === undefined) return undefined;
  if (await attemptsExhausted(db, "bookingLookup", booking.id, now)) return "limited";
  if (!guestProves(booking, proof)) {
    await recordFailure(db, "bookingLookup", booking.id, now);
    return undefined;
  }
  await forgetFailures(db, "bookingLookup", booking.id);
  return "guest";
}
