import { randomUUID } from "node:crypto";
import { read, utils, type WorkSheet } from "@e965/xlsx";
import {
  BULK_UPLOAD_MESSAGES,
  type BulkUploadFill,
  type BulkUploadSheetRow,
  documentUploadError,
  fillFromBulkUpload,
  isBulkUploadFileName,
} from "@wayfare/domain";
import { BULK_UPLOAD_INTENT, UPLOAD_ID_FIELD } from "@wayfare/forms";

/** Rows read from a sheet at most: more than any booking's passengers, so the count still shows. */
const MAX_SHEET_ROWS = 100;

const refused = (message: string): BulkUploadFill => ({
  errors: [message],
  rowProblems: [],
  filled: [],
});

function sheetRows(sheet: WorkSheet): BulkUploadSheetRow[] {
  const firstRow = utils.decode_range(sheet["!ref"] ?? "A1").s.r;
  const [header = [], ...rows] = utils.sheet_to_json<unknown[]>(sheet, {
    header: 1,
    raw: true,
    blankrows: true,
  });
  const names = header.map((cell) => String(cell ?? ""));
  return rows.map((cells, index) => ({
    // Spreadsheet row numbers count from 1 and the header takes the first.
    row: firstRow + index + 2,
    cells: Object.fromEntries(names.map((name, column) => [name, cells[column]])),
  }));
}

function readSheet(file: File, bytes: ArrayBuffer): BulkUploadSheetRow[] | undefined {
  try {
    const workbook = read(bytes, {
      type: "array",
      cellDates: true,
      // A csv stays text: "01/05/1990" must not become 5 January by a US reading.
      raw: file.name.toLowerCase().endsWith(".csv"),
      sheetRows: MAX_SHEET_ROWS + 1,
      cellFormula: false,
      cellHTML: false,
    });
    const first = workbook.SheetNames[0];
    const sheet = first ? workbook.Sheets[first] : undefined;
    return sheet ? sheetRows(sheet) : [];
  } catch {
    return undefined;
  }
}

/**
 * The bulk upload's file (posted as `file`) read on the server: type and size with the
 * domain's rules, then the first sheet's rows into the booking's passenger slots.
 */
export async function bulkUploadFromForm(
  formData: FormData,
  passengerCount: number,
): Promise<BulkUploadFill> {
  const file = formData.get("file");
  const sizeError = documentUploadError(file, { mandatory: true });
  if (sizeError || !(file instanceof File))
    return refused(sizeError ?? BULK_UPLOAD_MESSAGES.unreadable);
  if (!isBulkUploadFileName(file.name)) return refused(BULK_UPLOAD_MESSAGES.wrongType);
  const rows = readSheet(file, await file.arrayBuffer());
  return rows ? fillFromBulkUpload(rows, passengerCount) : refused(BULK_UPLOAD_MESSAGES.unreadable);
}

/**
 * What the passenger form shows after an upload: everything as posted, with the sheet's rows
 * in the passenger slots they fill (the other slots keep what was typed).
 */
export function valuesAfterUpload(posted: Record<string, unknown>, fill: BulkUploadFill) {
  const {
    file: _file,
    [BULK_UPLOAD_INTENT.name]: _intent,
    [UPLOAD_ID_FIELD]: _id,
    ...values
  } = posted;
  const typed = Array.isArray(values.passengers) ? values.passengers : [];
  const slots = Math.max(typed.length, fill.filled.length);
  const passengers = Array.from(
    { length: slots },
    (_, index) => fill.filled[index] ?? typed[index] ?? {},
  );
  return { ...values, passengers };
}

/** A new identity for the passenger form an upload has filled. */
export const newUploadId = () => randomUUID();
