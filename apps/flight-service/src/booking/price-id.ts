import {
  type CabinClass,
  cabinClassSchema,
  type FareType,
  fareTypeSchema,
  type Paise,
} from "@wayfare/domain";

export interface QuotedPrice {
  flights: { id: string; from: string; to: string; date: string }[];
  cabinClass: CabinClass;
  fareType: FareType;
  quotedTotal: Paise;
}

const FLIGHT_ID_PATTERN = /^[A-Z0-9]{2}\d{1,5}-([A-Z]{3})-([A-Z]{3})-(\d{4}-\d{2}-\d{2})$/;
const MAX_FLIGHTS_PER_LEG = 3;

/** Reads a price id of the search results (see priceIdOf); undefined for anything else. */
export function parsePriceId(priceId: string): QuotedPrice | undefined {
  const [trip, cabin, fare, total, ...rest] = priceId.split("#");
  if (!trip || rest.length > 0 || !total || !/^\d{1,12}$/.test(total)) return undefined;
  const cabinClass = cabinClassSchema.safeParse(cabin);
  const fareType = fareTypeSchema.safeParse(fare);
  if (!cabinClass.success || !fareType.success) return undefined;
  const ids = trip.split("~");
  if (ids.length > MAX_FLIGHTS_PER_LEG) return undefined;
  const flights = [];
  for (const id of ids) {
    const match = FLIGHT_ID_PATTERN.exec(id);
    if (!match) return undefined;
    flights.push({
      id,
      from: match[1] as string,
      to: match[2] as string,
      date: match[3] as string,
    });
  }
  return {
    flights,
    cabinClass: cabinClass.data,
    fareType: fareType.data,
    quotedTotal: Number(total) as Paise,
  };
}
