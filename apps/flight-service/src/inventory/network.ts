import { AIRPORTS, airport, isDomesticAirport } from "../reference/airports";
import type { AircraftCode } from "./aircraft";
import { greatCircleKm } from "./geo";
import { type Random, seededRandom } from "./prng";

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
/**
 * Where connections are made: the metros, the large airports, the regional airports the
 * domestic carriers connect through, and the foreign carriers' hubs.
 */
export const CONNECTION_POINTS: ReadonlySet<string> = new Set([
  ...METRO_HUBS,
  ...LARGE,
  ...["BBI", "NAG", "IDR", "VNS", "IXB", "CJB", "VTZ", "IXR"],
  ...["DXB", "AUH", "DOH", "MCT", "SIN", "KUL", "BKK", "HKG", "CMB", "LHR", "FRA", "CDG", "NRT"],
]);
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

/**
 * Non-stop flights a day each way between the metros, about what the 2025 timetables show,
 * shared 45 % IndiGo, 30 % Air India, then Akasa, SpiceJet and Air India Express.
 */
const METRO_DAILY_FLIGHTS: Record<string, number> = {
  BOMDEL: 46,
  BLRDEL: 46,
  BLRBOM: 32,
  DELHYD: 30,
  CCUDEL: 30,
  BLRHYD: 26,
  BOMHYD: 24,
  DELMAA: 22,
  BLRMAA: 22,
  BLRCCU: 20,
  HYDMAA: 20,
  BOMCCU: 18,
  BOMMAA: 16,
  CCUMAA: 16,
  CCUHYD: 16,
};
const METRO_SHARES = [
  ["6E", 0.45],
  ["AI", 0.3],
  ["QP", 0.1],
  ["SG", 0.08],
  ["IX", 0.07],
] as const;

function domesticCarriers(a: string, b: string): { airline: string; frequency: number }[] {
  const random = seededRandom("carriers", pairKey(a, b));
  const daily = METRO_DAILY_FLIGHTS[pairKey(a, b)];
  if (daily !== undefined) {
    return METRO_SHARES.map(([airline, share]) => ({
      airline,
      frequency: Math.max(1, Math.round(daily * share)),
    }));
  }
  const secondary = Math.min(tier(a), tier(b)) === 1 && Math.max(tier(a), tier(b)) === 2;
  const others = DOMESTIC_LCCS.slice(1).filter(() => random.next() < (secondary ? 0.6 : 0.3));
  return [
    { airline: "6E", frequency: secondary ? random.int(4, 7) : random.int(1, 3) },
    ...(secondary || random.next() < 0.5
      ? [{ airline: "AI", frequency: secondary ? random.int(2, 4) : random.int(1, 2) }]
      : []),
    ...others.map((airline) => ({ airline, frequency: random.int(1, secondary ? 3 : 2) })),
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
  GULF: [250, 590, 840, 1_050, 1_170, 1_315],
  ASIA: [1_410, 60, 585],
  EUROPE: [135, 810],
  AMERICA: [75, 1_290],
  NEIGHBOUR: [615, 880],
};
const BANKS_TO_INDIA = [140, 390, 530, 720, 920, 1_290];
/** Hub carriers' waves beyond their hub: three a day, so every arrival connects within 12 h. */
const BANKS_BEYOND_HUB = [130, 490, 850, 1_210];
/** Between Gulf hubs: every four hours. */
const BANKS_SHUTTLE = [60, 300, 540, 780, 1_020, 1_260];

interface InternationalService {
  airline: string;
  hub: string;
  destinations: readonly string[];
  aircraft: AircraftCode;
}

const GULF_GATEWAYS = ["DEL", "BOM", "BLR", "MAA", "HYD", "COK", "TRV", "CCJ", "AMD"];
const METROS = ["DEL", "BOM", "BLR", "MAA", "HYD", "CCU"];
/** The Gulf hub carriers also fly to each other's hubs. */
const gulfShuttles = (hub: string) => ["DXB", "DOH", "MCT"].filter((code) => code !== hub);

/** Hub carriers' spokes, both directions: their Indian gateways and beyond-hub cities. */
const INTERNATIONAL: readonly InternationalService[] = [
  {
    airline: "EK",
    hub: "DXB",
    destinations: [
      ...[...GULF_GATEWAYS, "CCU", "PNQ", "LHR", "FRA", "CDG", "JFK", "SFO", "SIN", "BKK"],
      ...gulfShuttles("DXB"),
    ],
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
    destinations: [
      ...[...GULF_GATEWAYS, "GOX", "CCU", "LHR", "FRA", "CDG", "JFK", "SFO", "MLE"],
      ...gulfShuttles("DOH"),
    ],
    aircraft: "359",
  },
  {
    airline: "WY",
    hub: "MCT",
    destinations: [
      ...["DEL", "BOM", "BLR", "MAA", "HYD", "COK", "TRV", "CCJ", "LKO", "LHR", "FRA"],
      ...gulfShuttles("MCT"),
    ],
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
    destinations: ["LHR", "FRA", "JFK", "SFO", "SIN", "DXB", "AUH", "DOH", "MCT"],
    aircraft: "788",
  },
  { airline: "AI", hub: "BLR", destinations: ["LHR", "SFO", "SIN", "DXB"], aircraft: "788" },
  ...["HYD", "MAA", "COK", "AMD"].map(
    (hub): InternationalService => ({
      airline: "AI",
      hub,
      destinations: ["DXB", "AUH", "DOH"],
      aircraft: "32N",
    }),
  ),
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
  ...["AMD", "PNQ", "LKO", "JAI", "GOX", "TRV", "CCJ"].map(
    (hub): InternationalService => ({
      airline: "6E",
      hub,
      destinations: ["DXB", "AUH", "DOH", "MCT"],
      aircraft: "32N",
    }),
  ),
  ...["DEL", "BOM", "AMD", "PNQ", "COK"].map(
    (hub): InternationalService => ({
      airline: "SG",
      hub,
      destinations: ["DXB", "DOH"],
      aircraft: "738",
    }),
  ),
  ...[
    ...["COK", "TRV", "CCJ", "IXE", "MAA", "BLR", "HYD", "DEL", "BOM", "LKO", "ATQ", "JAI"],
    ...["IXC", "STV", "TRZ", "AMD", "PNQ", "IXM", "GOX"],
  ].map(
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

/** Where each carrier's flight numbers start; odd outbound from the lower code, even back. */
const FLIGHT_NUMBER_BASE: Record<string, number> = { "6E": 2000, QP: 1100, SG: 8100, IX: 1200 };
const firstNumber = (airline: string) => FLIGHT_NUMBER_BASE[airline] ?? 100;

function spreadDepartures(from: string, to: string, airline: string, frequency: number): number[] {
  const random = seededRandom("times", airline, from, to);
  const first = 5 * 60 + 30;
  const window = 17 * 60;
  return Array.from({ length: frequency }, (_, slot) => {
    const planned = first + ((slot + random.next() * 0.8) * window) / frequency;
    return Math.round(planned / 5) * 5;
  }).sort((a, b) => a - b);
}

/** Daily frequencies abroad: more from Delhi and Mumbai, then the other metros; the Gulf most. */
function internationalFrequency(from: string, to: string, airline: string): number {
  const random = seededRandom("frequency", airline, from, to);
  const indian = isDomesticAirport(from) ? from : to;
  const region = REGION[indian === from ? to : from] ?? "GULF";
  const gateway = indian === "DEL" || indian === "BOM" ? 1 : 0;
  const metro = tier(indian) === 1 ? 1 : 0;
  if (region === "GULF") return random.int(1, 2) + 2 * gateway + metro;
  if (region === "NEIGHBOUR") return random.int(1, 2);
  return region === "ASIA" ? 1 + gateway : 1 + random.int(0, gateway);
}

/** `count` consecutive banks from a random one, each moved by up to 15 minutes. */
function pickBanks(banks: readonly number[], count: number, random: Random): number[] {
  const first = random.int(0, banks.length - 1);
  return Array.from({ length: Math.min(count, banks.length) }, (_, index) => {
    const bank = banks[(first + index) % banks.length] ?? 0;
    return (bank + random.int(-3, 3) * 5 + 1_440) % 1_440;
  }).sort((a, b) => a - b);
}

function internationalDepartures(from: string, to: string, airline: string): number[] {
  const random = seededRandom("banks", airline, from, to);
  if (REGION[from] === "GULF" && REGION[to] === "GULF") {
    return pickBanks(BANKS_SHUTTLE, BANKS_SHUTTLE.length, random);
  }
  if (!isDomesticAirport(from) && !isDomesticAirport(to)) {
    return pickBanks(BANKS_BEYOND_HUB, BANKS_BEYOND_HUB.length - 1, random);
  }
  const abroad = !isDomesticAirport(from);
  const banks = abroad ? BANKS_TO_INDIA : BANKS_FROM_INDIA[REGION[to] ?? "GULF"];
  return pickBanks(banks, internationalFrequency(from, to, airline), random);
}

/** A route's services before flight numbers are given. */
type Service = Omit<RouteService, "flightNumbers">;

function services(from: string, to: string): Service[] {
  if (isDomesticAirport(from) && isDomesticAirport(to)) {
    if (!isDomesticRoute(from, to)) return [];
    const distance = distanceKm(from, to);
    return domesticCarriers(from, to).map(({ airline, frequency }) => ({
      airline,
      aircraft: domesticAircraft(airline, distance),
      departures: spreadDepartures(from, to, airline, frequency),
    }));
  }
  return INTERNATIONAL.filter(
    (entry) =>
      (entry.hub === from && entry.destinations.includes(to)) ||
      (entry.hub === to && entry.destinations.includes(from)),
  ).map((entry) => ({
    airline: entry.airline,
    aircraft: entry.aircraft,
    departures: internationalDepartures(from, to, entry.airline),
  }));
}

/**
 * The whole timetable, keyed by directed route. Flight numbers are given per carrier in the
 * order of its airport pairs, one number per departure slot and direction, so no number of a
 * carrier names two routes (seat counters are kept per flight number and date).
 */
function buildNetwork(): Map<string, RouteService[]> {
  const codes = AIRPORTS.map((entry) => entry.code).sort();
  const network = new Map<string, RouteService[]>();
  const nextNumber = new Map<string, number>();
  for (const [index, low] of codes.entries()) {
    for (const high of codes.slice(index + 1)) {
      const outbound = services(low, high);
      const inbound = services(high, low);
      const base = new Map<string, number>();
      for (const { airline, departures } of [...outbound, ...inbound]) {
        const start = base.get(airline) ?? nextNumber.get(airline) ?? firstNumber(airline);
        base.set(airline, start);
        const used = start + departures.length * 2;
        nextNumber.set(airline, Math.max(nextNumber.get(airline) ?? 0, used));
      }
      const numbered = (service: Service, odd: boolean): RouteService => ({
        ...service,
        flightNumbers: service.departures.map((_, slot) =>
          String((base.get(service.airline) ?? 0) + slot * 2 + (odd ? 1 : 2)),
        ),
      });
      const directions = [
        [`${low}${high}`, outbound, true],
        [`${high}${low}`, inbound, false],
      ] as const;
      for (const [route, list, odd] of directions) {
        if (list.length > 0)
          network.set(
            route,
            list.map((service) => numbered(service, odd)),
          );
      }
    }
  }
  return network;
}

let network: Map<string, RouteService[]> | undefined;

/** Carriers flying from one airport to another, non-stop. */
export function routeServices(from: string, to: string): RouteService[] {
  network ??= buildNetwork();
  return network.get(`${from}${to}`) ?? [];
}

const servedFrom = new Map<string, string[]>();

/** The airports with a non-stop flight from `code`. */
export function destinationsFrom(code: string): readonly string[] {
  let found = servedFrom.get(code);
  if (!found) {
    found = AIRPORTS.map((entry) => entry.code).filter(
      (to) => to !== code && routeServices(code, to).length > 0,
    );
    servedFrom.set(code, found);
  }
  return found;
}

/** The airlines with at least one flight in the network. */
export function flyingAirlineCodes(): ReadonlySet<string> {
  network ??= buildNetwork();
  return new Set([...network.values()].flatMap((services) => services.map((s) => s.airline)));
}

let routesByFlightNumber: Map<string, { from: string; to: string }> | undefined;

/** Where a flight number ("6E2031") flies: each number belongs to one route's service. */
export function routeOfFlightNumber(
  flightNumber: string,
): { from: string; to: string } | undefined {
  network ??= buildNetwork();
  if (!routesByFlightNumber) {
    routesByFlightNumber = new Map();
    for (const [route, services] of network) {
      const from = route.slice(0, 3);
      const to = route.slice(3);
      for (const service of services) {
        for (const number of service.flightNumbers) {
          routesByFlightNumber.set(`${service.airline}${number}`, { from, to });
        }
      }
    }
  }
  return routesByFlightNumber.get(flightNumber);
}
