import {
  type CabinClass,
  type Paise,
  paise,
  type SeatFeature,
  type SeatType,
} from "@wayfare/domain";
import { AIRCRAFT_TYPES, type CabinLayout, cabinOf } from "../inventory/aircraft";
import { type Random, seededRandom } from "../inventory/prng";
import type { ScheduledFlight } from "../inventory/schedule";
import { airline } from "../reference/airlines";

export interface LaidOutSeat {
  seatNo: string;
  column: string;
  row: number;
  type: SeatType;
  features: SeatFeature[];
  price: Paise;
  /** Held back by the airline (crew, weight and balance): never sold. */
  blocked: boolean;
}

export interface SeatLayout {
  /** Column letters left to right, and those an aisle follows. */
  columns: string[];
  aislesAfter: string[];
  rows: { row: number; exitRow: boolean; extraLegroom: boolean; seats: LaidOutSeat[] }[];
}

/** The first rows of a cabin sell as "front" seats (quicker off the aircraft). */
const FRONT_ROWS = 3;
/** At the back of an LCC cabin the middle seats are free. */
const FREE_BACK_ROWS = 5;
const BLOCKED_SHARE = 0.03;
const INTERNATIONAL_FACTOR = 1.5;

interface SeatPrices {
  byType: Record<SeatType, number>;
  front: number;
  extraLegroom: number;
  freeStandard: boolean;
}

/** Rupees in steps of ₹50 between two amounts. */
const rupees = (random: Random, min: number, max: number) => random.int(min / 50, max / 50) * 50;

/**
 * Seat prices of a carrier and cabin (rupees): LCCs charge for most economy seats, full
 * service carriers only for front and extra-legroom ones; premium cabins only for extra
 * legroom; business and first none.
 */
function seatPrices(code: string, cabinClass: CabinClass): SeatPrices | undefined {
  const random = seededRandom("seat-prices", code, cabinClass);
  const isLcc = airline(code).isLcc;
  if (cabinClass === "BUSINESS" || cabinClass === "FIRST") return undefined;
  if (cabinClass === "PREMIUM_ECONOMY") {
    const extraLegroom = rupees(random, 800, 1500);
    return {
      byType: { window: 0, aisle: 0, middle: 0 },
      front: 0,
      extraLegroom,
      freeStandard: true,
    };
  }
  const byType = {
    window: rupees(random, 300, 500),
    aisle: rupees(random, 250, 450),
    middle: rupees(random, 150, 250),
  };
  const front = rupees(random, 200, 400);
  const extraLegroom = rupees(random, isLcc ? 1000 : 1200, isLcc ? 1600 : 2000);
  return { byType, front, extraLegroom, freeStandard: !isLcc };
}

function seatType(letters: string, index: number): SeatType {
  if (index === 0 || index === letters.length - 1) return "window";
  if (letters[index - 1] === " " || letters[index + 1] === " ") return "aisle";
  return "middle";
}

function seatFeatures(cabin: CabinLayout, row: number): SeatFeature[] {
  const features: SeatFeature[] = [];
  if (cabin.extraLegroomRows.includes(row)) features.push("extraLegroom");
  if (cabin.exitRows.includes(row)) features.push("exitRow");
  if (row < cabin.firstRow + FRONT_ROWS) features.push("front");
  return features;
}

function fareOf(
  prices: SeatPrices | undefined,
  cabin: CabinLayout,
  seat: { row: number; type: SeatType; features: SeatFeature[] },
): number {
  if (!prices) return 0;
  if (seat.features.includes("extraLegroom")) return prices.extraLegroom;
  if (seat.features.includes("front")) return prices.byType[seat.type] + prices.front;
  if (prices.freeStandard) return 0;
  const atTheBack = seat.row > cabin.lastRow - FREE_BACK_ROWS;
  return atTheBack && seat.type === "middle" ? 0 : prices.byType[seat.type];
}

/**
 * The seats of the cabin a flight is booked in, generated from the aircraft's layout and a
 * seed (prices per carrier and cabin, blocked seats per flight date); undefined when the
 * aircraft has no such cabin.
 */
export function seatLayout(
  flight: ScheduledFlight,
  cabinClass: CabinClass,
  international: boolean,
): SeatLayout | undefined {
  const cabin = cabinOf(AIRCRAFT_TYPES[flight.aircraft], cabinClass);
  if (!cabin) return undefined;
  const prices = seatPrices(flight.airline, cabinClass);
  const factor = international ? INTERNATIONAL_FACTOR : 1;
  const blocking = seededRandom("blocked-seats", flight.id);
  const letters = cabin.seatLetters;
  const rows: SeatLayout["rows"] = [];
  for (let row = cabin.firstRow; row <= cabin.lastRow; row += 1) {
    const features = seatFeatures(cabin, row);
    const seats = [...letters].flatMap((column, index): LaidOutSeat[] => {
      if (column === " ") return [];
      const type = seatType(letters, index);
      const fare = fareOf(prices, cabin, { row, type, features });
      return [
        {
          seatNo: `${row}${column}`,
          column,
          row,
          type,
          features,
          price: paise(Math.round(fare * factor) * 100),
          blocked: blocking.next() < BLOCKED_SHARE,
        },
      ];
    });
    rows.push({
      row,
      exitRow: features.includes("exitRow"),
      extraLegroom: features.includes("extraLegroom"),
      seats,
    });
  }
  const columns = [...letters.replace(/ /g, "")];
  const aislesAfter = [...letters].filter(
    (column, index) => column !== " " && letters[index + 1] === " ",
  );
  return { columns, aislesAfter, rows };
}
