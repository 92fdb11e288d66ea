import {
  type ChosenFare,
  cheapestPrice,
  farePolicyBreaches,
  groupMemberOf,
  isCorporateUser,
  needsPolicyReason,
  type SearchResultKey,
  selectionLegs,
  type TokenSubject,
  type Trip,
} from "@wayfare/domain";
import { assignedPolicyOf } from "../corporate/policy-keeper";
import type { Database } from "../db/database";
import { indiaToday } from "../inventory/local-time";
import { searchResults } from "../search/search-results";
import { withSoldSeats } from "../search/sold-seats";
import type { Repriced } from "./reprice";

/**
 * Whether a corporate user chose, on some leg, a fare above the lowest net fare the same
 * search offers them now, seats sold counted (J§: then they must give a reason). Others
 * never need one.
 */
export async function choseAboveLowestFare(
  db: Pick<Database, "select">,
  repriced: Repriced,
  subject: TokenSubject,
  now: Date,
): Promise<boolean> {
  if (!isCorporateUser(groupMemberOf(subject))) return false;
  const { query, legs } = repriced;
  const { today } = indiaToday(now);
  const generated = searchResults({ query, today, now, subject }).lists;
  const lists = await withSoldSeats(db, generated, query.paxInfo);
  return selectionLegs(query).some((key, index) => {
    const chosen = legs[index]?.price;
    const nets = (lists[key as SearchResultKey] ?? []).map(
      (trip) => cheapestPrice(trip, "net").net,
    );
    return chosen !== undefined && nets.length > 0 && needsPolicyReason(chosen, Math.min(...nets));
  });
}

/** The fares of trips carrying one chosen price each, as a policy's rules read them. */
export function chosenFareOf(trips: readonly Trip[], now: Date): ChosenFare {
  const prices = trips.flatMap((trip) => trip.prices.slice(0, 1));
  const details = prices.map((price) => price.fareDetails.ADULT);
  return {
    cabins: details.map((detail) => detail.cabinClass),
    refundableTypes: details.map((detail) => detail.refundableType),
    net: prices.reduce((total, price) => total + price.net, 0),
    firstDepartureDay: trips[0]?.segments[0]?.departureTime.slice(0, 10) ?? "",
    today: indiaToday(now).today,
  };
}

/**
 * The rules of the traveller's assigned fare policy (decision 0081) the fares break; none when
 * no policy is assigned. The traveller is the caller: an employee booking for themself (a
 * booker's employees are checked at book, employee-policy.ts).
 */
export async function assignedPolicyBreaches(
  db: Pick<Database, "select">,
  repriced: Repriced,
  subject: TokenSubject,
  now: Date,
): Promise<string[]> {
  const policy = await assignedPolicyOf(db, subject.userId);
  if (!policy) return [];
  const trips = repriced.legs.map((leg) => ({ ...leg.trip, prices: [leg.price] }));
  return farePolicyBreaches(policy, chosenFareOf(trips, now));
}
