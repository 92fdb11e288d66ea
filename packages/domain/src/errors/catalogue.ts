/**
 * The error catalogue of foundations.md §8, as data. Messages are the spec's, word for word.
 * Codes are strings because the spec writes "001" with its leading zeros.
 * booking-journey.md §8 repeats codes 1000–2504 with the same texts (its list items end
 * in a full stop, the table's do not): they are these entries, not new ones.
 */
export const ERROR_CATALOGUE = {
  "001": "Please check your internet connection",
  "100": "Something went wrong!",
  "400": "Bad Request",
  "401": "Invalid Password",
  "403": "Invalid Access",
  "404": "Resource Not Found",
  "415": "Old and New Password can't be same",
  "416": "All Internal Ids are in use, request after some time",
  "502": "Something went wrong with background server!",
  "800": "Invalid email",
  "801": "Authorization unsuccessful, email/mobile or password invalid",
  "802": "Your account is currently inactive",
  "803": "Invalid OTP",
  "804": "Invalid Mobile",
  "805": "GSTIN should be 15 characters only",
  "806": "Invalid Email or Mobile",
  "812": "Either email or mobile already exist",
  "1000": "Requested flight is no longer available",
  "1001": "Infant can't be greater than adults",
  "1002": "Child can't be greater than adults",
  "1003": "Travel dates must be ascending",
  "1004": "Travel date can't be after a year",
  "1005": "Origin and destination can't be same",
  "1006": "Passengers can't be more than 9",
  "1007": "First name blank or contains whitespace",
  "1008": "Last name blank or non-alphabet",
  "1009": "Name length over 50 characters",
  "1010": "Two passengers can't have the same name",
  "1012": "Adult must be over 12 years",
  "1013": "Child 2 to 12 years",
  "1014": "Infant 0 to 2 years",
  "1015": "Payment total doesn't match order total",
  "1016": "No booking found for the PNR",
  "1059": "Hold time limit expired",
  "1088":
    "Credit shell needs same passenger count and types as the original PNR, or raise a reissue amendment",
  "1915": "No seats available",
  "1916": "Seat map not available, proceed and contact support after confirmation",
  "2000": "Unable to connect to database",
  "2001": "Insufficient Balance",
  "2002": "Refund can't exceed amount charged",
  "2501": "No order found with given orderId",
  "2503": "BookingId expired, generate a new one from the review response",
  "2504": "Invalid request, data passed is wrong",
} as const;

export type ErrorCode = keyof typeof ERROR_CATALOGUE;

export const UNKNOWN_ERROR_CODE = "100" satisfies ErrorCode;

/** The client-side denial of F§4 (a response for another user) reads differently from 403. */
export const ACCESS_DENIED_MESSAGE = "Access Denied";

export interface CatalogueError {
  errCode: ErrorCode;
  message: string;
}

export function isErrorCode(code: unknown): code is ErrorCode {
  return typeof code === "string" && Object.hasOwn(ERROR_CATALOGUE, code);
}

/** Looks a code up; unknown codes use 100 'Something went wrong!' (F§8). */
export function catalogueError(code: unknown): CatalogueError {
  const normalised = typeof code === "number" ? String(code).padStart(3, "0") : code;
  const errCode = isErrorCode(normalised) ? normalised : UNKNOWN_ERROR_CODE;
  return { errCode, message: ERROR_CATALOGUE[errCode] };
}

export function errorMessage(code: unknown): string {
  return catalogueError(code).message;
}
