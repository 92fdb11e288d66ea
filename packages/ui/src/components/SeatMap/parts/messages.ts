import type { SeatFeature, SeatPosition, SeatStatus } from "./types";

export interface SeatMapMessages {
  /** Names a deck's grid: "Seats, AI 101 DEL–BOM, for Asha Rao (1 of 2)". */
  gridLabel: (flight: string, passenger: string, position: number, count: number) => string;
  /** Names the flight tabs. */
  flights: string;
  /** Names the passenger tabs. */
  choosingFor: string;
  /** A passenger's tab with their current seat: "Asha Rao, 12A". */
  passengerChoice: (passenger: string, seatNo: string | undefined) => string;
  /** The switch from the grid to the list of radio buttons. */
  listSwitch: string;
  positions: Record<SeatPosition, string>;
  features: Record<SeatFeature, string>;
  statuses: Record<SeatStatus, string>;
  /** The price part of a seat's name when it costs nothing. */
  free: string;
  selectedFor: (passenger: string) => string;
  /** The row header: "Row 12" / "Row 12, exit row". */
  row: (row: number, exitRow: boolean) => string;
  /** Shown (visually) in an exit row's header; the header's name says "exit row". */
  exitMarker: string;
  /** The corner header above the row headers. */
  rowColumn: string;
  /** A column header: "A, window". */
  column: (letter: string, position: SeatPosition | undefined) => string;
  /** The polite announcement after a choice: "12A selected for Asha Rao, ₹450.00". */
  announceSelected: (seatNo: string, passenger: string, price: string) => string;
  announceSkipped: (passenger: string) => string;
  /** The skip button ("no seat"). */
  skip: (passenger: string) => string;
  legend: string;
  legendItems: {
    free: string;
    paid: string;
    extraLegroom: string;
    exitRow: string;
    selected: string;
    otherPassenger: string;
    occupied: string;
    blocked: string;
  };
  /** The list view's question per passenger. */
  listLegend: (passenger: string, flight: string) => string;
  noSeat: string;
  listHeaders: { seat: string; position: string; features: string; price: string };
}

export const defaultSeatMapMessages: SeatMapMessages = {
  gridLabel: (flight, passenger, position, count) =>
    `Seats, ${flight}, for ${passenger} (${position} of ${count})`,
  flights: "Flights",
  choosingFor: "Choosing a seat for",
  passengerChoice: (passenger, seatNo) => `${passenger}, ${seatNo ?? "no seat"}`,
  listSwitch: "Show seats as a list",
  positions: { window: "window", middle: "middle", aisle: "aisle" },
  features: { extraLegroom: "extra legroom", exitRow: "exit row", front: "front row" },
  statuses: { available: "available", occupied: "occupied", blocked: "not available" },
  free: "free",
  selectedFor: (passenger) => `selected for ${passenger}`,
  row: (row, exitRow) => (exitRow ? `Row ${row}, exit row` : `Row ${row}`),
  exitMarker: "Exit",
  rowColumn: "Row",
  column: (letter, position) => (position ? `${letter}, ${position}` : letter),
  announceSelected: (seatNo, passenger, price) => `${seatNo} selected for ${passenger}, ${price}`,
  announceSkipped: (passenger) => `No seat for ${passenger}`,
  skip: (passenger) => `Skip seat for ${passenger}`,
  legend: "Legend",
  legendItems: {
    free: "Free seat",
    paid: "Paid seat (₹)",
    extraLegroom: "Extra legroom (thick bottom edge)",
    exitRow: "Exit row (adults only)",
    selected: "Selected for this passenger (initials)",
    otherPassenger: "Selected for another passenger",
    occupied: "Occupied",
    blocked: "Not available",
  },
  listLegend: (passenger, flight) => `Seat for ${passenger}, ${flight}`,
  noSeat: "No seat",
  listHeaders: { seat: "Seat", position: "Position", features: "Features", price: "Price" },
};

export type SeatMapMessagesInput = Partial<
  Omit<SeatMapMessages, "positions" | "features" | "statuses" | "legendItems" | "listHeaders">
> & {
  positions?: Partial<SeatMapMessages["positions"]>;
  features?: Partial<SeatMapMessages["features"]>;
  statuses?: Partial<SeatMapMessages["statuses"]>;
  legendItems?: Partial<SeatMapMessages["legendItems"]>;
  listHeaders?: Partial<SeatMapMessages["listHeaders"]>;
};

export function seatMapMessages(input: SeatMapMessagesInput | undefined): SeatMapMessages {
  const d = defaultSeatMapMessages;
  return {
    ...d,
    ...input,
    positions: { ...d.positions, ...input?.positions },
    features: { ...d.features, ...input?.features },
    statuses: { ...d.statuses, ...input?.statuses },
    legendItems: { ...d.legendItems, ...input?.legendItems },
    listHeaders: { ...d.listHeaders, ...input?.listHeaders },
  };
}
