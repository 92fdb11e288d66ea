import {
  type CatalogueError,
  catalogueError,
  type PaxInfo,
  PREFERRED_FARE_TYPES,
  type SearchQuery,
  searchQueryErrors,
  type TokenSubject,
  type Trip,
  type TripPrice,
} from "@wayfare/domain";
import type { SeatClaim, SupplierAllotmentRow } from "../db/schema";
import { itinerariesOn } from "../inventory/connections";
import { fareProducts } from "../inventory/fare-products";
import { daysBetween, indiaToday } from "../inventory/local-time";
import { priceItinerary, seatsLeft, tripId } from "../inventory/pricing";
import { flightsOn, type ScheduledFlight } from "../inventory/schedule";
import { segmentOf } from "../inventory/trips";
import { airline } from "../reference/airlines";
import { isDomesticAirport } from "../reference/airports";
import { fareAudiences } from "../search/audiences";
import { COMBO_ID_SEPARATOR, roundTripWayPrice } from "../search/combo-trips";
import { allotmentClaim, allotmentKey, parseAllotmentPriceId } from "../supplier/allotment-claims";
import { allotmentPriceOf } from "../supplier/allotment-fares";
import { parsePriceId, type QuotedPrice } from "./price-id";

export interface RepricedLeg {
  trip: Trip;
  price: TripPrice;
  quotedTotal: number;
  claims: SeatClaim[];
  firstDepartureUtc: number;
}

export interface Repriced {
  legs: RepricedLeg[];
  isDomestic: boolean;
  /** The search the price ids came from. */
  query: SearchQuery;
}

type Outcome = { ok: true; value: Repriced } | { ok: false; errors: CatalogueError[] };

const invalid = (): Outcome => ({ ok: false, errors: [catalogueError("2504")] });
const unavailable = (): Outcome => ({ ok: false, errors: [catalogueError("1000")] });

function scheduledItinerary(quoted: QuotedPrice): ScheduledFlight[] | undefined {
  const flights = quoted.flights.map(({ id, from, to, date }) =>
    flightsOn(from, to, date).find((flight) => flight.id === id),
  );
  if (flights.some((flight) => flight === undefined)) return undefined;
  const itinerary = flights as ScheduledFlight[];
  const first = itinerary[0] as ScheduledFlight;
  const last = itinerary[itinerary.length - 1] as ScheduledFlight;
  const id = tripId(itinerary);
  const sold = itinerariesOn(first.from, last.to, first.date, false).some(
    (candidate) => tripId(candidate) === id,
  );
  return sold ? itinerary : undefined;
}

/** The search the selected price ids came from, so the search's own rules apply again. */
function impliedQuery(itineraries: ScheduledFlight[][], quoted: QuotedPrice[], paxInfo: PaxInfo) {
  const routeInfos = itineraries.map((itinerary) => ({
    fromCityOrAirport: (itinerary[0] as ScheduledFlight).from,
    toCityOrAirport: (itinerary[itinerary.length - 1] as ScheduledFlight).to,
    travelDate: (itinerary[0] as ScheduledFlight).date,
  }));
  const [onward, back] = routeInfos;
  const isReturn =
    routeInfos.length === 2 &&
    onward?.fromCityOrAirport === back?.toCityOrAirport &&
    onward?.toCityOrAirport === back?.fromCityOrAirport;
  const preferred = PREFERRED_FARE_TYPES.find((type) =>
    quoted.some((price) => price.fareType === type),
  );
  const query: SearchQuery = {
    tripType: routeInfos.length === 1 ? "ONEWAY" : isReturn ? "RETURN" : "MULTICITY",
    routeInfos,
    cabinClass: (quoted[0] as QuotedPrice).cabinClass,
    paxInfo,
    preferredAirlines: [],
    fareType: preferred ?? "REGULAR",
    searchModifiers: {},
  };
  return query;
}

function seatClaims(itinerary: ScheduledFlight[], price: TripPrice, today: string): SeatClaim[] {
  const { cabinClass, bookingClass } = price.fareDetails.ADULT;
  const first = itinerary[0] as ScheduledFlight;
  const days = daysBetween(today, first.date);
  return itinerary.map((flight) => {
    const product = fareProducts(cabinClass, airline(flight.airline).isLcc).find(
      (candidate) => candidate.fareType === price.fareType,
    );
    return {
      flightNumber: `${flight.airline}${flight.flightNumber}`,
      flightDate: flight.date,
      cabinClass,
      bookingClass,
      capacity: product ? seatsLeft(flight, product, cabinClass, days) : 0,
    };
  });
}

/** A special-return fare is sold only as a pair of one carrier, onward and back. */
function specialReturnPaired(quoted: QuotedPrice[], itineraries: ScheduledFlight[][]): boolean {
  const special = quoted.filter((price) => price.fareType === "SPECIAL_RETURN");
  if (special.length === 0) return true;
  const carriers = new Set(itineraries.map((itinerary) => itinerary[0]?.airline));
  return special.length === 2 && quoted.length === 2 && carriers.size === 1;
}

/** A combined round trip: both ways on one carrier and fare type, abroad and back. */
function comboPaired(quoted: QuotedPrice[], itineraries: ScheduledFlight[][], query: SearchQuery) {
  const carriers = new Set(itineraries.map((itinerary) => itinerary[0]?.airline));
  const fareTypes = new Set(quoted.map((price) => price.fareType));
  return query.tripType === "RETURN" && carriers.size === 1 && fareTypes.size === 1;
}

/**
 * The fares of the selected price ids derived again from the inventory, never from the
 * client: the flights must exist and be sold as that itinerary, the fare must still be open
 * to this user and party, and the party must pass the search's own checks (1001–1006). A
 * combined round trip (one id, its two ways joined) is priced way by way at the round-trip
 * discount. A Supplier fare (decision 0082) is priced from its row among `allotments` (the
 * on-sale rows the caller read, allotmentsOnSale); without them its id is not one to take.
 */
export function reprice(
  priceIds: readonly string[],
  paxInfo: PaxInfo,
  subject: TokenSubject,
  now: Date,
  allotments?: ReadonlyMap<string, SupplierAllotmentRow>,
): Outcome {
  const isCombo = priceIds.length === 1 && priceIds[0]?.includes(COMBO_ID_SEPARATOR) === true;
  const ids = isCombo ? (priceIds[0] as string).split(COMBO_ID_SEPARATOR) : priceIds;
  if (isCombo && ids.length !== 2) return invalid();
  const supplied = ids.map((id) => (allotments ? parseAllotmentPriceId(id) : undefined));
  if (isCombo && supplied.some(Boolean)) return invalid();
  const quoted = ids.map((id, index) => supplied[index]?.quoted ?? parsePriceId(id));
  if (quoted.some((price) => price === undefined)) return invalid();
  const prices = quoted as QuotedPrice[];
  if (new Set(prices.map((price) => price.cabinClass)).size > 1) return invalid();
  const itineraries = prices.map(scheduledItinerary);
  if (itineraries.some((itinerary) => itinerary === undefined)) return unavailable();
  const scheduled = itineraries as ScheduledFlight[][];
  if (!specialReturnPaired(prices, scheduled)) return invalid();
  const { today, todayDate } = indiaToday(now);
  const query = impliedQuery(scheduled, prices, paxInfo);
  const queryErrors = searchQueryErrors(query, todayDate);
  if (queryErrors.length > 0) return { ok: false, errors: queryErrors };
  const isDomestic = scheduled
    .flat()
    .every((f) => isDomesticAirport(f.from) && isDomesticAirport(f.to));
  if (isCombo && (isDomestic || !comboPaired(prices, scheduled, query))) return invalid();
  const pricing = {
    cabinClass: query.cabinClass,
    paxInfo,
    today,
    supplyDate: now,
    audiences: fareAudiences(query, isDomestic, subject),
  };
  const legs: RepricedLeg[] = [];
  for (const [index, itinerary] of scheduled.entries()) {
    const quotedPrice = prices[index] as QuotedPrice;
    const first = itinerary[0] as ScheduledFlight;
    if (first.departureUtc <= now.getTime()) return unavailable();
    const allotmentQuote = supplied[index];
    if (allotmentQuote) {
      const row = allotments?.get(allotmentKey(allotmentQuote));
      const flight = `${first.airline}${first.flightNumber}`;
      const sold = row?.flightNumber === flight && row.flightDate === first.date;
      if (!row || !sold || row.cabinClass !== quotedPrice.cabinClass) return unavailable();
      const trip = { id: tripId(itinerary), segments: itinerary.map(segmentOf) };
      const price = allotmentPriceOf(trip, row, paxInfo, row.seats);
      legs.push({
        trip: { ...trip, prices: [price] },
        price,
        quotedTotal: quotedPrice.quotedTotal,
        claims: [allotmentClaim(row)],
        firstDepartureUtc: first.departureUtc,
      });
      continue;
    }
    const oneWay = priceItinerary(itinerary, pricing).find(
      (candidate) => candidate.fareType === quotedPrice.fareType,
    );
    if (!oneWay) return unavailable();
    const price = isCombo ? roundTripWayPrice(oneWay, paxInfo) : oneWay;
    legs.push({
      trip: { id: tripId(itinerary), segments: itinerary.map(segmentOf), prices: [price] },
      price,
      quotedTotal: quotedPrice.quotedTotal,
      claims: seatClaims(itinerary, price, today),
      firstDepartureUtc: first.departureUtc,
    });
  }
  return { ok: true, value: { legs, isDomestic, query } };
}
