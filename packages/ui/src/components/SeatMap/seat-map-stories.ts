import { paise } from "@wayfare/domain";
import type {
  SeatFeature,
  SeatMapDeck,
  SeatMapPassenger,
  SeatMapSeat,
  SeatMapSegment,
  SeatStatus,
} from "./parts/types";

/** Story-only fixtures (imported by *.stories.tsx, never by components). */

const POSITIONS = {
  A: "window",
  B: "middle",
  C: "aisle",
  D: "aisle",
  E: "middle",
  F: "window",
} as const;
type Letter = keyof typeof POSITIONS;

/**
 * A 3–3 narrow-body cabin: rows 1–2 at the front (₹450), row 1 without middle seats, row 5
 * the exit row with extra legroom (₹650), window and aisle seats elsewhere ₹200, middles free.
 */
export function narrowBodyDeck(
  rows: number,
  unavailable: Readonly<Record<string, SeatStatus>> = {},
): SeatMapDeck {
  return {
    columns: ["A", "B", "C", "D", "E", "F"],
    aislesAfter: ["C"],
    rows: Array.from({ length: rows }, (_, i) => {
      const row = i + 1;
      const letters = (Object.keys(POSITIONS) as Letter[]).filter(
        (letter) => row !== 1 || (letter !== "B" && letter !== "E"),
      );
      return { row, seats: letters.map((letter) => seat(row, letter, unavailable)) };
    }),
  };
}

function seat(
  row: number,
  letter: Letter,
  unavailable: Readonly<Record<string, SeatStatus>>,
): SeatMapSeat {
  const seatNo = `${row}${letter}`;
  const type = POSITIONS[letter];
  const features: SeatFeature[] =
    row <= 2 ? ["front"] : row === 5 ? ["extraLegroom", "exitRow"] : [];
  const price = row <= 2 ? 45_000 : row === 5 ? 65_000 : type === "middle" ? 0 : 20_000;
  return {
    seatNo,
    row,
    column: letter,
    type,
    features,
    price: paise(price),
    status: unavailable[seatNo] ?? "available",
  };
}

export const delBom: SeatMapSegment = {
  id: "s1",
  label: "AI 101 DEL–BOM",
  decks: [
    narrowBodyDeck(8, { "1A": "occupied", "3C": "occupied", "3D": "blocked", "4A": "occupied" }),
  ],
};

export const bomBlr: SeatMapSegment = {
  id: "s2",
  label: "6E 2131 BOM–BLR",
  decks: [narrowBodyDeck(6, { "2F": "occupied", "6A": "occupied" })],
};

export const twoDecks: SeatMapSegment = {
  id: "s3",
  label: "EK 511 DEL–DXB",
  decks: [
    { ...narrowBodyDeck(3), name: "Main deck" },
    { ...narrowBodyDeck(2, { "1C": "blocked" }), name: "Upper deck" },
  ],
};

export const asha: SeatMapPassenger = { index: 0, name: "Asha Rao" };
export const ravi: SeatMapPassenger = { index: 1, name: "Ravi Rao" };
