import { AIRPORTS, airport, isDomesticAirport } from "../reference/airports";
import type { AircraftCode } from "./aircraft";
import { greatCircleKm } from "./geo";
import { hashText, seededRandom } from "./prng";

/**
 * The network: which carriers fly which airport pair, how often, on what aircraft and at
 * what local departure times. Stable from day to day like a published timetable; the date
 * only decides fares, seats and the few flights that do not operate daily (see schedule).
 */
export interface RouteService {
  airline: string;
  aircraft: AircraftCode;
  /** Local departure times, minutes after midnight, ascending. */
  departures: readonly number[];
  /** Technical stops are not modelled: every flight is non-stop. */
  flightNumbers: readonly string[];
}

export const METRO_HUBS = ["DEL", "BOM", "BLR", "MAA", "CCU", "HYD"] as const;
const LARGE = ["AMD", "PNQ", "GOI", "GOX", "COK", "TRV", "JAI", "LKO", "PAT", "GAU"];
const DOMESTIC_LCCS = ["6E", "QP", "SG", "IX"] as const;

type Tier = 1 | 2 | 3;
function tier(code: string): Tier {
  if ((METRO_HUBS as readonly string[]).includes(code)) return 1;
  return LARGE.includes(code) ? 2 : 3;
}

export const DOMESTIC_CODES = AIRPORTS.filter((entry) => isDomesticAirport(entry.code)).map(
  (entry) => entry.code,
);

export function distanceKm(from: string, to: string): number {
  return greatCircleKm(airport(from), airport(to));
}

/** The two metro hubs nearest a regional airport: its feeders besides DEL and BOM. */
function nearestHubs(code: string): string[] {
  return [...METRO_HUBS]
    .filter((hub) => hub !== code)
    .sort((a, b) => distanceKm(code, a) - distanceKm(code, b))
    .slice(0, 2);
}

function isDomesticRoute(a: string, b: string): boolean {
  const [ta, tb] = [tier(a), tier(b)];
  if (ta === 1 && tb === 1) return true;
  if (Math.min(ta, tb) === 1 && Math.max(ta, tb) === 2) return true;
  const distance = distanceKm(a, b);
  if (ta === 2 && tb === 2) return distance < 1_100;
  const [hub, regional] = ta < tb ? [a, b] : [b, a];
  if (tier(hub) === 1) return hub === "DEL" || hub === "BOM" || nearestHubs(regional).includes(hub);
  return distance < 450;
}

function pairKey(a: string, b: string): string {
  return a < b ? `${a}${b}` : `${b}${a}`;
}

function domesticCarriers(a: string, b: string): { airline: string; frequency: number }[] {
  const random = seededRandom("carriers", pairKey(a, b));
  const trunk = tier(a) === 1 && tier(b) === 1;
  const busiest = pairKey(a, b) === "BOMDEL" || pairKey(a, b) === "BLRDEL";
  if (trunk) {
    return [
      { airline: "6E", frequency: busiest ? 12 : random.int(5, 8) },
      { airline: "AI", frequency: busiest ? 8 : random.int(3, 5) },
      { airline: "QP", frequency: random.int(2, 4) },
      { airline: "SG", frequency: random.int(1, 3) },
      { airline: "IX", frequency: random.int(1, 3) },
    ];
  }
  const secondary = Math.min(tier(a), tier(b)) === 1 && Math.max(tier(a), tier(b)) === 2;
  const others = DOMESTIC_LCCS.slice(1).filter(() => random.next() < (secondary ? 0.6 : 0.3));
  return [
    { airline: "6E", frequency: secondary ? random.int(3, 5) : random.int(1, 3) },
    ...(secondary || random.next() < 0.5 ? [{ airline: "AI", frequency: random.int(1, 3) }] : []),
    ...others.map((airline) => ({ airline, frequency: random.int(1, 2) })),
  ];
}

/** Foreign airports by region: the region sets the departure banks of flights to it. */
const REGION: Record<string, "GULF" | "ASIA" | "EUROPE" | "AMERICA" | "NEIGHBOUR"> = {
  DXB: "GULF",
  AUH: "GULF",
  DOH: "GULF",
  MCT: "GULF",
  SIN: "ASIA",
  BKK: "ASIA",
  KUL: "ASIA",
  HKG: "ASIA",
  NRT: "ASIA",
  LHR: "EUROPE",
  FRA: "EUROPE",
  CDG: "EUROPE",
  JFK: "AMERICA",
  SFO: "AMERICA",
  CMB: "NEIGHBOUR",
  KTM: "NEIGHBOUR",
  MLE: "NEIGHBOUR",
  DAC: "NEIGHBOUR",
};

/** Departure banks (local minutes) from India to each region: red-eyes to the Gulf and Asia. */
const BANKS_FROM_INDIA = {
  GULF: [250, 590, 1_170, 1_315],
  ASIA: [1_410, 60, 585],
  EUROPE: [135, 810],
  AMERICA: [75, 1_290],
  NEIGHBOUR: [615, 880],
};
const BANKS_TO_INDIA = [140, 530, 920, 1_290];
/** Hub carriers' waves beyond their hub: three a day, so every arrival connects within 12 h. */
const BANKS_BEYOND_HUB = [130, 490, 850, 1_210];

interface InternationalService {
  airline: string;
  hub: string;
  destinations: readonly string[];
  aircraft: AircraftCode;
}

const GULF_GATEWAYS = ["DEL", "BOM", "BLR", "MAA", "HYD", "COK", "TRV", "CCJ", "AMD"];
const METROS = ["DEL", "BOM", "BLR", "MAA", "HYD", "CCU"];

/** Hub carriers' spokes, both directions: their Indian gateways and beyond-hub cities. */
const INTERNATIONAL: readonly InternationalService[] = [
  {
    airline: "EK",
    hub: "DXB",
    destinations: [...GULF_GATEWAYS, "CCU", "LHR", "FRA", "CDG", "JFK", "SFO", "SIN", "BKK"],
    aircraft: "77W",
  },
  {
    airline: "EY",
    hub: "AUH",
    destinations: ["DEL", "BOM", "BLR", "MAA", "HYD", "COK", "LHR", "FRA", "CDG", "JFK"],
    aircraft: "789",
  },
  {
    airline: "QR",
    hub: "DOH",
    destinations: [...GULF_GATEWAYS, "GOX", "CCU", "LHR", "FRA", "CDG", "JFK", "SFO", "MLE"],
    aircraft: "359",
  },
  {
    airline: "WY",
    hub: "MCT",
    destinations: ["DEL", "BOM", "BLR", "MAA", "HYD", "COK", "TRV", "CCJ", "LHR", "FRA"],
    aircraft: "789",
  },
  {
    airline: "SQ",
    hub: "SIN",
    destinations: [...METROS, "AMD", "LHR", "FRA", "CDG", "SFO", "NRT", "HKG"],
    aircraft: "359",
  },
  { airline: "TG", hub: "BKK", destinations: [...METROS, "NRT", "HKG", "LHR"], aircraft: "359" },
  { airline: "MH", hub: "KUL", destinations: [...METROS, "COK", "NRT"], aircraft: "333" },
  { airline: "CX", hub: "HKG", destinations: ["DEL", "BOM", "BLR", "SFO", "JFK"], aircraft: "359" },
  { airline: "NH", hub: "NRT", destinations: ["DEL", "BOM", "SFO", "JFK"], aircraft: "789" },
  {
    airline: "BA",
    hub: "LHR",
    destinations: ["DEL", "BOM", "BLR", "MAA", "HYD", "JFK", "SFO"],
    aircraft: "77W",
  },
  {
    airline: "LH",
    hub: "FRA",
    destinations: ["DEL", "BOM", "BLR", "MAA", "JFK", "SFO"],
    aircraft: "359",
  },
  { airline: "AF", hub: "CDG", destinations: ["DEL", "BOM", "BLR", "JFK", "SFO"], aircraft: "77W" },
  { airline: "UA", hub: "SFO", destinations: ["DEL", "NRT"], aircraft: "789" },
  {
    airline: "UL",
    hub: "CMB",
    destinations: ["DEL", "BOM", "BLR", "MAA", "HYD", "COK", "TRV", "MLE", "SIN", "BKK"],
    aircraft: "333",
  },
  { airline: "RA", hub: "KTM", destinations: ["DEL", "BOM", "BLR"], aircraft: "32A" },
  { airline: "BG", hub: "DAC", destinations: ["DEL", "CCU", "MAA"], aircraft: "738" },
  // Indian carriers abroad, listed from their Indian hubs.
  {
    airline: "AI",
    hub: "DEL",
    destinations: [
      ...["LHR", "FRA", "CDG", "JFK", "SFO", "NRT", "HKG", "SIN", "BKK", "KUL"],
      ...["DXB", "DOH", "KTM", "DAC", "MLE", "CMB"],
    ],
    aircraft: "359",
  },
  {
    airline: "AI",
    hub: "BOM",
    destinations: ["LHR", "FRA", "JFK", "SFO", "SIN", "DXB", "AUH", "DOH"],
    aircraft: "788",
  },
  { airline: "AI", hub: "BLR", destinations: ["LHR", "SFO", "SIN", "DXB"], aircraft: "788" },
  {
    airline: "6E",
    hub: "DEL",
    destinations: ["DXB", "AUH", "DOH", "MCT", "SIN", "BKK", "KUL", "KTM", "CMB", "DAC"],
    aircraft: "21N",
  },
  {
    airline: "6E",
    hub: "BOM",
    destinations: ["DXB", "AUH", "DOH", "MCT", "SIN", "BKK", "KUL", "MLE", "CMB"],
    aircraft: "21N",
  },
  ...["BLR", "HYD", "MAA", "CCU", "COK"].map(
    (hub): InternationalService => ({
      airline: "6E",
      hub,
      destinations: ["DXB", "AUH", "DOH", "SIN", "BKK"],
      aircraft: "32N",
    }),
  ),
  ...["COK", "TRV", "CCJ", "IXE", "MAA", "BLR", "HYD", "DEL", "BOM"].map(
    (hub): InternationalService => ({
      airline: "IX",
      hub,
      destinations: ["DXB", "AUH", "DOH", "MCT"],
      aircraft: "7M8",
    }),
  ),
];

function domesticAircraft(airline: string, distance: number): AircraftCode {
  if (airline === "6E") return distance < 450 ? "AT7" : distance > 1_300 ? "21N" : "32N";
  if (airline === "AI") return distance > 1_300 ? "321" : "32A";
  if (airline === "SG") return distance < 500 ? "DH8" : "738";
  return "7M8";
}

const FLIGHT_NUMBER_BASE: Record<string, number> = { "6E": 2000, QP: 1100, SG: 8100, IX: 1200 };

/** A carrier's flight number on a directed route: stable, odd outbound from the lower code. */
function flightNumber(airline: string, from: string, to: string, slot: number): string {
  const isDomesticLcc = airline in FLIGHT_NUMBER_BASE;
  const span = isDomesticLcc ? 3_400 : 440;
  const base = FLIGHT_NUMBER_BASE[airline] ?? 100;
  const pair = hashText(`${airline}|${pairKey(from, to)}`) % span;
  const even = from < to ? 1 : 0;
  return String(base + ((pair + slot * 7) % span) * 2 + even);
}

function spreadDepartures(from: string, to: string, airline: string, frequency: number): number[] {
  const random = seededRandom("times", airline, from, to);
  const first = 5 * 60 + 30;
  const window = 17 * 60;
  return Array.from({ length: frequency }, (_, slot) => {
    const planned = first + ((slot + random.next() * 0.8) * window) / frequency;
    return Math.round(planned / 5) * 5;
  }).sort((a, b) => a - b);
}

function internationalDepartures(from: string, to: string, airline: string): number[] {
  const random = seededRandom("banks", airline, from, to);
  if (!isDomesticAirport(from) && !isDomesticAirport(to)) {
    const skipped = random.int(0, BANKS_BEYOND_HUB.length - 1);
    return BANKS_BEYOND_HUB.filter((_, index) => index !== skipped);
  }
  const abroad = !isDomesticAirport(from);
  const region = REGION[abroad ? from : to];
  const banks = abroad ? BANKS_TO_INDIA : BANKS_FROM_INDIA[region ?? "GULF"];
  const count = region === "GULF" || region === "NEIGHBOUR" ? random.int(1, 2) : 1;
  const chosen = new Set<number>();
  while (chosen.size < count) chosen.add(random.pick(banks) + random.int(-3, 3) * 5);
  return [...chosen].map((minutes) => (minutes + 1_440) % 1_440).sort((a, b) => a - b);
}

function services(from: string, to: string): RouteService[] {
  if (isDomesticAirport(from) && isDomesticAirport(to)) {
    if (!isDomesticRoute(from, to)) return [];
    const distance = distanceKm(from, to);
    return domesticCarriers(from, to).map(({ airline, frequency }) => {
      const departures = spreadDepartures(from, to, airline, frequency);
      return {
        airline,
        aircraft: domesticAircraft(airline, distance),
        departures,
        flightNumbers: departures.map((_, slot) => flightNumber(airline, from, to, slot)),
      };
    });
  }
  return INTERNATIONAL.filter(
    (entry) =>
      (entry.hub === from && entry.destinations.includes(to)) ||
      (entry.hub === to && entry.destinations.includes(from)),
  ).map((entry) => {
    const departures = internationalDepartures(from, to, entry.airline);
    return {
      airline: entry.airline,
      aircraft: entry.aircraft,
      departures,
      flightNumbers: departures.map((_, slot) => flightNumber(entry.airline, from, to, slot)),
    };
  });
}

const cache = new Map<string, RouteService[]>();

/** Carriers flying from one airport to another, non-stop. */
export function routeServices(from: string, to: string): RouteService[] {
  const key = `${from}${to}`;
  let found = cache.get(key);
  if (!found) {
    found = services(from, to);
    cache.set(key, found);
  }
  return found;
}
