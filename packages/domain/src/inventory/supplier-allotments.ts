import { type CabinClass, cabinClassFromText } from "../catalogues/cabin-classes";
import { fromRupees, type Paise } from "../money/money";

/**
 * A supplier's seat allotments and fares, loaded from a CSV file (issue 22, decision 0082):
 * one row per flight, date, cabin and booking class. Rows are numbered as in the file (the
 * column names are row 1), so a message names the row a spreadsheet shows.
 */
export const ALLOTMENT_COLUMNS = [
  {
    key: "flightNumber",
    name: "Flight number",
    example: "QP1402",
    hint: "Airline code and number",
  },
  { key: "date", name: "Date", example: "2027-01-15", hint: "Departure date, yyyy-mm-dd" },
  {
    key: "cabin",
    name: "Cabin",
    example: "Economy",
    hint: "Economy, Premium Economy, Business or First",
  },
  { key: "bookingClass", name: "Booking class", example: "S", hint: "One letter" },
  { key: "seats", name: "Seats", example: "12", hint: "Whole number, 1 to 500" },
  { key: "baseFare", name: "Base fare", example: "4200", hint: "Rupees per adult, before taxes" },
  { key: "taxes", name: "Taxes", example: "850", hint: "Rupees per adult" },
] as const;

export type AllotmentColumn = (typeof ALLOTMENT_COLUMNS)[number]["key"];

export const ALLOTMENT_MAX_ROWS = 500;
export const ALLOTMENT_MAX_SEATS = 500;
export const ALLOTMENT_MAX_RUPEES = 500_000;

const columnNames = ALLOTMENT_COLUMNS.map((column) => column.name).join(", ");

export const ALLOTMENT_MESSAGES = {
  noRows: "The file has no rows to load.",
  header: `The first row must name the columns: ${columnNames}.`,
  tooManyRows: `Load at most ${ALLOTMENT_MAX_ROWS} rows at a time.`,
  flightNumber: "Flight number must be an airline code and a number, like QP1402.",
  date: "Date must be a date written yyyy-mm-dd, like 2027-01-15.",
  cabin: "Cabin must be Economy, Premium Economy, Business or First.",
  bookingClass: "Booking class must be one letter.",
  seats: `Seats must be a whole number from 1 to ${ALLOTMENT_MAX_SEATS}.`,
  baseFare: `Base fare must be rupees from 1 to ${ALLOTMENT_MAX_RUPEES}, like 4200 or 4200.50.`,
  taxes: `Taxes must be rupees from 0 to ${ALLOTMENT_MAX_RUPEES}, like 850.`,
  columns: (count: number) => `has ${count} values; it needs ${ALLOTMENT_COLUMNS.length}.`,
  duplicate: (first: number) => `repeats row ${first} (same flight, date, cabin and class).`,
  notYourAirline: (airline: string) => `Flight number is not one of your airline's (${airline}).`,
  noSuchFlight: "Flight number does not fly on that date.",
  departed: "Date must be a day after today.",
  noCabin: "Cabin is not on that flight's aircraft.",
  loaded: (rows: number, seats: number) => `Loaded ${rows} rows: ${seats} seats are on sale.`,
  noneLoaded: "Nothing was loaded. Correct these rows and upload the file again:",
  withdrawn: (loadId: string) => `Load ${loadId} is off sale.`,
  notWithdrawn: "That load could not be withdrawn.",
  nothingChosen: "Choose a CSV file, or paste its rows.",
  tooBig: "The file is too big: load at most 500 rows at a time.",
} as const;

/** A row's message, naming the row as the file numbers it. */
export const allotmentRowMessage = (row: number, message: string) => `Row ${row}: ${message}`;

export interface AllotmentRow {
  /** The row's number in the file (the column names are row 1). */
  row: number;
  airline: string;
  /** The number without the airline code, as the schedule writes it. */
  flightNumber: string;
  date: string;
  cabinClass: Exclude<CabinClass, "MIXED">;
  bookingClass: string;
  seats: number;
  baseFare: Paise;
  taxes: Paise;
}

export type AllotmentRowsResult =
  | { ok: true; rows: AllotmentRow[] }
  | { ok: false; errors: string[] };

const FLIGHT_NUMBER = /^([A-Z0-9]{2})\s*(\d{1,4})$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const RUPEES = /^\d+(\.\d{1,2})?$/;

function isCalendarDate(text: string): boolean {
  if (!DATE.test(text)) return false;
  return new Date(`${text}T00:00:00Z`).toISOString().slice(0, 10) === text;
}

function rupees(text: string, min: number): Paise | undefined {
  const clean = text.replaceAll(",", "");
  if (!RUPEES.test(clean)) return undefined;
  const value = Number(clean);
  return value >= min && value <= ALLOTMENT_MAX_RUPEES ? fromRupees(value) : undefined;
}

function wholeNumber(text: string, min: number, max: number): number | undefined {
  if (!/^\d+$/.test(text)) return undefined;
  const value = Number(text);
  return value >= min && value <= max ? value : undefined;
}

/** One row's values, or the messages of its fields (each naming the row). */
function rowOf(values: readonly string[], row: number): AllotmentRow | string[] {
  if (values.length !== ALLOTMENT_COLUMNS.length) {
    return [allotmentRowMessage(row, `The row ${ALLOTMENT_MESSAGES.columns(values.length)}`)];
  }
  const [flightText, date, cabinText, classText, seatsText, baseText, taxesText] = values.map(
    (value) => value.trim(),
  ) as [string, string, string, string, string, string, string];
  const flight = FLIGHT_NUMBER.exec(flightText.toUpperCase());
  const cabin = cabinClassFromText(cabinText);
  const cabinClass = cabin === "MIXED" ? undefined : cabin;
  const bookingClass = /^[A-Za-z]$/.test(classText) ? classText.toUpperCase() : undefined;
  const seats = wholeNumber(seatsText, 1, ALLOTMENT_MAX_SEATS);
  const baseFare = rupees(baseText, 1);
  const taxes = rupees(taxesText, 0);
  const problems = [
    !flight && ALLOTMENT_MESSAGES.flightNumber,
    !isCalendarDate(date) && ALLOTMENT_MESSAGES.date,
    !cabinClass && ALLOTMENT_MESSAGES.cabin,
    !bookingClass && ALLOTMENT_MESSAGES.bookingClass,
    seats === undefined && ALLOTMENT_MESSAGES.seats,
    baseFare === undefined && ALLOTMENT_MESSAGES.baseFare,
    taxes === undefined && ALLOTMENT_MESSAGES.taxes,
  ].flatMap((problem) => (problem ? [problem] : []));
  if (problems.length > 0 || !flight || !cabinClass || !bookingClass) {
    return problems.map((problem) => allotmentRowMessage(row, problem));
  }
  return {
    row,
    airline: flight[1] as string,
    flightNumber: flight[2] as string,
    date,
    cabinClass,
    bookingClass,
    seats: seats as number,
    baseFare: baseFare as Paise,
    taxes: taxes as Paise,
  };
}

const isBlank = (values: readonly string[]) => values.every((value) => value.trim() === "");
const headerMatches = (values: readonly string[]) =>
  values.length === ALLOTMENT_COLUMNS.length &&
  ALLOTMENT_COLUMNS.every(
    (column, index) => values[index]?.trim().toLowerCase() === column.name.toLowerCase(),
  );

/**
 * A parsed CSV's records (column names first) as allotment rows, or every row's messages:
 * a file with any bad row loads nothing. Blank lines are skipped but keep their numbers.
 */
export function allotmentRowsOf(records: readonly (readonly string[])[]): AllotmentRowsResult {
  const [header, ...rest] = records;
  if (!header || !headerMatches(header)) return { ok: false, errors: [ALLOTMENT_MESSAGES.header] };
  const lines = rest.map((values, index) => ({ values, row: index + 2 }));
  const filled = lines.filter((line) => !isBlank(line.values));
  if (filled.length === 0) return { ok: false, errors: [ALLOTMENT_MESSAGES.noRows] };
  if (filled.length > ALLOTMENT_MAX_ROWS)
    return { ok: false, errors: [ALLOTMENT_MESSAGES.tooManyRows] };
  const rows: AllotmentRow[] = [];
  const errors: string[] = [];
  const firstRowOf = new Map<string, number>();
  for (const line of filled) {
    const parsed = rowOf(line.values, line.row);
    if (Array.isArray(parsed)) {
      errors.push(...parsed);
      continue;
    }
    const key = [
      parsed.airline,
      parsed.flightNumber,
      parsed.date,
      parsed.cabinClass,
      parsed.bookingClass,
    ].join("|");
    const first = firstRowOf.get(key);
    if (first !== undefined) {
      errors.push(allotmentRowMessage(line.row, `The row ${ALLOTMENT_MESSAGES.duplicate(first)}`));
      continue;
    }
    firstRowOf.set(key, line.row);
    rows.push(parsed);
  }
  return errors.length > 0 ? { ok: false, errors } : { ok: true, rows };
}

/** The flight number as a supplier writes it: airline code and number. */
export const allotmentFlightNumber = (row: Pick<AllotmentRow, "airline" | "flightNumber">) =>
  `${row.airline}${row.flightNumber}`;

/** The fare brand results show for a supplier's allotment. */
export const ALLOTMENT_FARE_NAME = "Supplier fare";

/** Who may load allotments, see a supplier organisation's loads, and withdraw them. */
export const mayLoadAllotments = (role: string) => role === "SUPPLIER";
export const maySeeSupplierLoads = (role: string) =>
  role === "SUPPLIER" || role === "SUPPLIER_ADMIN";
export const mayWithdrawSupplierLoads = (role: string) => role === "SUPPLIER_ADMIN";
