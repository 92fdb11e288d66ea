import type { CabinClass } from "@wayfare/domain";

/**
 * Aircraft types with the cabin layouts their Indian and hub operators typically fly: seat
 * letters per row ("ABC DEF", a space for each aisle), the rows of each cabin, exit rows and
 * extra-legroom rows. Counts follow the common configurations (A320neo 186 Y, A321neo 222 Y,
 * 737 MAX 8 189 Y, ATR 72 78 Y, Air India's A350-900 28 J / 24 W / 264 Y, 787-8 18 J / 238 Y,
 * 777-300ER 4 F / 35 J / 303 Y …), rounded to whole rows.
 */
export interface CabinLayout {
  cabinClass: CabinClass;
  firstRow: number;
  lastRow: number;
  seatLetters: string;
  exitRows: readonly number[];
  extraLegroomRows: readonly number[];
}

export interface AircraftType {
  code: string;
  name: string;
  cruiseKmh: number;
  cabins: readonly CabinLayout[];
}

const cabin = (
  cabinClass: CabinClass,
  firstRow: number,
  lastRow: number,
  seatLetters: string,
  exitRows: readonly number[] = [],
  extraLegroomRows: readonly number[] = exitRows,
): CabinLayout => ({ cabinClass, firstRow, lastRow, seatLetters, exitRows, extraLegroomRows });

export const AIRCRAFT_TYPES = {
  AT7: {
    code: "AT7",
    name: "ATR 72-600",
    cruiseKmh: 480,
    cabins: [cabin("ECONOMY", 1, 20, "AC DF", [1, 20])],
  },
  DH8: {
    code: "DH8",
    name: "De Havilland Dash 8-400",
    cruiseKmh: 560,
    cabins: [cabin("ECONOMY", 1, 20, "AC DF", [1])],
  },
  "32N": {
    code: "32N",
    name: "Airbus A320neo",
    cruiseKmh: 800,
    cabins: [cabin("ECONOMY", 1, 31, "ABC DEF", [12, 13], [1, 12, 13])],
  },
  "32A": {
    code: "32A",
    name: "Airbus A320",
    cruiseKmh: 790,
    cabins: [cabin("BUSINESS", 1, 2, "AC DF"), cabin("ECONOMY", 3, 29, "ABC DEF", [12, 13])],
  },
  "21N": {
    code: "21N",
    name: "Airbus A321neo",
    cruiseKmh: 810,
    cabins: [cabin("ECONOMY", 1, 37, "ABC DEF", [1, 11, 25], [1, 11, 25])],
  },
  "321": {
    code: "321",
    name: "Airbus A321",
    cruiseKmh: 800,
    cabins: [cabin("BUSINESS", 1, 3, "AC DF"), cabin("ECONOMY", 4, 33, "ABC DEF", [10, 11, 24])],
  },
  "7M8": {
    code: "7M8",
    name: "Boeing 737 MAX 8",
    cruiseKmh: 820,
    cabins: [cabin("ECONOMY", 1, 32, "ABC DEF", [15, 16], [1, 15, 16])],
  },
  "738": {
    code: "738",
    name: "Boeing 737-800",
    cruiseKmh: 800,
    cabins: [cabin("ECONOMY", 1, 32, "ABC DEF", [15, 16], [1, 15, 16])],
  },
  "788": {
    code: "788",
    name: "Boeing 787-8",
    cruiseKmh: 900,
    cabins: [
      cabin("BUSINESS", 1, 5, "AC DG HK"),
      cabin("ECONOMY", 11, 37, "ABC DEF GHK", [11, 25]),
    ],
  },
  "789": {
    code: "789",
    name: "Boeing 787-9",
    cruiseKmh: 900,
    cabins: [
      cabin("BUSINESS", 1, 8, "A D G K"),
      cabin("PREMIUM_ECONOMY", 20, 24, "AC DEF HK", [20]),
      cabin("ECONOMY", 30, 57, "ABC DEF GHK", [30, 44]),
    ],
  },
  "359": {
    code: "359",
    name: "Airbus A350-900",
    cruiseKmh: 910,
    cabins: [
      cabin("BUSINESS", 1, 7, "A DG K"),
      cabin("PREMIUM_ECONOMY", 11, 13, "AC DEF HK", [11]),
      cabin("ECONOMY", 20, 49, "ABC DEF HJK", [20, 34]),
    ],
  },
  "77W": {
    code: "77W",
    name: "Boeing 777-300ER",
    cruiseKmh: 905,
    cabins: [
      cabin("FIRST", 1, 2, "A E K"),
      cabin("BUSINESS", 5, 12, "AC DG HK"),
      cabin("PREMIUM_ECONOMY", 15, 18, "ABC DEFG HJK", [15]),
      cabin("ECONOMY", 20, 52, "ABC DEFG HJK", [20, 36]),
    ],
  },
  "333": {
    code: "333",
    name: "Airbus A330-300",
    cruiseKmh: 870,
    cabins: [cabin("BUSINESS", 1, 7, "A DG K"), cabin("ECONOMY", 11, 45, "AC DEFG HK", [11, 26])],
  },
} as const satisfies Record<string, AircraftType>;

export type AircraftCode = keyof typeof AIRCRAFT_TYPES;

export function cabinSeatCount(layout: CabinLayout): number {
  return (layout.lastRow - layout.firstRow + 1) * layout.seatLetters.replace(/ /g, "").length;
}

export function cabinOf(aircraft: AircraftType, cabinClass: CabinClass): CabinLayout | undefined {
  return aircraft.cabins.find((entry) => entry.cabinClass === cabinClass);
}
