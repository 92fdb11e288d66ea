import {
  ALLOTMENT_MESSAGES,
  type AllotmentRow,
  allotmentFlightNumber,
  allotmentRowMessage,
  allotmentRowsOf,
} from "@wayfare/domain";
import Papa from "papaparse";
import { AIRCRAFT_TYPES, cabinOf } from "../inventory/aircraft";
import { scheduledFlight } from "../inventory/schedule";

export type AllotmentCsvResult =
  | { ok: true; rows: AllotmentRow[] }
  | { ok: false; errors: string[] };

/** Records of a CSV text (papaparse, decision 0082): quoted fields, CRLF or LF, a BOM. */
function recordsOf(csv: string): string[][] {
  const parsed = Papa.parse<string[]>(csv.replace(/^\uFEFF/, ""), { skipEmptyLines: false });
  return parsed.data;
}

/** What only the timetable knows: the row's flight is the supplier's, flies then, has the cabin. */
function scheduleProblem(row: AllotmentRow, airline: string, today: string): string | undefined {
  if (row.airline !== airline) return ALLOTMENT_MESSAGES.notYourAirline(airline);
  if (row.date <= today) return ALLOTMENT_MESSAGES.departed;
  const flight = scheduledFlight(allotmentFlightNumber(row), row.date);
  if (!flight) return ALLOTMENT_MESSAGES.noSuchFlight;
  if (!cabinOf(AIRCRAFT_TYPES[flight.aircraft], row.cabinClass)) return ALLOTMENT_MESSAGES.noCabin;
  return undefined;
}

/**
 * A supplier's CSV as rows to load, or every row's messages: the domain's rules first, then
 * the timetable's. Any message and nothing is loaded.
 */
export function allotmentCsvRows(csv: string, airline: string, today: string): AllotmentCsvResult {
  const checked = allotmentRowsOf(recordsOf(csv));
  if (!checked.ok) return checked;
  const errors = checked.rows.flatMap((row) => {
    const problem = scheduleProblem(row, airline, today);
    return problem ? [allotmentRowMessage(row.row, problem)] : [];
  });
  return errors.length > 0 ? { ok: false, errors } : checked;
}
