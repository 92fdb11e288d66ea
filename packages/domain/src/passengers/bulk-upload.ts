import { isValid } from "date-fns";
import { formatPassengerDate, parsePassengerDate } from "./dates";
import { filledText } from "./form-text";
import type { PassengerFieldIssue } from "./issues";
import { PASSENGER_MESSAGES } from "./messages";
import { passengerNameIssues } from "./names";
import { isValidPassportNumber } from "./passport";
import { passengerTitleFromText } from "./title";

/**
 * The bulk passenger upload of J§2: an xlsx, xls or csv sheet with the columns title, first
 * name, last name, dob, nationality, passport number, passport expiry and issue date.
 *
 * Decisions: headers match ignoring case, spaces and underscores; spreadsheet date cells
 * (Date objects) become yyyy-mm-dd; a row is checked for what it says on its own (title,
 * names, patterns). The age and passport-validity rules depend on the passenger slot the row
 * fills and the trip, so they run when the row lands in the passenger form (passengerSchema).
 */
export const BULK_UPLOAD_FILE_EXTENSIONS = ["xlsx", "xls", "csv"] as const;

export const BULK_UPLOAD_COLUMNS = [
  { key: "title", header: "Title" },
  { key: "firstName", header: "First Name" },
  { key: "lastName", header: "Last Name" },
  { key: "dob", header: "DOB" },
  { key: "pNat", header: "Nationality" },
  { key: "pNum", header: "Passport Number" },
  { key: "eD", header: "Passport Expiry" },
  { key: "pid", header: "Issue Date" },
] as const;

export type BulkUploadColumn = (typeof BULK_UPLOAD_COLUMNS)[number]["key"];

export type BulkUploadRowInput = Partial<Record<BulkUploadColumn, string>>;

export function isBulkUploadFileName(fileName: string): boolean {
  const extension = fileName.split(".").pop()?.toLowerCase();
  return BULK_UPLOAD_FILE_EXTENSIONS.some((allowed) => allowed === extension);
}

function headerKey(header: string): string {
  return header.toLowerCase().replace(/[\s_]+/g, "");
}

const COLUMN_BY_HEADER = new Map<string, BulkUploadColumn>(
  BULK_UPLOAD_COLUMNS.map((column) => [headerKey(column.header), column.key]),
);

function cellText(cell: unknown): string | undefined {
  if (cell instanceof Date) return isValid(cell) ? formatPassengerDate(cell) : undefined;
  if (typeof cell === "string") return cell;
  if (typeof cell === "number") return String(cell);
  return undefined;
}

/** A sheet row keyed by its headers, as a row of known columns; other columns are dropped. */
export function bulkUploadRowFromRecord(
  record: Readonly<Record<string, unknown>>,
): BulkUploadRowInput {
  const row: BulkUploadRowInput = {};
  for (const [header, cell] of Object.entries(record)) {
    const column = COLUMN_BY_HEADER.get(headerKey(header));
    const text = cellText(cell);
    if (column && text !== undefined) row[column] = text;
  }
  return row;
}

export function bulkUploadRowIssues(
  row: BulkUploadRowInput,
): PassengerFieldIssue<BulkUploadColumn>[] {
  const issues: PassengerFieldIssue<BulkUploadColumn>[] = [];
  const add = (field: BulkUploadColumn, message: string) => issues.push({ field, message });

  if (!passengerTitleFromText(row.title ?? "")) add("title", PASSENGER_MESSAGES.titleEmpty);
  issues.push(...passengerNameIssues(row));
  const datePatterns = [
    ["dob", PASSENGER_MESSAGES.datePattern],
    ["eD", PASSENGER_MESSAGES.expiryDatePattern],
    ["pid", PASSENGER_MESSAGES.issueDatePattern],
  ] as const;
  for (const [field, message] of datePatterns) {
    const text = filledText(row[field]);
    if (text !== undefined && !parsePassengerDate(text)) add(field, message);
  }
  const passportNumber = filledText(row.pNum);
  if (passportNumber !== undefined && !isValidPassportNumber(passportNumber)) {
    add("pNum", PASSENGER_MESSAGES.passportNumberPattern);
  }
  return issues;
}
