import { addDays, differenceInCalendarDays, isAfter, isBefore, lightFormat } from "date-fns";
import { type CatalogueError, catalogueError } from "../errors/catalogue";
import { LOGIN_REQUIRED_LABELS } from "../roles/login-required";

/**
 * Booking statuses of J§4 with the spelling the spec uses for each ("Success", "On Hold",
 * upper case for the rest). "Pending" is not named by the spec: a real portal has bookings
 * whose payment is still being confirmed, and they belong in the Unconfirmed tab.
 * TO_BE_ACTIVATED is a flex-fare status, not a booking status.
 */
export const BOOKING_STATUSES = [
  "Success",
  "On Hold",
  "Pending",
  "CANCELLED",
  "REISSUED",
  "VOIDED",
  "NO_SHOW",
] as const;

export type BookingStatus = (typeof BOOKING_STATUSES)[number];

export const FLEX_FARE_TO_BE_ACTIVATED = "TO_BE_ACTIVATED";
export const FLEX_FARE_ACTIVATED = "ACTIVATED";

/**
 * TJ Flex's fare status (J§4 "fare status To Be Activated"). Decision: bought and paid, it is
 * To Be Activated until a cancellation of the booking uses it; then Activated.
 */
export function tjFlexFareStatus(input: {
  bought: boolean;
  cancellations: number;
}): string | undefined {
  if (!input.bought) return undefined;
  return input.cancellations === 0 ? FLEX_FARE_TO_BE_ACTIVATED : FLEX_FARE_ACTIVATED;
}

/** TJ Flex amendment is hidden for REISSUED, VOIDED, CANCELLED, NO_SHOW (J§4). */
export const TJ_FLEX_AMEND_HIDDEN_STATUSES: readonly BookingStatus[] = [
  "REISSUED",
  "VOIDED",
  "CANCELLED",
  "NO_SHOW",
];

export type BookingAction =
  | "payNow"
  | "unhold"
  | "cancel"
  | "loginToCancel"
  | "amend"
  | "tjFlexAmend"
  | "downloadPdf"
  | "printTicket"
  | "printTicketWithoutPrice"
  | "emailTicket"
  | "smsTicket"
  | "invoice"
  | "loginForInvoice"
  | "cartDetails"
  | "oldPrintCopy"
  | "webCheckIn";

/** Labels of J§2 (confirmation page and more-options menu), with the login prompts of F§6. */
export const BOOKING_ACTION_LABELS: Record<BookingAction, string> = {
  payNow: "Pay Now",
  unhold: "Unhold",
  cancel: "Cancel Booking",
  loginToCancel: LOGIN_REQUIRED_LABELS.cancel,
  amend: "Amend Booking",
  tjFlexAmend: "TJ Flex Amend",
  downloadPdf: "Download PDF",
  printTicket: "Print Ticket",
  printTicketWithoutPrice: "Print Ticket without Price",
  emailTicket: "Email Ticket",
  smsTicket: "SMS Ticket",
  invoice: "Invoice",
  loginForInvoice: LOGIN_REQUIRED_LABELS.invoice,
  cartDetails: "Go to Cart Details",
  oldPrintCopy: "Old Print Copy",
  webCheckIn: "Web Check-in",
};

const TICKET_DOCUMENTS: readonly BookingAction[] = [
  "downloadPdf",
  "printTicket",
  "printTicketWithoutPrice",
  "emailTicket",
  "smsTicket",
  "oldPrintCopy",
  "cartDetails",
];

export interface BookingActionContext {
  status: BookingStatus;
  /** A user's own token, not a guest token (see roles/login-required). */
  signedIn: boolean;
  hasTjFlex: boolean;
  /** True until the last flight of the booking has departed. */
  hasUpcomingFlight: boolean;
}

/**
 * The actions each status allows (J§2 confirmation and more-options menu). Decisions:
 * a held booking can only be paid for or released; a ticketed booking (Success, REISSUED)
 * can be cancelled and amended while a flight is still ahead; NO_SHOW can still be amended
 * (a no-show refund of taxes) but not cancelled; CANCELLED and VOIDED keep documents and
 * invoices only. Someone not signed in sees 'Login to Cancel' and 'Login for Invoice'
 * instead of those actions.
 */
export function bookingActions(context: BookingActionContext): BookingAction[] {
  const { status, signedIn, hasTjFlex, hasUpcomingFlight } = context;
  if (status === "On Hold") return ["payNow", "unhold", "cartDetails"];
  if (status === "Pending") return ["cartDetails"];

  const actions: BookingAction[] = [...TICKET_DOCUMENTS, signedIn ? "invoice" : "loginForInvoice"];
  const ticketed = status === "Success" || status === "REISSUED";
  if (ticketed && hasUpcomingFlight) {
    actions.push(signedIn ? "cancel" : "loginToCancel", "amend", "webCheckIn");
  }
  if (status === "NO_SHOW") actions.push("amend");
  if (hasTjFlex && hasUpcomingFlight && !TJ_FLEX_AMEND_HIDDEN_STATUSES.includes(status)) {
    actions.push("tjFlexAmend");
  }
  return actions;
}

// English month abbreviations (Jan … Sep … Dec), as date-fns's `format` gives them for "MMM";
// `lightFormat` has no month names, and date-fns's `format` with its locale costs the
// confirmation page 5 kB of browser code for this one label.
const MONTH_ABBREVIATION = new Intl.DateTimeFormat("en-US", { month: "short" });

/** 'On hold till 05 Jan 2025, 14:30' on the confirmation page (J§2), in local time. */
export function onHoldTillLabel(onHoldTill: Date): string {
  const day = lightFormat(onHoldTill, "dd");
  const month = MONTH_ABBREVIATION.format(onHoldTill);
  return `On hold till ${day} ${month} ${lightFormat(onHoldTill, "yyyy, HH:mm")}`;
}

/** Paying for a hold after its time gives 1059 'Hold time limit expired'. */
export function holdPayNowError(onHoldTill: Date, now: Date): CatalogueError | undefined {
  return isAfter(now, onHoldTill) ? catalogueError("1059") : undefined;
}

/**
 * The flex-fare amend banner shows only when the fare status is To Be Activated, the
 * booking is Success, and it is before one day after the first departure (J§4).
 */
export function showFlexAmendBanner(input: {
  fareStatus: string;
  bookingStatus: BookingStatus;
  firstDeparture: Date;
  now: Date;
}): boolean {
  return (
    input.fareStatus === FLEX_FARE_TO_BE_ACTIVATED &&
    input.bookingStatus === "Success" &&
    isBefore(input.now, addDays(input.firstDeparture, 1))
  );
}

/**
 * Cross-sell shows when the booking is Success or On Hold, the travel date plus N days is
 * not in the past (compared by calendar day), and the itjcr flag is false (J§4).
 */
export function showCrossSell(input: {
  bookingStatus: BookingStatus;
  travelDate: Date;
  days: number;
  itjcr: boolean;
  now: Date;
}): boolean {
  const live = input.bookingStatus === "Success" || input.bookingStatus === "On Hold";
  const notPast = differenceInCalendarDays(addDays(input.travelDate, input.days), input.now) >= 0;
  return live && notPast && !input.itjcr;
}
