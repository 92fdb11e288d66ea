import {
  type BookingProtection,
  baggageProtectPayout,
  baggageProtectQuote,
  cancellationProtectionQuote,
  DEFAULT_INSURANCE_PLAN,
  insuranceCertificateNumber,
  insurancePlanItems,
  isTjFlexEligibleAge,
  isTjFlexOffered,
  tjFlexQuote,
  tripInsuranceDays,
} from "@wayfare/domain";
import { differenceInYears } from "date-fns";
import { segmentDepartureUtc } from "../after-booking/journey-times";
import { fareSummaryOf } from "../booking/booking-payload";
import type { BookedPassenger, BookingRow, BoughtProtection, ReviewRow } from "../db/schema";

/** TJ Flex covers passengers aged 2 to 70 at the first departure; one without a date of birth is an adult or a child. */
function tjFlexPassengerIds(passengers: readonly BookedPassenger[], departure: Date): string[] {
  return passengers.flatMap((passenger, index) => {
    if (passenger.type === "INFANT") return [];
    const age = passenger.dob ? differenceInYears(departure, new Date(passenger.dob)) : undefined;
    return age === undefined || isTjFlexEligibleAge(age) ? [String(index + 1)] : [];
  });
}

/**
 * Trip insurance (J§3 insurance data): every plan priced for the travellers' ages at the
 * first departure, with its isio flag; offered at the default plan's price, or the first
 * available one's; nothing when no plan is available (J§4: cleared).
 */
function tripInsuranceOffer(
  passengers: readonly BookedPassenger[],
  departure: Date,
  days: number,
  agent: boolean,
): Pick<BoughtProtection, "tripInsurance" | "tripInsurancePlans"> {
  const ages = passengers.map((passenger) =>
    passenger.dob ? differenceInYears(departure, new Date(passenger.dob)) : undefined,
  );
  const items = insurancePlanItems(ages, days, agent);
  const available = items.filter((item) => item.isio);
  const offered =
    available.find((item) => item.planCode === DEFAULT_INSURANCE_PLAN) ?? available[0];
  if (!offered) return {};
  const { isio: _isio, ...tripInsurance } = offered;
  return { tripInsurance, tripInsurancePlans: items };
}

function tjFlexOffer(review: ReviewRow, passengers: readonly BookedPassenger[]) {
  const isMultiCity = review.trips.length > 2;
  const flexFare = review.trips.some((trip) => trip.prices[0]?.fareType === "TJ_FLEX");
  if (!isTjFlexOffered({ isDomestic: review.isDomestic, isMultiCity }) || flexFare) return {};
  const passengerIds = tjFlexPassengerIds(passengers, review.firstDeparture);
  const quote = tjFlexQuote(passengerIds.length);
  return quote ? { tjFlex: { ...quote, passengerIds } } : {};
}

/**
 * What the booking's protection would cost now: cancellation protection on the flights'
 * fare (add-ons aside; none above the max protection amount); TJ Flex on a domestic trip
 * that is not multicity and not already a TJ Flex fare, for passengers aged 2 to 70; trip
 * insurance's plans for every traveller from the first departure to the last leg's (4 days
 * one way), those their ages allow;
 * baggage protect for every passenger (the buyer picks whom it covers). `agent` adds the agent's commission to the breakdowns
 * (never to the price).
 */
export function protectionOffers(
  review: ReviewRow,
  passengers: readonly BookedPassenger[],
  agent: boolean,
): BoughtProtection {
  const fare = fareSummaryOf(review.trips).total;
  const cancellationProtection = cancellationProtectionQuote(fare, agent);
  const lastLeg = review.trips.length > 1 ? review.trips.at(-1)?.segments[0] : undefined;
  const days = tripInsuranceDays(
    review.firstDeparture,
    lastLeg ? segmentDepartureUtc(lastLeg) : undefined,
  );
  const travellers = passengers.length;
  const everyone = passengers.map((_, index) => String(index + 1));
  return {
    ...(cancellationProtection ? { cancellationProtection } : {}),
    ...tjFlexOffer(review, passengers),
    ...tripInsuranceOffer(passengers, review.firstDeparture, days, agent),
    baggageProtect: {
      ...baggageProtectQuote(travellers, agent),
      payout: baggageProtectPayout(review.isDomestic),
      passengers: travellers,
      passengerIds: everyone,
    },
  };
}

/**
 * The booking's protection as booking-details answers it: an unpaid booking's offers at
 * today's price, a paid one's what it bought; the answers once given; the certificate of
 * insurance once it is ticketed with insurance.
 */
export function protectionPayload(booking: BookingRow, review: ReviewRow): BookingProtection {
  const bought = booking.protection;
  const offers =
    booking.paidAt === null ? protectionOffers(review, booking.passengers, false) : bought;
  // Bought before there were plans: the default plan's.
  const insurancePlan = bought?.tripInsurance
    ? (bought.tripInsurance.planCode ?? DEFAULT_INSURANCE_PLAN)
    : undefined;
  const insured = booking.paidAt !== null && bought?.tripInsurance !== undefined;
  return {
    offers: withPlanCode(offers ?? {}),
    ...(bought
      ? {
          chosen: {
            cancellationProtection: bought.cancellationProtection !== undefined,
            tjFlex: bought.tjFlex !== undefined,
            tripInsurance: bought.tripInsurance !== undefined,
            ...(insurancePlan ? { tripInsurancePlan: insurancePlan } : {}),
            baggageProtect: bought.baggageProtect !== undefined,
            ...(bought.baggageProtect
              ? { baggageProtectPassengers: bought.baggageProtect.passengerIds }
              : {}),
          },
        }
      : {}),
    ...(insured ? { insuranceCertificate: insuranceCertificateNumber(booking.id) } : {}),
    ...(bought?.tjFlex ? { firstDeparture: review.firstDeparture.toISOString() } : {}),
  };
}

/** A paid booking's insurance bought before there were plans has none: the default plan's. */
function withPlanCode(offers: BoughtProtection): BoughtProtection {
  const insurance = offers.tripInsurance;
  if (!insurance || insurance.planCode) return offers;
  return { ...offers, tripInsurance: { ...insurance, planCode: DEFAULT_INSURANCE_PLAN } };
}
