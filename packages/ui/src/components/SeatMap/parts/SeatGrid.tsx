import { Ban, X } from "lucide-react";
import { type KeyboardEvent, useMemo, useRef, useState } from "react";
import { seatVariants } from "../SeatMap.variants";
import { type GridPosition, nextPosition } from "./grid-navigation";
import type { SeatMapMessages } from "./messages";
import { initials, isChoosable, type SeatView, seatName, seatView } from "./seat-state";
import type { SeatMapDeck, SeatMapPassenger, SeatMapSeat, SeatPosition } from "./types";

export interface SeatGridProps {
  deck: SeatMapDeck;
  label: string;
  passengers: readonly SeatMapPassenger[];
  active: SeatMapPassenger;
  chosen: Readonly<Record<number, string | undefined>>;
  onChoose: (seat: SeatMapSeat) => void;
  text: SeatMapMessages;
}

/** Focus ring on the seat square inside the focused gridcell (the cell also holds the aisle gap). */
const cellFocus =
  "outline-none [&:focus-visible>span]:outline-solid [&:focus-visible>span]:outline-focus-ring [&:focus-visible>span]:outline-focus [&:focus-visible>span]:outline-offset-focus-ring";

/**
 * One deck as a W3C grid: a `<table role="grid">` with a column header per seat letter
 * ("A, window") and a row header per row ("Row 12, exit row"); seats are gridcells with a
 * roving tabindex (one tab stop), `aria-selected` for the active passenger's seat and
 * `aria-disabled` for seats that cannot be chosen (still reachable, so their state is heard).
 */
export function SeatGrid({
  deck,
  label,
  passengers,
  active,
  chosen,
  onChoose,
  text,
}: SeatGridProps) {
  const matrix = useMemo(() => seatMatrix(deck), [deck]);
  const tableRef = useRef<HTMLTableElement>(null);
  const [focused, setFocused] = useState<GridPosition | undefined>(undefined);
  const views = matrix.map((cells) =>
    cells.map((seat) => (seat ? seatView(seat, chosen, passengers, active) : undefined)),
  );
  const current = focused ?? startPosition(matrix, views);
  const focusCell = (position: GridPosition) => {
    setFocused(position);
    tableRef.current
      ?.querySelector<HTMLElement>(`[data-cell="${position.row}-${position.col}"]`)
      ?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    if (!current) return;
    if (event.key === "Enter" || event.key === " ") {
      event.preventDefault();
      const seat = matrix[current.row]?.[current.col];
      const view = views[current.row]?.[current.col];
      if (seat && view && isChoosable(view)) onChoose(seat);
      return;
    }
    const next = nextPosition(matrix, current, event);
    if (!next) return;
    event.preventDefault();
    focusCell(next);
  };
  const afterAisle = new Set(
    deck.aislesAfter.map((letter) => deck.columns.indexOf(letter) + 1).filter((i) => i > 0),
  );
  const positions = columnPositions(deck);
  return (
    <table
      ref={tableRef}
      // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the APG data grid is a table with role="grid"; its keys are handled below
      role="grid"
      aria-label={label}
      onKeyDown={onKeyDown}
      data-slot="seat-grid"
      className="w-fit border-separate border-spacing-1"
    >
      <thead>
        <tr>
          <th scope="col" className="w-8">
            <span className="sr-only">{text.rowColumn}</span>
          </th>
          {deck.columns.map((letter, col) => (
            <th
              key={letter}
              scope="col"
              className={`text-sm font-semibold text-fg-muted ${afterAisle.has(col) ? "pl-3 sm:pl-5" : ""}`}
            >
              <span aria-hidden="true">{letter}</span>
              <span className="sr-only">{text.column(letter, positions[col])}</span>
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {matrix.map((cells, row) => {
          const rowNumber = deck.rows[row]?.row ?? row + 1;
          const exit = cells.some((seat) => seat?.features.includes("exitRow"));
          return (
            <tr key={rowNumber}>
              <th scope="row" className="pr-1 text-right text-sm font-semibold text-fg-muted">
                <span aria-hidden="true" className="flex flex-col leading-tight">
                  {rowNumber}
                  {exit ? <span className="text-xs font-normal">{text.exitMarker}</span> : null}
                </span>
                <span className="sr-only">{text.row(rowNumber, exit)}</span>
              </th>
              {cells.map((seat, col) => {
                const view = views[row]?.[col];
                const gap = afterAisle.has(col) ? "pl-3 sm:pl-5" : "";
                if (!seat || !view) {
                  // A gap (no seat here): a td in a grid table is an empty gridcell, never focused.
                  // biome-ignore lint/suspicious/noArrayIndexKey: a gap is only its position
                  return <td key={col} className={gap} />;
                }
                const isCurrent = current?.row === row && current.col === col;
                return (
                  // biome-ignore lint/a11y/useKeyWithClickEvents: keys are handled on the grid (roving tabindex), per the APG grid pattern
                  <td
                    key={seat.seatNo}
                    // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: a seat is a gridcell of the APG data grid
                    role="gridcell"
                    data-cell={`${row}-${col}`}
                    tabIndex={isCurrent ? 0 : -1}
                    aria-label={seatName(seat, view, active, text)}
                    aria-selected={view.kind === "mine"}
                    aria-disabled={isChoosable(view) ? undefined : true}
                    onFocus={() => setFocused({ row, col })}
                    onClick={() => {
                      focusCell({ row, col });
                      if (isChoosable(view)) onChoose(seat);
                    }}
                    className={`${gap} ${isChoosable(view) ? "cursor-pointer" : "cursor-not-allowed"} ${cellFocus}`}
                  >
                    <SeatSquare seat={seat} view={view} active={active} />
                  </td>
                );
              })}
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

export function SeatSquare({
  seat,
  view,
  active,
}: {
  seat: Pick<SeatMapSeat, "price" | "features">;
  view: SeatView;
  active?: SeatMapPassenger;
}) {
  const state = view.kind === "available" ? (seat.price > 0 ? "paid" : "free") : view.kind;
  return (
    <span
      aria-hidden="true"
      // Initials as generated content: decoration that the seat's name already says in full.
      data-initials={
        view.kind === "mine" && active
          ? initials(active.name)
          : view.kind === "other"
            ? initials(view.passenger.name)
            : undefined
      }
      className={`${seatVariants({ state, extraLegroom: seat.features.includes("extraLegroom") })} before:content-[attr(data-initials)]`}
    >
      {view.kind === "available" && seat.price > 0 ? "₹" : null}
      {view.kind === "occupied" ? <X className="size-4" strokeWidth={3} /> : null}
      {view.kind === "blocked" ? <Ban className="size-4" /> : null}
    </span>
  );
}

/** Rows × columns of the deck, `undefined` where there is no seat. */
function seatMatrix(deck: SeatMapDeck): (SeatMapSeat | undefined)[][] {
  return deck.rows.map((row) =>
    deck.columns.map((letter) => row.seats.find((seat) => seat.column === letter)),
  );
}

/** A column's position type, from its seats. */
function columnPositions(deck: SeatMapDeck): (SeatPosition | undefined)[] {
  return deck.columns.map(
    (letter) => deck.rows.flatMap((row) => row.seats).find((seat) => seat.column === letter)?.type,
  );
}

/** The tab stop before any movement: the passenger's seat, else the first free one, else any. */
function startPosition(
  matrix: readonly (readonly (SeatMapSeat | undefined)[])[],
  views: readonly (readonly (SeatView | undefined)[])[],
): GridPosition | undefined {
  const find = (test: (view: SeatView) => boolean) => {
    for (const [row, cells] of views.entries()) {
      for (const [col, view] of cells.entries()) {
        if (view && matrix[row]?.[col] && test(view)) return { row, col };
      }
    }
    return undefined;
  };
  return (
    find((view) => view.kind === "mine") ??
    find((view) => view.kind === "available") ??
    find(() => true)
  );
}
