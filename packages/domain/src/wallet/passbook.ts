import type { StatementEntry } from "../api/money";
import type { PassbookEntry } from "../api/wallet-top-up";
import { toRupees } from "../money/money";
import { csvText } from "../text/csv";

/** Passbook entries per page, newest first. */
export const PASSBOOK_PAGE_SIZE = 20;

/** The ledger reason of a top-up's credit. */
export const TOP_UP_LEDGER_REASON = "WALLET_TOP_UP";

/** How the passbook names the ledger's reason codes; other reasons are written as words. */
const REASON_LABELS: Record<string, string> = {
  [TOP_UP_LEDGER_REASON]: "Wallet top-up",
  FLIGHT_BOOKING: "Flight booking",
  FLIGHT_CANCELLATION: "Flight cancellation refund",
  FLIGHT_ADD_ONS: "Seats, meals or baggage added",
  FLIGHT_REISSUE: "Date or class change",
  FLIGHT_REISSUE_REFUND: "Date or class change refund",
};

/** "Wallet top-up", "Flight booking"; a reason written as words ("Opening deposit") as it is. */
export function passbookReasonLabel(reason: string): string {
  return REASON_LABELS[reason] ?? reason;
}

export const PASSBOOK_CSV_HEADER = [
  "Date",
  "Description",
  "Reference",
  "Credit",
  "Debit",
  "Balance",
];

const rupees = (amount: number) => toRupees(amount).toFixed(2);

/** The passbook as CSV (RFC 4180, CRLF), amounts in rupees with 2 decimals, newest first. */
export function passbookCsv(rows: readonly PassbookEntry[]): string {
  return csvText(PASSBOOK_CSV_HEADER, rows.map(passbookCells));
}

/** An account's statement as CSV (decision 0077): the passbook's columns and who entered each entry. */
export function statementCsv(rows: readonly StatementEntry[]): string {
  return csvText(
    [...PASSBOOK_CSV_HEADER, "Entered by"],
    rows.map((row) => [
      ...passbookCells(row),
      row.enteredBy ? `${row.enteredBy.name} (${row.enteredBy.userId})` : "",
    ]),
  );
}

function passbookCells(row: PassbookEntry): string[] {
  return [
    row.at,
    passbookReasonLabel(row.reason),
    row.reference ?? "",
    row.amount > 0 ? rupees(row.amount) : "",
    row.amount < 0 ? rupees(-row.amount) : "",
    rupees(row.balance),
  ];
}
