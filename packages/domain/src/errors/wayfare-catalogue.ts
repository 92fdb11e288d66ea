import { LOGIN_MESSAGES } from "../auth/login-messages";
import { BOOKING_IMPORT_MESSAGES } from "../booking/booking-import";
import {
  DUPLICATE_BOOKING_ERROR_CODE,
  duplicateBookingMessage,
} from "../booking/duplicate-booking";
import { HOLD_TOO_LATE_ERROR } from "../booking/hold-time";
import { MODIFY_BOOKING_MESSAGES } from "../booking/modify-booking";
import { REISSUE_MESSAGES } from "../booking/reissue";
import { TJ_CASH_MESSAGES } from "../booking/tj-cash";
import { POLICY_REASON_MESSAGES } from "../catalogues/policy-reasons";
import { FARE_POLICY_MESSAGES } from "../corporate/fare-policies";
import { MISCELLANEOUS_CHARGE_MESSAGES } from "../invoice/miscellaneous-charge";
import { LOGIN_REQUIRED_LABELS } from "../roles/login-required";
import { catalogueError, type ErrorCode } from "./catalogue";
import { REISSUE_NO_SHOW_ERROR_CODE } from "./handling";

type WayfareError = {
  /** The code the envelope carries: what clients have always been answered. */
  readonly errCode: string;
  readonly message: string | ((detail: string) => string);
};

/**
 * Refusals the spec has no words for (decision 0041). Each has a Wayfare code, "WF" and
 * three digits, which no spec code can be (the spec's are all digits), and the spec code it
 * is answered with, so clients that know only the spec (F§8: unknown codes use 100) read
 * them as they always have. WF100 is every field message of the domain's schemas and rules:
 * a request they refuse answers 400 with the field's own words.
 */
export const WAYFARE_ERROR_CATALOGUE = {
  WF100: { errCode: "400", message: (fieldMessage: string) => fieldMessage },
  WF101: { errCode: "400", message: HOLD_TOO_LATE_ERROR.message },
  WF102: { errCode: "400", message: TJ_CASH_MESSAGES.notWithBlock },
  WF103: { errCode: "400", message: POLICY_REASON_MESSAGES.required },
  WF104: { errCode: "400", message: (code: string) => `Unknown airport code ${code}` },
  WF105: { errCode: "400", message: "The flights of a connecting journey are cancelled together" },
  WF106: { errCode: "400", message: "A flight that has departed cannot be cancelled" },
  WF107: { errCode: DUPLICATE_BOOKING_ERROR_CODE, message: duplicateBookingMessage },
  WF108: { errCode: "801", message: LOGIN_MESSAGES.socialFailure },
  WF109: { errCode: "403", message: LOGIN_REQUIRED_LABELS.cancel },
  WF110: { errCode: "403", message: LOGIN_REQUIRED_LABELS.invoice },
  // Reissue (decision 0069): answered with the spec's reissue codes (J§8), our words.
  WF111: { errCode: REISSUE_NO_SHOW_ERROR_CODE, message: REISSUE_MESSAGES.noShow },
  WF112: { errCode: "8037", message: REISSUE_MESSAGES.departed },
  WF113: { errCode: "1154", message: REISSUE_MESSAGES.notPermitted },
  // A modification's quote past its minutes: the spec's expired-booking code (2503), our words.
  WF114: { errCode: "2503", message: MODIFY_BOOKING_MESSAGES.quoteExpired },
  // Corporate fare policies (decision 0081).
  WF115: { errCode: "404", message: FARE_POLICY_MESSAGES.notFound },
  WF116: { errCode: "404", message: FARE_POLICY_MESSAGES.notEmployee },
  WF117: { errCode: "400", message: FARE_POLICY_MESSAGES.tooMany },
  // A booker booking for an employee whose policy the fares break (decision 0086).
  WF119: { errCode: "400", message: FARE_POLICY_MESSAGES.employeeReasonRequired },
  // IMPORT of a PNR the service knows (decision 0084); an unknown PNR or name is the spec's 1016.
  WF130: { errCode: "400", message: BOOKING_IMPORT_MESSAGES.otherOrganisation },
  WF131: { errCode: "400", message: BOOKING_IMPORT_MESSAGES.notTicketed },
  WF132: { errCode: "404", message: BOOKING_IMPORT_MESSAGES.agentsOnly },
  // Miscellaneous invoices (decision 0084).
  WF133: { errCode: "400", message: MISCELLANEOUS_CHARGE_MESSAGES.notTicketed },
  WF134: { errCode: "404", message: MISCELLANEOUS_CHARGE_MESSAGES.issuersOnly },
  // A supplier's allotment CSV (decision 0082): one error per row message; nothing loaded.
  WF120: { errCode: "400", message: (rowMessage: string) => rowMessage },
} as const satisfies Record<string, WayfareError>;

export type WayfareErrorCode = keyof typeof WAYFARE_ERROR_CATALOGUE;

/** Every code a refusal may carry: the spec's catalogue and Wayfare's. */
export type RefusalCode = ErrorCode | WayfareErrorCode;

/** What a code's message needs: the detail it names (a field's message, a code, a booking). */
export type RefusalDetail<C extends RefusalCode> = C extends WayfareErrorCode
  ? (typeof WAYFARE_ERROR_CATALOGUE)[C]["message"] extends string
    ? []
    : [detail: string]
  : [];

export function isWayfareErrorCode(code: string): code is WayfareErrorCode {
  return Object.hasOwn(WAYFARE_ERROR_CATALOGUE, code);
}

/** The envelope error of a refusal: the code it is answered with and its catalogue message. */
export function refusalError<C extends RefusalCode>(
  code: C,
  ...[detail]: RefusalDetail<C>
): { errCode: string; message: string } {
  if (!isWayfareErrorCode(code)) return catalogueError(code);
  const { errCode, message } = WAYFARE_ERROR_CATALOGUE[code] as WayfareError;
  return { errCode, message: typeof message === "string" ? message : message(detail ?? "") };
}
