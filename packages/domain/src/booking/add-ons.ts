import type { PaxType } from "../catalogues/pax-types";
import { INFANT_MEAL_CODE } from "../catalogues/special-services";
import { addMoney, type Paise, paise } from "../money/money";
import { fastForwardTotal } from "./fast-forward";

/**
 * Add-ons (J§2: seats, meals, baggage, fast forward, wheelchair; J§3: a seat has seatNo
 * and seatFare; added-SSR totals per kind). The passenger rules are ours where the spec
 * is silent, following airline practice: an infant travels on an adult's lap, so takes no
 * seat, no fast forward, no extra baggage and no wheelchair, and eats the baby meal; exit
 * rows are for adults able to help in an evacuation, so not for children, infants, or an
 * adult carrying an infant.
 */
export const SEAT_TYPES = ["window", "middle", "aisle"] as const;
export type SeatType = (typeof SEAT_TYPES)[number];

export const SEAT_FEATURES = ["extraLegroom", "exitRow", "front"] as const;
export type SeatFeature = (typeof SEAT_FEATURES)[number];

export const SEAT_STATUSES = ["available", "occupied", "blocked"] as const;
export type SeatStatus = (typeof SEAT_STATUSES)[number];

/** The seat-map legend (J§3 "Seat maps … with legend"). */
export const SEAT_LEGEND = [
  { key: "free", label: "Free seat" },
  { key: "paid", label: "Paid seat" },
  { key: "extraLegroom", label: "Extra legroom" },
  { key: "exitRow", label: "Exit row (adults only)" },
  { key: "front", label: "Front rows" },
  { key: "occupied", label: "Occupied" },
  { key: "blocked", label: "Not available" },
  { key: "selected", label: "Your selection" },
] as const;

export const ADD_ON_MESSAGES = {
  infantSeat: "Infants travel on an adult's lap and take no seat",
  exitRow: "Exit row seats are for adults not travelling with an infant",
  infantService: "This service is not available for infants",
  infantMeal: "Infants can only have the baby meal",
  babyMeal: "The baby meal is for infants only",
  unknownPassenger: "No such passenger in this booking",
  unknownSegment: "No such flight in this booking",
  repeated: "Choose add-ons once per passenger and flight",
  seatTwice: "A seat can be chosen for one passenger only",
  unknownSeat: "No such seat on this flight",
  unknownMeal: "No such meal on this flight",
  unknownBaggage: "No such baggage option on this flight",
  noFastForward: "Fast forward is not sold on this flight",
} as const;

export interface AddOnPassenger {
  type: PaxType;
  /** An adult with an infant on their lap. */
  carriesInfant: boolean;
}

/** Each infant is carried by one adult: the first adults of the booking carry them. */
export function addOnPassengers(types: readonly PaxType[]): AddOnPassenger[] {
  const infants = types.filter((type) => type === "INFANT").length;
  let carriers = 0;
  return types.map((type) => {
    const carriesInfant = type === "ADULT" && carriers < infants;
    if (carriesInfant) carriers += 1;
    return { type, carriesInfant };
  });
}

/** Why a passenger may not sit in a seat with these features, or undefined when they may. */
export function seatRestriction(
  passenger: AddOnPassenger,
  features: readonly SeatFeature[],
): string | undefined {
  if (passenger.type === "INFANT") return ADD_ON_MESSAGES.infantSeat;
  const adultOnly = passenger.type === "CHILD" || passenger.carriesInfant;
  if (adultOnly && features.includes("exitRow")) return ADD_ON_MESSAGES.exitRow;
  return undefined;
}

/** Fast forward, extra baggage and wheelchair: for adults and children. */
export function serviceRestriction(type: PaxType): string | undefined {
  return type === "INFANT" ? ADD_ON_MESSAGES.infantService : undefined;
}

export function mealRestriction(type: PaxType, mealCode: string): string | undefined {
  const babyMeal = mealCode === INFANT_MEAL_CODE;
  if (type === "INFANT" && !babyMeal) return ADD_ON_MESSAGES.infantMeal;
  if (type !== "INFANT" && babyMeal) return ADD_ON_MESSAGES.babyMeal;
  return undefined;
}

export interface AddOnChoice {
  segmentId: string;
  passengerIndex: number;
  seatNo?: string | undefined;
}

/**
 * The structural problems of a set of choices: unknown passengers or flights, a passenger
 * chosen for twice on one flight, one seat given to two passengers.
 */
export function addOnChoiceErrors(
  choices: readonly AddOnChoice[],
  passengerCount: number,
  segmentIds: readonly string[],
): string[] {
  const errors = new Set<string>();
  const pairs = new Set<string>();
  const seats = new Set<string>();
  for (const choice of choices) {
    if (choice.passengerIndex >= passengerCount) errors.add(ADD_ON_MESSAGES.unknownPassenger);
    if (!segmentIds.includes(choice.segmentId)) errors.add(ADD_ON_MESSAGES.unknownSegment);
    const pair = `${choice.segmentId}|${choice.passengerIndex}`;
    if (pairs.has(pair)) errors.add(ADD_ON_MESSAGES.repeated);
    pairs.add(pair);
    if (choice.seatNo === undefined) continue;
    const seat = `${choice.segmentId}|${choice.seatNo}`;
    if (seats.has(seat)) errors.add(ADD_ON_MESSAGES.seatTwice);
    seats.add(seat);
  }
  return [...errors];
}

/** One passenger's priced add-ons on one flight. */
export interface PricedAddOn {
  segmentId: string;
  paxType: PaxType;
  seatFare?: Paise | undefined;
  mealPrice?: Paise | undefined;
  baggagePrice?: Paise | undefined;
  /** The flight's fast-forward unit amount, when this passenger takes it. */
  fastForwardUnit?: Paise | undefined;
}

export interface AddOnCharges {
  seatCharges: Paise;
  mealCharges: Paise;
  baggageCharges: Paise;
  fastForwardCharges: Paise;
}

function fastForwardCharges(addOns: readonly PricedAddOn[]): Paise {
  const bySegment = new Map<string, PricedAddOn[]>();
  for (const addOn of addOns) {
    if (addOn.fastForwardUnit === undefined) continue;
    bySegment.set(addOn.segmentId, [...(bySegment.get(addOn.segmentId) ?? []), addOn]);
  }
  const totals = [...bySegment.values()].map((taking) =>
    fastForwardTotal(taking[0]?.fastForwardUnit ?? paise(0), {
      adults: taking.filter((addOn) => addOn.paxType === "ADULT").length,
      children: taking.filter((addOn) => addOn.paxType === "CHILD").length,
      inactivePassengers: 0,
    }),
  );
  return addMoney(paise(0), ...totals);
}

/** The fare-summary lines of the added SSRs (J§3 fare summary: meal/baggage/seat charges). */
export function addOnCharges(addOns: readonly PricedAddOn[]): AddOnCharges {
  const sum = (pick: (addOn: PricedAddOn) => Paise | undefined) =>
    addMoney(paise(0), ...addOns.map((addOn) => pick(addOn) ?? paise(0)));
  return {
    seatCharges: sum((addOn) => addOn.seatFare),
    mealCharges: sum((addOn) => addOn.mealPrice),
    baggageCharges: sum((addOn) => addOn.baggagePrice),
    fastForwardCharges: fastForwardCharges(addOns),
  };
}
