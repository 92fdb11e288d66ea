import { PAX_TYPE_VALUES, type PaxType } from "../catalogues/pax-types";
import type { Trip } from "../results/trip-schema";
import type { PaxInfo } from "../search/search-query";
import { tripAirlines } from "./frequent-flyer";
import type { PassengerSchemaContext } from "./passenger-schema";

/** What of a reviewed booking the passenger rules read. */
export interface ReviewedJourney {
  paxInfo: PaxInfo;
  tripInfos: readonly Trip[];
  isDomestic: boolean;
  /** Booked by a corporate user (CORPORATE_ROLES): its adults travel as employees. */
  corporate?: boolean | undefined;
}

/** The passenger types of a booking in form order: adults, then children, then infants. */
export function bookingPaxTypes(paxInfo: PaxInfo): PaxType[] {
  return PAX_TYPE_VALUES.flatMap((type) => Array.from({ length: paxInfo[type] }, () => type));
}

/**
 * The context each passenger of a reviewed booking is checked in (J§5): ages against the
 * first and last travel dates, the senior-citizen age when a leg is sold on that fare,
 * passport rules by domestic or international. The same for the form and the service.
 *
 * Decision: PAN is mandatory on an international journey (an Indian resident's foreign
 * travel is reported with their PAN, as Indian portals ask it), so an Indian passport holder
 * gives it there; a domestic journey asks none. On a corporate booking each adult is an
 * employee, with their own email and mobile (J§3 "corporate employee fields").
 */
export function passengerContextFor(
  journey: ReviewedJourney,
  paxType: PaxType,
): PassengerSchemaContext {
  const dates = journey.tripInfos.map((trip) => trip.segments[0]?.departureTime.slice(0, 10) ?? "");
  const senior = journey.tripInfos.some((trip) => trip.prices[0]?.fareType === "SENIOR_CITIZEN");
  return {
    paxType,
    fareType: senior ? "SENIOR_CITIZEN" : undefined,
    firstTravelDate: dates[0] ?? "",
    lastTravelDate: dates[dates.length - 1] ?? "",
    isDomestic: journey.isDomestic,
    flags: { panMandatory: !journey.isDomestic },
    contactEnabled: journey.corporate === true && paxType === "ADULT",
    airlines: tripAirlines(journey.tripInfos),
  };
}

export function bookingPassengerContexts(journey: ReviewedJourney): PassengerSchemaContext[] {
  return bookingPaxTypes(journey.paxInfo).map((type) => passengerContextFor(journey, type));
}
