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
import { METRO_HUBS } from "./network";
import { draw, hashText } from "./prng";
import type { ScheduledFlight } from "./schedule";

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

function referenceFare(flight: ScheduledFlight, cabinClass: CabinClass): number {
  const domestic = isDomesticAirport(flight.from) && isDomesticAirport(flight.to);
  const economy = domestic
    ? Math.max(2_200, 1_400 + 3 * flight.distanceKm)
    : 2_500 + 4.6 * flight.distanceKm;
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

function demandFactor(flight: ScheduledFlight): number {
  const hour = Number(flight.departureLocal.slice(11, 13));
  const peak = (hour >= 6 && hour < 9) || (hour >= 17 && hour < 21) ? 1.08 : 1;
  const redEye = hour >= 23 || hour < 5 ? 0.92 : 1;
  const weekday = new Date(`${flight.date}T00:00:00Z`).getUTCDay();
  const weekend = weekday === 5 || weekday === 0 ? 1.06 : 1;
  // Airlines file fares in a few buckets, not per flight: flights of a carrier in the same
  // bucket and time band sell at the same price (J§5 same-price groups exist in real results).
  const bucket = Math.floor(flightRandom(flight, "demand") * DEMAND_BUCKETS);
  return (0.85 + (bucket / (DEMAND_BUCKETS - 1)) * 0.45) * peak * redEye * weekend;
}

function airportCharges(flight: ScheduledFlight): number {
  if (!isDomesticAirport(flight.from)) return 1_500;
  if (!isDomesticAirport(flight.to)) return 1_200 + AVIATION_SECURITY_FEE;
  const metro = (METRO_HUBS as readonly string[]).includes(flight.from);
  return (metro ? 620 : 380) + AVIATION_SECURITY_FEE;
}

function fuelSurcharge(flight: ScheduledFlight): number {
  const international = !(isDomesticAirport(flight.from) && isDomesticAirport(flight.to));
  return international ? Math.round(0.45 * flight.distanceKm) : 0;
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

function paxFare(
  base: number,
  fixedTaxes: number,
  cabinClass: CabinClass,
  ctx: PricingContext,
  gst: boolean,
): PaxFare {
  const basePaise = fromRupees(Math.round(base));
  const gstPaise = gst ? airTicketGst(basePaise, cabinClass, ctx.supplyDate) : 0;
  return { base: basePaise, taxes: fromRupees(Math.round(fixedTaxes)) + gstPaise };
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
  const gst = isDomesticAirport(first.from);
  const days = daysBetween(ctx.today, first.date);
  const cabinClass = ctx.cabinClass === "MIXED" ? "ECONOMY" : ctx.cabinClass;
  const reference = itinerary.reduce(
    (sum, flight) => sum + referenceFare(flight, cabinClass) * demandFactor(flight),
    0,
  );
  const discount = itinerary.length > 1 ? CONNECTION_DISCOUNT : 1;
  const fixedTaxes = itinerary.reduce(
    (sum, flight) => sum + airportCharges(flight) + fuelSurcharge(flight),
    0,
  );
  const season = (Number(first.date.slice(5, 7)) % 9) + 1;
  const prices: TripPrice[] = [];
  for (const product of fareProducts(cabinClass, carrier.isLcc)) {
    if (!ctx.audiences.has(product.audience)) continue;
    const seats = Math.min(
      ...itinerary.map((flight) => seatsLeft(flight, product, cabinClass, days)),
    );
    if (seats < ctx.paxInfo.ADULT + ctx.paxInfo.CHILD) continue;
    const adultBase = reference * discount * advanceFactor(days) * product.multiplier;
    const childShare = carrier.isLcc ? 1 : CHILD_SHARE_FULL_SERVICE;
    const adult = paxFare(adultBase, fixedTaxes, cabinClass, ctx, gst);
    const child = paxFare(adultBase * childShare, fixedTaxes, cabinClass, ctx, gst);
    const infant = paxFare(
      Math.max(INFANT_MINIMUM, adultBase * INFANT_SHARE),
      0,
      cabinClass,
      ctx,
      gst,
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
    const { ADULT, CHILD, INFANT } = ctx.paxInfo;
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
