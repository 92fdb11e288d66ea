import {
  type BookingPassengerInput,
  catalogueError,
  dateOfBirthServerErrorCode,
  duplicatePassengerNameIssues,
  type ErrorCode,
  PAX_TYPE_VALUES,
  type PassengerDetails,
  type PassengerSchemaContext,
  parsePassengerDate,
  passengerContextFor,
  passengerNameServerErrorCode,
  passengerSchema,
} from "@wayfare/domain";
import type { ReviewRow } from "../db/schema";
import { type Refusal, refuse, refuseAll, refuseEach } from "../http/refusal";

type Checked = { ok: true; passengers: PassengerDetails[] } | { ok: false; refusal: Refusal };

/** Who books: a corporate user's adults are employees (their own email and mobile). */
export interface Booker {
  corporate: boolean;
}

function contextOf(
  review: ReviewRow,
  passenger: BookingPassengerInput,
  booker: Booker,
): PassengerSchemaContext {
  return passengerContextFor(
    { ...review, tripInfos: review.trips, corporate: booker.corporate },
    passenger.type,
  );
}

function serverCodes(
  review: ReviewRow,
  passengers: BookingPassengerInput[],
  booker: Booker,
): ErrorCode[] {
  const codes = new Set<ErrorCode>();
  for (const passenger of passengers) {
    const nameCode = passengerNameServerErrorCode(passenger);
    if (nameCode) codes.add(nameCode);
    const dob = passenger.dob ? parsePassengerDate(passenger.dob) : undefined;
    const dobCode = dob && dateOfBirthServerErrorCode(dob, contextOf(review, passenger, booker));
    if (dobCode) codes.add(dobCode);
  }
  if (duplicatePassengerNameIssues(passengers).length > 0) codes.add("1010");
  return [...codes].sort();
}

/**
 * The passengers of a booking checked again on the server: one per reviewed seat of each
 * type (2504 otherwise), then the service's own codes (J§8: 1007–1009 names, 1010 duplicate
 * names, 1012–1014 ages), then every other rule of the passenger form (J§5), whose messages
 * answer 400.
 */
export function checkPassengers(
  review: ReviewRow,
  passengers: BookingPassengerInput[],
  booker: Booker,
): Checked {
  const countsMatch = PAX_TYPE_VALUES.every(
    (type) =>
      passengers.filter((passenger) => passenger.type === type).length === review.paxInfo[type],
  );
  if (!countsMatch) return { ok: false, refusal: refuse("2504", 400) };
  const codes = serverCodes(review, passengers, booker);
  if (codes.length > 0) {
    return {
      ok: false,
      refusal: refuseAll(
        400,
        codes.map((code) => catalogueError(code)),
      ),
    };
  }
  const details: PassengerDetails[] = [];
  const messages: string[] = [];
  for (const passenger of passengers) {
    const { type, ...values } = passenger;
    // Built for this request and parsed once: compiling zod's fast path for it would cost
    // more than it saves.
    const schema = passengerSchema(contextOf(review, passenger, booker));
    const parsed = schema.safeParse(values, { jitless: true });
    if (parsed.success) details.push(parsed.data);
    else messages.push(...parsed.error.issues.map((issue) => issue.message));
  }
  if (messages.length > 0) return { ok: false, refusal: refuseEach("WF100", 400, messages) };
  return { ok: true, passengers: details };
}
