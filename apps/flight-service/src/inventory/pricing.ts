import {
  airTicketGst,
  type CabinClass,
  type FareDetail,
  type FareType,
  fromRupees,
  type Paise,
  type PaxInfo,
  percentOf,
  type TripPrice,
} from "@wayfare/domain";
import { airline } from "../reference/airlines";
import { isDomesticAirport } from "../reference/airports";
import { AIRCRAFT_TYPES, cabinOf, cabinSeatCount } from "./aircraft";
import type { Itinerary } from "./connections";
import { type FareAudience, type FareProduct, fareBasis, fareProducts } from "./fare-products";
import { daysBetween } from "./local-time";
import { METRO_HUBS, routeServices } from "./network";
import { draw, hashText } from "./prng";
import { flightDistanceKm, type ScheduledFlight } from "./schedule";

/**
 * Prices of an itinerary. A cabin's reference fare grows with distance (DEL–BOM economy
 * about ₹4,800 before taxes); each flight-date has a demand factor; fares rise as departure
 * nears and at peak hours and weekends. Taxes: airport charges per flight, fuel surcharge
 * (YQ) on international flights, and GST on the fare when the journey starts in India
 * (5 % economy, 18 % other cabins: the domain's airTicketGst). Children pay the adult fare
 * on LCCs and 75 % elsewhere; infants 10 % (at least ₹1,250) and GST only. Agents earn a
 * commission on adult and child base fares, less 2 % TDS (Income-tax Act s.194H); net =
 * total − commission + TDS. Corporate fares carry no commission.
 */
export interface PricingContext {
  cabinClass: CabinClass;
  paxInfo: PaxInfo;
  /** Today in India (yyyy-mm-dd): sets days to departure. */
  today: string;
  supplyDate: Date;
  audiences: ReadonlySet<FareAudience>;
}

const CABIN_MULTIPLIER: Record<CabinClass, { domestic: number; international: number }> = {
  ECONOMY: { domestic: 1, international: 1 },
  MIXED: { domestic: 1, international: 1 },
  PREMIUM_ECONOMY: { domestic: 1.9, international: 1.9 },
  BUSINESS: { domestic: 3.4, international: 4.2 },
  FIRST: { domestic: 8, international: 8 },
};
const AVIATION_SECURITY_FEE = 236;
const CONNECTION_DISCOUNT = 0.9;
export const TDS_ON_COMMISSION_BASIS_POINTS = 200;
const INFANT_SHARE = 0.1;
const INFANT_MINIMUM = 1_250;
const CHILD_SHARE_FULL_SERVICE = 0.75;

/** What a fare depends on besides the day: where a flight goes, and how far. */
type Leg = Pick<ScheduledFlight, "from" | "to" | "distanceKm">;

function referenceFare(leg: Leg, cabinClass: CabinClass): number {
  const domestic = isDomesticAirport(leg.from) && isDomesticAirport(leg.to);
  const economy = domestic
    ? Math.max(2_200, 1_400 + 3 * leg.distanceKm)
    : 2_500 + 4.6 * leg.distanceKm;
  return economy * CABIN_MULTIPLIER[cabinClass][domestic ? "domestic" : "international"];
}

function advanceFactor(days: number): number {
  if (days <= 1) return 1.6;
  if (days <= 3) return 1.4;
  if (days <= 7) return 1.22;
  if (days <= 14) return 1.1;
  if (days <= 30) return 1;
  return days <= 60 ? 0.95 : 0.92;
}

const DEMAND_BUCKETS = 4;
const DEMAND = { lowest: 0.85, spread: 0.45, peak: 1.08, redEye: 0.92, weekend: 1.06 };

const isRedEye = (hour: number) => hour >= 23 || hour < 5;

/**
 * The lowest demand factor of a leg's flights on these airlines: the lowest bucket, on a
 * red-eye if the timetable has one (an hour either side: a departure in a summer-time gap
 * shows an hour off).
 */
function lowestDemandFactor(leg: Leg, airlines: readonly string[]): number {
  const redEye = routeServices(leg.from, leg.to).some(
    (service) =>
      airlines.includes(service.airline) &&
      service.departures.some((minutes) =>
        [-1, 0, 1].some((shift) => isRedEye((Math.floor(minutes / 60) + shift + 24) % 24)),
      ),
  );
  return redEye ? DEMAND.lowest * DEMAND.redEye : DEMAND.lowest;
}

/**
 * A flight's own random draws (demand bucket, seats per booking class): its id is hashed once
 * and kept with the flight, as a search prices each flight in many connections.
 */
const flightSeeds = new WeakMap<ScheduledFlight, number>();
const salts = new Map<string, number>();
function flightRandom(flight: ScheduledFlight, what: string): number {
  let seed = flightSeeds.get(flight);
  if (seed === undefined) {
    seed = hashText(flight.id);
    flightSeeds.set(flight, seed);
  }
  let salt = salts.get(what);
  if (salt === undefined) {
    salt = hashText(what);
    salts.set(what, salt);
  }
  return draw(seed, salt);
}

/** Each flight's demand factor, worked out once: floors and prices ask for it again. */
const demandFactors = new WeakMap<ScheduledFlight, number>();

function demandFactor(flight: ScheduledFlight): number {
  let factor = demandFactors.get(flight);
  if (factor === undefined) {
    factor = newDemandFactor(flight);
    demandFactors.set(flight, factor);
  }
  return factor;
}

function newDemandFactor(flight: ScheduledFlight): number {
  const hour = Number(flight.departureLocal.slice(11, 13));
  const peak = (hour >= 6 && hour < 9) || (hour >= 17 && hour < 21) ? DEMAND.peak : 1;
  const redEye = isRedEye(hour) ? DEMAND.redEye : 1;
  const weekday = new Date(`${flight.date}T00:00:00Z`).getUTCDay();
  const weekend = weekday === 5 || weekday === 0 ? DEMAND.weekend : 1;
  // Airlines file fares in a few buckets, not per flight: flights of a carrier in the same
  // bucket and time band sell at the same price (J§5 same-price groups exist in real results).
  const bucket = Math.floor(flightRandom(flight, "demand") * DEMAND_BUCKETS);
  const demand = DEMAND.lowest + (bucket / (DEMAND_BUCKETS - 1)) * DEMAND.spread;
  return demand * peak * redEye * weekend;
}

function airportCharges(leg: Leg): number {
  if (!isDomesticAirport(leg.from)) return 1_500;
  if (!isDomesticAirport(leg.to)) return 1_200 + AVIATION_SECURITY_FEE;
  const metro = (METRO_HUBS as readonly string[]).includes(leg.from);
  return (metro ? 620 : 380) + AVIATION_SECURITY_FEE;
}

function fuelSurcharge(leg: Leg): number {
  const international = !(isDomesticAirport(leg.from) && isDomesticAirport(leg.to));
  return international ? Math.round(0.45 * leg.distanceKm) : 0;
}

/** The seats a fare class of a flight offers (before any sale is counted). */
export function seatsLeft(
  flight: ScheduledFlight,
  product: FareProduct,
  cabinClass: CabinClass,
  days: number,
) {
  const layout = cabinOf(AIRCRAFT_TYPES[flight.aircraft], cabinClass);
  if (!layout) return 0;
  const scarce = days <= 3 ? 4 : 9;
  const seats = Math.floor(flightRandom(flight, `seats|${product.rbd}`) * (scarce + 1));
  const open = flightRandom(flight, `open|${product.rbd}`) < 0.85 ? 1 : 0;
  return Math.min(cabinSeatCount(layout), seats + open);
}

function commissionBasisPoints(isLcc: boolean, international: boolean, product: FareProduct) {
  if (product.audience === "CORPORATE") return 0;
  if (isLcc) return 80;
  return international ? 500 : 300;
}

interface PaxFare {
  base: Paise;
  taxes: Paise;
}

/** A journey's taxes besides GST (airport charges and fuel surcharge), and whether GST is due. */
interface Taxes {
  fixed: number;
  gst: boolean;
}

function taxesOf(legs: readonly Leg[]): Taxes {
  return {
    fixed: legs.reduce((sum, leg) => sum + airportCharges(leg) + fuelSurcharge(leg), 0),
    gst: isDomesticAirport(legs[0]?.from ?? ""),
  };
}

function paxFare(base: number, taxes: Taxes, cabinClass: CabinClass, supplyDate: Date): PaxFare {
  const basePaise = fromRupees(Math.round(base));
  const gstPaise = taxes.gst ? airTicketGst(basePaise, cabinClass, supplyDate) : 0;
  return { base: basePaise, taxes: fromRupees(Math.round(taxes.fixed)) + gstPaise };
}

/** What pricing needs besides the party: fares for one adult depend on nothing else. */
export type FareContext = Omit<PricingContext, "paxInfo">;

/** Fares are filed per cabin; a mixed-cabin search is priced in economy. */
const pricedCabin = (cabinClass: CabinClass): CabinClass =>
  cabinClass === "MIXED" ? "ECONOMY" : cabinClass;

/**
 * The adult fare of a journey of `flights` flights taxed so, in a product of the given
 * multiplier, `days` before departure; `reference` sums its flights' reference fares times
 * their demand factors.
 */
function adultPricing(
  flights: number,
  taxes: Taxes,
  reference: number,
  days: number,
  ctx: FareContext,
) {
  const cabinClass = pricedCabin(ctx.cabinClass);
  const discount = flights > 1 ? CONNECTION_DISCOUNT : 1;
  const fare = reference * discount * advanceFactor(days);
  return (multiplier: number) => {
    const base = fare * multiplier;
    return { base, fare: paxFare(base, taxes, cabinClass, ctx.supplyDate) };
  };
}

/** An itinerary's fare in one product for one adult, and the seats the product offers on it. */
export interface AdultFare {
  product: FareProduct;
  /** The cabin the fare is filed in. */
  cabinClass: CabinClass;
  seats: number;
  /** Before rounding: a child's and an infant's fares are shares of it. */
  base: number;
  fare: PaxFare;
}

/** An itinerary's fares for one adult, one per fare product the audiences may buy. */
export function adultFares(itinerary: Itinerary, ctx: FareContext): AdultFare[] {
  const first = itinerary[0] as ScheduledFlight;
  const cabinClass = pricedCabin(ctx.cabinClass);
  const days = daysBetween(ctx.today, first.date);
  const reference = itinerary.reduce(
    (sum, flight) => sum + referenceFare(flight, cabinClass) * demandFactor(flight),
    0,
  );
  const price = adultPricing(itinerary.length, taxesOf(itinerary), reference, days, ctx);
  return fareProducts(cabinClass, airline(first.airline).isLcc)
    .filter((product) => ctx.audiences.has(product.audience))
    .map((product) => ({
      product,
      cabinClass,
      seats: Math.min(...itinerary.map((flight) => seatsLeft(flight, product, cabinClass, days))),
      ...price(product.multiplier),
    }));
}

/**
 * Floors under the adult total of the itineraries through `airports` on one of `airlines`,
 * by days before departure and the flights already chosen for the first legs: each other
 * flight at the lowest demand factor of its leg, in the cheapest product the audiences may buy (the
 * taxes are the journey's own, and GST grows with the base).
 */
export function adultTotalFloor(
  airports: readonly string[],
  airlines: Iterable<string>,
  ctx: FareContext,
): (days: number, chosen?: Itinerary) => number {
  const cabinClass = pricedCabin(ctx.cabinClass);
  const legs = airports.slice(1).map((to, index) => {
    const from = airports[index] as string;
    return { from, to, distanceKm: flightDistanceKm(from, to) };
  });
  const carriers = [...airlines];
  const lowest = legs.map(
    (leg) => referenceFare(leg, cabinClass) * lowestDemandFactor(leg, carriers),
  );
  const multiplier = Math.min(
    ...carriers.flatMap((code) =>
      fareProducts(cabinClass, airline(code).isLcc)
        .filter((product) => ctx.audiences.has(product.audience))
        .map((product) => product.multiplier),
    ),
  );
  if (multiplier === Number.POSITIVE_INFINITY) return () => Number.POSITIVE_INFINITY;
  const taxes = taxesOf(legs);
  return (days, chosen = []) => {
    const reference = lowest.reduce((sum, floor, index) => {
      const flight = chosen[index];
      return sum + (flight ? referenceFare(flight, cabinClass) * demandFactor(flight) : floor);
    }, 0);
    const { fare } = adultPricing(legs.length, taxes, reference, days, ctx)(multiplier);
    return fare.base + fare.taxes;
  };
}

export function tripId(itinerary: Itinerary): string {
  return itinerary.map((flight) => flight.id).join("~");
}

/**
 * A price id names the flights, cabin and fare type, and the total it was quoted at: the
 * review re-derives the fare from the first three and reports a change against the last.
 */
export function priceIdOf(
  itinerary: Itinerary,
  cabinClass: CabinClass,
  fareType: FareType,
  total: Paise,
): string {
  return `${tripId(itinerary)}#${cabinClass}#${fareType}#${total}`;
}

/** The prices of an itinerary in a cabin, one per fare product the audience may see. */
export function priceItinerary(itinerary: Itinerary, ctx: PricingContext): TripPrice[] {
  const first = itinerary[0] as ScheduledFlight;
  const carrier = airline(first.airline);
  const international = !itinerary.every(
    (flight) => isDomesticAirport(flight.from) && isDomesticAirport(flight.to),
  );
  const journeyTaxes = taxesOf(itinerary);
  const season = (Number(first.date.slice(5, 7)) % 9) + 1;
  const { ADULT, CHILD, INFANT } = ctx.paxInfo;
  const prices: TripPrice[] = [];
  for (const fare of adultFares(itinerary, ctx)) {
    const { product, cabinClass, seats, fare: adult } = fare;
    if (seats < ADULT + CHILD) continue;
    const childShare = carrier.isLcc ? 1 : CHILD_SHARE_FULL_SERVICE;
    const child = paxFare(fare.base * childShare, journeyTaxes, cabinClass, ctx.supplyDate);
    const infant = paxFare(
      Math.max(INFANT_MINIMUM, fare.base * INFANT_SHARE),
      { ...journeyTaxes, fixed: 0 },
      cabinClass,
      ctx.supplyDate,
    );
    const detail = (fare: PaxFare): FareDetail => ({
      base: fare.base,
      taxes: fare.taxes,
      baggage: {
        checkIn: `${international ? product.checkInKg + 10 : product.checkInKg} Kg`,
        cabin: `${product.cabinKg} Kg`,
      },
      cabinClass,
      refundableType: product.refundableType,
      seatsRemaining: seats,
      mealIncluded: product.meal || (international && !carrier.isLcc),
      bookingClass: product.rbd,
      fareBasis: fareBasis(product, season, international),
      cancellationFee:
        product.cancellationFee === null
          ? null
          : fromRupees(product.cancellationFee * (international ? 2 : 1)),
      dateChangeFee:
        product.dateChangeFee === null
          ? null
          : fromRupees(product.dateChangeFee * (international ? 2 : 1)),
    });
    const base = adult.base * ADULT + child.base * CHILD + infant.base * INFANT;
    const taxes = adult.taxes * ADULT + child.taxes * CHILD + infant.taxes * INFANT;
    const rate = commissionBasisPoints(carrier.isLcc, international, product);
    const commission = percentOf(adult.base, rate) * ADULT + percentOf(child.base, rate) * CHILD;
    const tds = percentOf(commission, TDS_ON_COMMISSION_BASIS_POINTS);
    prices.push({
      id: priceIdOf(itinerary, cabinClass, product.fareType, base + taxes),
      fareIdentifier: product.identifier,
      fareType: product.fareType,
      base,
      taxes,
      total: base + taxes,
      net: base + taxes - commission + tds,
      commission,
      markup: 0,
      tds,
      fareDetails: {
        ADULT: detail(adult),
        ...(CHILD > 0 ? { CHILD: detail(child) } : {}),
        ...(INFANT > 0 ? { INFANT: detail(infant) } : {}),
      },
    });
  }
  return prices;
}
