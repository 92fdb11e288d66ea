import {
  baggageProtectPassengersError,
  baggageProtectQuote,
  endpoints,
  groupMemberOf,
  INSURANCE_PLAN_REQUIRED,
  isInRoleGroup,
  PASSENGER_MESSAGES,
  type ProtectionRequest,
  type TokenSubject,
} from "@wayfare/domain";
import { eq } from "drizzle-orm";
import { chargesOf } from "../add-ons/add-on-charges";
import { lockUnpaidBookingToChange } from "../add-ons/unpaid-booking";
import { bookingPayload, fareSummaryOf } from "../booking/booking-payload";
import type { ServiceContext } from "../context";
import { type BookingRow, type BoughtProtection, bookings } from "../db/schema";
import { forUser } from "../http/handlers";
import { Refusal, refuse, refuseInput } from "../http/refusal";
import { CLEARED_REDEMPTION } from "../payments/redemption";
import { protectionOffers } from "./protection-offers";

const PRODUCTS = ["cancellationProtection", "tjFlex", "tripInsurance", "baggageProtect"] as const;

/** The products asked for, priced now, or undefined when one asked for is not offered. */
function bought(offers: BoughtProtection, request: ProtectionRequest, agent: boolean) {
  const asked = PRODUCTS.filter((product) => request[product] === true);
  if (asked.some((product) => offers[product] === undefined)) return undefined;
  const products = Object.fromEntries(
    asked.map((product) => [product, offers[product]]),
  ) as BoughtProtection;
  if (products.tripInsurance) {
    const tripInsurance = chosenPlan(offers, request.tripInsurancePlan);
    if (!tripInsurance) return undefined;
    products.tripInsurance = tripInsurance;
  }
  if (!products.baggageProtect) return products;
  const covered = coveredPassengers(products.baggageProtect.passengerIds, request);
  if (!covered) return undefined;
  const baggageProtect = {
    ...products.baggageProtect,
    ...baggageProtectQuote(covered.length, agent),
    passengers: covered.length,
    passengerIds: covered,
  };
  return { ...products, baggageProtect };
}

/** The insurance plan asked for, priced now, or undefined when unknown or not available (isio false). */
function chosenPlan(offers: BoughtProtection, planCode: string | undefined) {
  const item = offers.tripInsurancePlans?.find((plan) => plan.planCode === planCode);
  if (!item?.isio) return undefined;
  const { isio: _isio, ...quote } = item;
  return quote;
}

/** Whom baggage protect covers: those asked for (every passenger when none is named), or undefined for a stranger. */
function coveredPassengers(everyone: readonly string[], request: ProtectionRequest) {
  const asked = request.baggageProtectPassengers;
  if (!asked) return [...everyone];
  const covered = everyone.filter((id) => asked.includes(id));
  return asked.every((id) => everyone.includes(id)) ? covered : undefined;
}

async function choose(ctx: ServiceContext, subject: TokenSubject, request: ProtectionRequest) {
  const now = ctx.config.now();
  return ctx.db.transaction(async (tx) => {
    const loaded = await lockUnpaidBookingToChange(tx, subject, request.bookingId, now);
    if (loaded instanceof Refusal) return loaded;
    const { booking, review } = loaded;
    const agent = isInRoleGroup(groupMemberOf(subject), "AGENT");
    const protection = bought(protectionOffers(review, booking.passengers, agent), request, agent);
    if (!protection) return refuse("2504", 400);
    const total = fareSummaryOf(review.trips, chargesOf({ ...booking, protection })).total;
    const [updated] = await tx
      .update(bookings)
      .set({
        protection,
        total,
        // A voucher or TJ Cash applied to the old total is applied again to the new one.
        ...(total === booking.total ? {} : CLEARED_REDEMPTION),
      })
      .where(eq(bookings.id, booking.id))
      .returning();
    return { booking: updated as BookingRow, review };
  });
}

/**
 * POST /xms/v1/flight/protection: the traveller's Yes or No to cancellation protection, TJ
 * Flex and trip insurance, and baggage protect or not, on their unpaid booking (J§3, J§4,
 * J§5), each priced by the service now into its total and fare summary; trip insurance in the
 * plan named ('Please choose an insurance plan.' without one; 2504 for a plan unknown or not
 * available to these travellers' ages); baggage protect for
 * the passengers named (every one when none is), 'Please select the passengers whose baggage
 * to protect.' when ticked for nobody. Insurance needs the age and terms confirmation ('Please
 * confirm with the T&C* to proceed.'); a product not offered (TJ Flex abroad, cancellation protection above ₹5,00,000) is 2504; 1016, 1059 and 2504
 * as for add-ons; 409 2504 while a card payment is in flight.
 */
export const flightProtection = forUser(
  endpoints.flightProtection,
  async (request, { ctx, subject }) => {
    if (request.tripInsurance && !request.insuranceAgeConfirmed) {
      return refuseInput([PASSENGER_MESSAGES.termsNotConfirmed]);
    }
    if (request.tripInsurance && !request.tripInsurancePlan) {
      return refuseInput([INSURANCE_PLAN_REQUIRED]);
    }
    const nobody = baggageProtectPassengersError(
      request.baggageProtect === true,
      request.baggageProtectPassengers,
    );
    if (nobody) return refuseInput([nobody]);
    const chosen = await choose(ctx, subject, request);
    if (chosen instanceof Refusal) return chosen;
    return bookingPayload(chosen.booking, chosen.review);
  },
);
