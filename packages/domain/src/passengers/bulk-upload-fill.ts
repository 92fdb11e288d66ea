import { BULK_UPLOAD_COLUMNS, bulkUploadRowFromRecord } from "./bulk-upload";
import { bulkUploadRowSchema } from "./bulk-upload-row-schema";
import type { PassengerFormValues } from "./passenger-schema";

/**
 * Our words for the bulk upload's outcomes (the spec has only the size message, 'File is too
 * big! Please try a different file.', which the upload keeps).
 */
export const BULK_UPLOAD_MESSAGES = {
  wrongType: "Choose an xlsx, xls or csv file.",
  unreadable: "We could not read this file. Save it as xlsx, xls or csv and upload it again.",
  noRows: "The sheet has no passengers. Put one passenger on each row under the header row.",
  noKnownColumns: `The sheet's header row has none of the columns ${BULK_UPLOAD_COLUMNS.map((column) => column.header).join(", ")}.`,
  tooManyRows: (rows: number, passengers: number) =>
    `The sheet has ${rows} passengers but this booking has ${passengers}. Remove the extra rows and upload it again.`,
} as const;

/** One data row of the sheet: its row number as the spreadsheet shows it, and its cells by header. */
export interface BulkUploadSheetRow {
  row: number;
  cells: Readonly<Record<string, unknown>>;
}

export interface BulkUploadRowProblem {
  row: number;
  messages: string[];
}

export interface BulkUploadFill {
  /** The file's problems; when there are any, nothing is filled. */
  errors: string[];
  rowProblems: BulkUploadRowProblem[];
  /** The passengers' form values in booking order, one per row. */
  filled: PassengerFormValues[];
}

const isBlank = (values: PassengerFormValues) =>
  Object.values(values).every((value) => !value?.trim());

/**
 * The sheet's rows placed into the booking's passenger slots in order. A row's own problems
 * (title, names, date and passport patterns) are listed by row number, and the row is still
 * filled in as written, so nothing typed in the sheet is lost: the passenger form shows the
 * same messages, and the age and passport-validity rules, when it is submitted.
 */
export function fillFromBulkUpload(
  rows: readonly BulkUploadSheetRow[],
  passengerCount: number,
): BulkUploadFill {
  const read = rows
    .map(({ row, cells }) => ({ row, values: bulkUploadRowFromRecord(cells) }))
    .filter(({ values }) => !isBlank(values));
  const refuse = (message: string): BulkUploadFill => ({
    errors: [message],
    rowProblems: [],
    filled: [],
  });
  if (read.length === 0) {
    const anyCells = rows.some(({ cells }) => Object.keys(cells).length > 0);
    return refuse(anyCells ? BULK_UPLOAD_MESSAGES.noKnownColumns : BULK_UPLOAD_MESSAGES.noRows);
  }
  if (read.length > passengerCount) {
    return refuse(BULK_UPLOAD_MESSAGES.tooManyRows(read.length, passengerCount));
  }
  const rowProblems: BulkUploadRowProblem[] = [];
  const filled = read.map(({ row, values }) => {
    const parsed = bulkUploadRowSchema.safeParse(values);
    if (parsed.success) return parsed.data;
    rowProblems.push({ row, messages: parsed.error.issues.map((issue) => issue.message) });
    return values;
  });
  return { errors: [], rowProblems, filled };
}
