import {
  type BookingProtection,
  cancellationProtectionQuote,
  insuranceCertificateNumber,
  tripInsuranceDays,
  tripInsuranceQuote,
} from "@wayfare/domain";
import { segmentDepartureUtc } from "../after-booking/journey-times";
import { fareSummaryOf } from "../booking/booking-payload";
import type { BookingRow, BoughtProtection, ReviewRow } from "../db/schema";

/**
 * What the booking's protection would cost now: cancellation protection on the flights'
 * fare (add-ons aside; none above the max protection amount), and trip insurance for every
 * traveller from the first departure to the last leg's (4 days one way). `agent` adds the
 * agent's commission to the breakdown (never to the price).
 */
export function protectionOffers(
  review: ReviewRow,
  travellers: number,
  agent: boolean,
): BoughtProtection {
  const fare = fareSummaryOf(review.trips).total;
  const cancellationProtection = cancellationProtectionQuote(fare, agent);
  const lastLeg = review.trips.length > 1 ? review.trips.at(-1)?.segments[0] : undefined;
  const days = tripInsuranceDays(
    review.firstDeparture,
    lastLeg ? segmentDepartureUtc(lastLeg) : undefined,
  );
  return {
    ...(cancellationProtection ? { cancellationProtection } : {}),
    tripInsurance: tripInsuranceQuote(travellers, days, agent),
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
    booking.paidAt === null ? protectionOffers(review, booking.passengers.length, false) : bought;
  const insured = booking.paidAt !== null && bought?.tripInsurance !== undefined;
  return {
    offers: offers ?? {},
    ...(bought
      ? {
          chosen: {
            cancellationProtection: bought.cancellationProtection !== undefined,
            tripInsurance: bought.tripInsurance !== undefined,
          },
        }
      : {}),
    ...(insured ? { insuranceCertificate: insuranceCertificateNumber(booking.id) } : {}),
  };
}
