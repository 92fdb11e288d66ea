import { canViewBooking, seesPartnerBookings, type TokenSubject } from "@wayfare/domain";
import { eq, type SQL, sql } from "drizzle-orm";
import { checkWithinLimits } from "../auth/attempt-limits";
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

/** A guest's lookup: the contact they give, from their client address, at the service's now. */
export interface GuestLookup extends ContactProof {
  address: string;
  now: Date;
}

/**
 * How the caller may read a booking: as a signed-in user who can see it ("viewer"), as anyone
 * who gives its contact's email or mobile ("guest", the lookup of J§4), or not at all. Guesses
 * count against the booking id from the caller's address and from all addresses; past the
 * domain's limits every guess is "limited" (decision 0035).
 */
export async function bookingReader(
  db: Database,
  subject: TokenSubject | null,
  booking: BookingRow,
  lookup: GuestLookup,
): Promise<"viewer" | "guest" | "limited" | undefined> {
  if (subject && (await canSeeBooking(db, subject, booking))) return "viewer";
  if (lookup.email === undefined && lookup.mobile === undefined) return undefined;
  const key = { scope: "bookingLookup", target: booking.id, address: lookup.address } as const;
  const outcome = await checkWithinLimits(db, key, lookup.now, async () =>
    guestProves(booking, lookup),
  );
  if (outcome === "passed") return "guest";
  return outcome === "limited" ? "limited" : undefined;
}
