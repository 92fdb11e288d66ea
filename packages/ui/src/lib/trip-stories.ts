import type { Segment, Trip, TripPrice } from "@wayfare/domain";

/** Story-only fixtures of domain trips (imported by *.stories.tsx, never by components). */
const AIRPORTS = {
  DEL: {
    code: "DEL",
    name: "Indira Gandhi International",
    city: "New Delhi",
    country: "India",
    terminal: "3",
  },
  BOM: {
    code: "BOM",
    name: "Chhatrapati Shivaji Maharaj International",
    city: "Mumbai",
    country: "India",
    terminal: "2",
  },
  BLR: {
    code: "BLR",
    name: "Kempegowda International",
    city: "Bengaluru",
    country: "India",
    terminal: "1",
  },
  DXB: {
    code: "DXB",
    name: "Dubai International",
    city: "Dubai",
    country: "United Arab Emirates",
    terminal: "3",
  },
} as const;

const AIRLINES = {
  "6E": { code: "6E", name: "IndiGo", isLcc: true },
  AI: { code: "AI", name: "Air India", isLcc: false },
  UK: { code: "UK", name: "Vistara", isLcc: false },
} as const;

type AirportCode = keyof typeof AIRPORTS;
type AirlineCode = keyof typeof AIRLINES;

export function storySegment(
  id: string,
  from: AirportCode,
  to: AirportCode,
  departureTime: string,
  arrivalTime: string,
  durationMinutes: number,
  airline: AirlineCode = "6E",
  flightNumber = "2131",
): Segment {
  return {
    id,
    departureAirport: { ...AIRPORTS[from] },
    arrivalAirport: { ...AIRPORTS[to] },
    departureTime,
    arrivalTime,
    durationMinutes,
    airline: { ...AIRLINES[airline] },
    flightNumber,
    stops: 0,
    stopovers: [],
  };
}

export function storyPrice(
  id: string,
  total: number,
  overrides: Partial<TripPrice> & {
    refundableType?: 0 | 1 | 2;
    mealIncluded?: boolean;
    checkIn?: string;
  } = {},
): TripPrice {
  const { refundableType = 0, mealIncluded = false, checkIn = "15 Kg", ...rest } = overrides;
  const taxes = Math.round(total / 8);
  return {
    id,
    fareIdentifier: "Published",
    fareType: "PUBLISHED",
    base: total - taxes,
    taxes,
    total,
    net: total,
    commission: 0,
    markup: 0,
    tds: 0,
    fareDetails: {
      ADULT: {
        base: total - taxes,
        taxes,
        baggage: { checkIn, cabin: "7 Kg" },
        cabinClass: "ECONOMY",
        refundableType,
        seatsRemaining: 9,
        mealIncluded,
        bookingClass: "Y",
        fareBasis: "YOWDEL",
      },
    },
    ...rest,
  };
}

/** DEL→BOM non-stop, IndiGo 6E 2131, two fares. */
export const directTrip: Trip = {
  id: "direct",
  segments: [storySegment("s1", "DEL", "BOM", "2026-12-01T06:10", "2026-12-01T08:25", 135)],
  prices: [
    storyPrice("p-saver", 465_000, { fareIdentifier: "Saver" }),
    storyPrice("p-flexi", 589_900, {
      fareIdentifier: "Flexi Plus",
      fareType: "FLEXI",
      refundableType: 1,
      mealIncluded: true,
      checkIn: "20 Kg",
    }),
  ],
};

/** DEL→BLR→BOM overnight on Air India, arriving the next day, three fares. */
export const connectingTrip: Trip = {
  id: "connecting",
  segments: [
    storySegment("c1", "DEL", "BLR", "2026-12-01T21:40", "2026-12-02T00:30", 170, "AI", "503"),
    storySegment("c2", "BLR", "BOM", "2026-12-02T02:15", "2026-12-02T04:00", 105, "UK", "851"),
  ],
  prices: [
    storyPrice("c-saver", 712_500, { fareIdentifier: "Saver" }),
    storyPrice("c-sme", 798_000, { fareIdentifier: "SME", fareType: "SME", refundableType: 2 }),
    storyPrice("c-flexi", 1_045_000, {
      fareIdentifier: "Flexi Plus",
      fareType: "FLEXI",
      refundableType: 1,
      mealIncluded: true,
      checkIn: "25 Kg",
    }),
  ],
};

/** A long-haul with long names: BOM→DXB. */
export const internationalTrip: Trip = {
  id: "international",
  segments: [
    storySegment("i1", "BOM", "DXB", "2026-12-01T23:55", "2026-12-02T01:50", 205, "AI", "983"),
  ],
  prices: [
    storyPrice("i-1", 2_345_678, { refundableType: 1, mealIncluded: true, checkIn: "30 Kg" }),
  ],
};

/** `count` direct trips with rising prices and spread departure times. */
export function manyTrips(count: number): Trip[] {
  return Array.from({ length: count }, (_, index) => {
    const hour = String(5 + (index % 18)).padStart(2, "0");
    const arrival = String(7 + (index % 18)).padStart(2, "0");
    return {
      id: `t${index}`,
      segments: [
        storySegment(
          `m${index}`,
          "DEL",
          "BOM",
          `2026-12-01T${hour}:00`,
          `2026-12-01T${arrival}:10`,
          130,
          index % 2 ? "AI" : "6E",
          String(100 + index),
        ),
      ],
      prices: [
        storyPrice(`mp${index}`, 400_000 + index * 12_500, {
          refundableType: index % 3 === 0 ? 1 : 0,
        }),
      ],
    };
  });
}

/**
 * An agent's view of a domestic return's onward trip: fares with commission and TDS (net =
 * total − commission + TDS), a TJ Flex fare sixth by display order, and a special-return fare.
 */
function agentPrice(
  id: string,
  total: number,
  commission: number,
  overrides: Parameters<typeof storyPrice>[2] = {},
): TripPrice {
  const tds = Math.round(commission / 50);
  return storyPrice(id, total, { commission, tds, net: total - commission + tds, ...overrides });
}

export const agentTrip: Trip = {
  id: "agent",
  segments: [storySegment("a1", "DEL", "BOM", "2026-12-01T06:10", "2026-12-01T08:25", 135)],
  prices: [
    agentPrice("a-published", 520_000, 3_600, { fareType: "PUBLISHED" }),
    agentPrice("a-sale", 465_000, 3_200, {
      fareIdentifier: "Sale",
      fareType: "SALE",
      fareDetails: {
        ADULT: { ...storyPrice("x", 465_000).fareDetails.ADULT, bookingClass: "O" },
      },
    }),
    agentPrice("a-sme", 545_000, 3_900, { fareIdentifier: "SME", fareType: "SME" }),
    agentPrice("a-family", 530_000, 3_700, { fareIdentifier: "Family", fareType: "PUBLISHED" }),
    agentPrice("a-flex", 610_000, 4_300, { fareIdentifier: "TJ Flex", fareType: "TJ_FLEX" }),
    agentPrice("a-special", 420_000, 2_900, {
      fareIdentifier: "Special Return",
      fareType: "SPECIAL_RETURN",
      specialReturnId: "SR-6E-2026-12-01-2026-12-05",
    }),
  ],
};
