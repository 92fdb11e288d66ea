import type { KeyboardEvent } from "react";

/** A cell position in a deck's matrix (rows × columns); `undefined` cells are gaps. */
export interface GridPosition {
  row: number;
  col: number;
}

/** How many rows PageUp/PageDown move. */
const PAGE_ROWS = 5;

/**
 * The W3C grid pattern's keys over a matrix with gaps (aisles are not cells; missing seats are
 * skipped): arrows move by position, Home/End to the row's ends, Ctrl+Home/End to the grid's,
 * PageUp/PageDown by five rows. Returns the new position, or undefined when the key is not
 * a movement or there is nowhere to go.
 */
export function nextPosition<T>(
  matrix: readonly (readonly (T | undefined)[])[],
  from: GridPosition,
  event: Pick<KeyboardEvent, "key" | "ctrlKey" | "metaKey">,
): GridPosition | undefined {
  const has = (row: number, col: number) => matrix[row]?.[col] !== undefined;
  const inRow = (row: number, cols: number[]) => cols.find((col) => has(row, col));
  const inCol = (rows: number[], col: number) => rows.find((row) => has(row, col));
  const width = matrix[0]?.length ?? 0;
  const colsRight = range(from.col + 1, width);
  const colsLeft = range(0, from.col).reverse();
  const rowsDown = range(from.row + 1, matrix.length);
  const rowsUp = range(0, from.row).reverse();
  const at = (row: number | undefined, col: number | undefined) =>
    row === undefined || col === undefined ? undefined : { row, col };
  const ctrl = event.ctrlKey || event.metaKey;
  switch (event.key) {
    case "ArrowRight":
      return at(from.row, inRow(from.row, colsRight));
    case "ArrowLeft":
      return at(from.row, inRow(from.row, colsLeft));
    case "ArrowDown":
      return at(inCol(rowsDown, from.col), from.col);
    case "ArrowUp":
      return at(inCol(rowsUp, from.col), from.col);
    case "Home": {
      if (!ctrl) return at(from.row, inRow(from.row, range(0, width)));
      const row = range(0, matrix.length).find((r) => inRow(r, range(0, width)) !== undefined);
      return row === undefined ? undefined : at(row, inRow(row, range(0, width)));
    }
    case "End": {
      const cols = range(0, width).reverse();
      if (!ctrl) return at(from.row, inRow(from.row, cols));
      const row = range(0, matrix.length)
        .reverse()
        .find((r) => inRow(r, cols) !== undefined);
      return row === undefined ? undefined : at(row, inRow(row, cols));
    }
    case "PageDown":
      return at(
        inCol(
          [...rowsDown.slice(PAGE_ROWS - 1), ...rowsDown.slice(0, PAGE_ROWS - 1).reverse()],
          from.col,
        ),
        from.col,
      );
    case "PageUp":
      return at(
        inCol(
          [...rowsUp.slice(PAGE_ROWS - 1), ...rowsUp.slice(0, PAGE_ROWS - 1).reverse()],
          from.col,
        ),
        from.col,
      );
    default:
      return undefined;
  }
}

function range(start: number, end: number): number[] {
  return Array.from({ length: Math.max(0, end - start) }, (_, i) => start + i);
}
