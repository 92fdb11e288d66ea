import {
  ADD_ON_MESSAGES,
  type AddOnPassenger,
  type AddOnSelection,
  addOnChoiceErrors,
  addOnPassengers,
  type BookedAddOn,
  mealRestriction,
  seatRestriction,
  serviceRestriction,
} from "@wayfare/domain";
import type { AddOnFlight } from "./add-on-flights";
import { seatLayout } from "./seat-layout";
import type { SeatTaken } from "./sold-seats";
import { ssrOptions } from "./ssr-catalogue";
import type { UnpaidBooking } from "./unpaid-booking";

export type Priced =
  | { ok: true; addOns: BookedAddOn[]; seats: SeatTaken[] }
  | { ok: false; code: "400" | "1915"; messages: string[] };

const refused = (message: string): Priced => ({ ok: false, code: "400", messages: [message] });

function seatOf(flight: AddOnFlight, seatNo: string) {
  const layout = seatLayout(flight.flight, flight.cabinClass, !flight.isDomestic);
  return layout?.rows.flatMap((row) => row.seats).find((seat) => seat.seatNo === seatNo);
}

type Outcome = { ok: true; addOn: BookedAddOn; seat?: SeatTaken } | { ok: false; priced: Priced };

/** One passenger's choices on one flight, priced from the flight's own inventory. */
function priceOne(
  selection: AddOnSelection,
  flight: AddOnFlight,
  passenger: AddOnPassenger,
  heldByOthers: Set<string>,
): Outcome {
  const fail = (message: string): Outcome => ({ ok: false, priced: refused(message) });
  const options = ssrOptions(flight);
  const { segmentId, passengerIndex } = selection;
  const addOn: BookedAddOn = { segmentId, passengerIndex };
  let seat: SeatTaken | undefined;
  if (selection.seatNo !== undefined) {
    const found = seatOf(flight, selection.seatNo);
    if (!found) return fail(ADD_ON_MESSAGES.unknownSeat);
    const restriction = seatRestriction(passenger, found.features);
    if (restriction) return fail(restriction);
    if (found.blocked || heldByOthers.has(found.seatNo)) {
      return { ok: false, priced: { ok: false, code: "1915", messages: [] } };
    }
    addOn.seat = { seatNo: found.seatNo, seatFare: found.price };
    const { flightNumber, flightDate, tripIndex } = flight;
    seat = { segmentId, passengerIndex, tripIndex, flightNumber, flightDate, seatNo: found.seatNo };
  }
  if (selection.mealCode !== undefined) {
    const meal = options.meals.find((option) => option.code === selection.mealCode);
    if (!meal) return fail(ADD_ON_MESSAGES.unknownMeal);
    const restriction = mealRestriction(passenger.type, meal.code);
    if (restriction) return fail(restriction);
    addOn.meal = meal;
  }
  const wantsService =
    selection.baggageCode !== undefined ||
    selection.fastForward === true ||
    selection.wheelchair !== undefined;
  const serviceRefusal = wantsService ? serviceRestriction(passenger.type) : undefined;
  if (serviceRefusal) return fail(serviceRefusal);
  if (selection.baggageCode !== undefined) {
    const baggage = options.baggage.find((option) => option.code === selection.baggageCode);
    if (!baggage) return fail(ADD_ON_MESSAGES.unknownBaggage);
    addOn.baggage = baggage;
  }
  if (selection.fastForward === true) {
    if (!options.fastForward) return fail(ADD_ON_MESSAGES.noFastForward);
    addOn.fastForward = { price: options.fastForward.price };
  }
  if (selection.wheelchair !== undefined) {
    const wheelchair = options.wheelchair.find((option) => option.code === selection.wheelchair);
    if (wheelchair) addOn.wheelchair = { code: wheelchair.code, name: wheelchair.name };
  }
  return { ok: true, addOn, ...(seat ? { seat } : {}) };
}

const chosenAnything = (addOn: BookedAddOn) => Object.keys(addOn).length > 2;

/**
 * Every selection checked and priced: the passengers and flights exist, each passenger
 * once per flight and each seat once (400); the seat exists, suits the passenger (400)
 * and is free (1915); meals, baggage and fast forward are on sale on that flight.
 */
export function priceSelections(
  unpaid: UnpaidBooking,
  selections: readonly AddOnSelection[],
  heldByOthers: (flight: AddOnFlight) => Set<string>,
): Priced {
  const { booking, flights } = unpaid;
  const segmentIds = flights.map((flight) => flight.segment.id);
  const errors = addOnChoiceErrors(selections, booking.passengers.length, segmentIds);
  if (errors.length > 0) return { ok: false, code: "400", messages: errors };
  const passengers = addOnPassengers(booking.passengers.map((passenger) => passenger.type));
  const addOns: BookedAddOn[] = [];
  const seats: SeatTaken[] = [];
  for (const selection of selections) {
    const flight = flights.find((candidate) => candidate.segment.id === selection.segmentId);
    const passenger = passengers[selection.passengerIndex];
    if (!flight || !passenger) return refused(ADD_ON_MESSAGES.unknownSegment);
    const outcome = priceOne(selection, flight, passenger, heldByOthers(flight));
    if (!outcome.ok) return outcome.priced;
    if (chosenAnything(outcome.addOn)) addOns.push(outcome.addOn);
    if (outcome.seat) seats.push(outcome.seat);
  }
  return { ok: true, addOns, seats };
}
