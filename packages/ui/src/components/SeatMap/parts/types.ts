import type { Paise } from "@wayfare/domain";

/**
 * The seat map's input, deliberately small and explicit so a caller can map any service
 * payload (the flight service's seat-map response, Duffel's cabins → rows → sections) onto
 * it: segments → decks → rows → seats.
 */

export type SeatPosition = "window" | "middle" | "aisle";
export type SeatFeature = "extraLegroom" | "exitRow" | "front";
export type SeatStatus = "available" | "occupied" | "blocked";

export interface SeatMapSeat {
  /** Row number and column letter, as printed on the boarding pass: "12A". Posted as is. */
  seatNo: string;
  row: number;
  /** The column letter, one of the deck's `columns`. */
  column: string;
  type: SeatPosition;
  features: readonly SeatFeature[];
  /** The seat's charge (J§3 seatFare); 0 is a free seat. */
  price: Paise;
  /** Only `available` seats can be chosen; the others stay in the map, not selectable. */
  status: SeatStatus;
}

export interface SeatMapRow {
  row: number;
  /** The row's seats in any order; a column with no seat (a galley, a gap) is left out. */
  seats: readonly SeatMapSeat[];
}

export interface SeatMapDeck {
  /** Shown above the deck's grid when a segment has several ("Upper deck"). */
  name?: string;
  /** Column letters left to right ("A"…"F"). */
  columns: readonly string[];
  /** An aisle follows each of these columns ("C" on a 3–3 cabin). */
  aislesAfter: readonly string[];
  rows: readonly SeatMapRow[];
}

export interface SeatMapSegment {
  /** Posted in the field name: `seat.<id>.<passengerIndex>`. */
  id: string;
  /** Names the flight in tabs and the grid: "AI 101 DEL–BOM". */
  label: string;
  decks: readonly SeatMapDeck[];
}

export interface SeatMapPassenger {
  /** The passenger's index in the booking; posted in the field name. */
  index: number;
  /** Full name, as entered: "Asha Rao". */
  name: string;
}

/** The chosen seats: segment id → passenger index → seat number (absent: no seat). */
export type SeatMapSelection = Readonly<
  Record<string, Readonly<Record<number, string | undefined>>>
>;
