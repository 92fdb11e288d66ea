import {
  cheapestPrice,
  farePolicyBreaches,
  groupMemberOf,
  isCorporateUser,
  needsPolicyReason,
  type SearchResultKey,
  selectionLegs,
  type TokenSubject,
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

/**
 * The rules of the traveller's assigned fare policy (decision 0081) the fares break; none when
 * no policy is assigned. The traveller is the caller: an employee booking for themself.
 */
export async function assignedPolicyBreaches(
  db: Pick<Database, "select">,
  repriced: Repriced,
  subject: TokenSubject,
  now: Date,
): Promise<string[]> {
  const policy = await assignedPolicyOf(db, subject.userId);
  if (!policy) return [];
  const { legs } = repriced;
  const details = legs.map((leg) => leg.price.fareDetails.ADULT);
  return farePolicyBreaches(policy, {
    cabins: details.map((detail) => detail.cabinClass),
    refundableTypes: details.map((detail) => detail.refundableType),
    net: legs.reduce((total, leg) => total + leg.price.net, 0),
    firstDepartureDay: legs[0]?.trip.segments[0]?.departureTime.slice(0, 10) ?? "",
    today: indiaToday(now).today,
  });
}
