import { describe, expect, it } from "vitest";
import {
  ACCESS_DENIED_MESSAGE,
  catalogueError,
  ERROR_CATALOGUE,
  errorMessage,
  isErrorCode,
} from "./catalogue";
import { errorHandlingClass } from "./handling";
import { errorForFailedCall, isUsableResponseBody } from "./response-mapping";

describe("error catalogue (foundations §8)", () => {
  it("holds every code of the table with its message, word for word", () => {
    expect(Object.keys(ERROR_CATALOGUE)).toHaveLength(43);
    expect(errorMessage("801")).toBe(
      "Authorization unsuccessful, email/mobile or password invalid",
    );
    expect(errorMessage("802")).toBe("Your account is currently inactive");
    expect(errorMessage("2001")).toBe("Insufficient Balance");
    expect(errorMessage("001")).toBe("Please check your internet connection");
  });

  it("'The message is shown as a toast; unknown codes use 100.'", () => {
    expect(catalogueError("9999")).toEqual({ errCode: "100", message: "Something went wrong!" });
    expect(catalogueError(undefined)).toEqual({ errCode: "100", message: "Something went wrong!" });
    expect(isErrorCode("toString")).toBe(false);
  });

  it("reads numeric codes as the catalogue writes them", () => {
    expect(catalogueError(1).errCode).toBe("001");
    expect(catalogueError(2503).message).toBe(
      "BookingId expired, generate a new one from the review response",
    );
  });
});

/**
 * foundations.md §8, the rows the booking journey does not repeat, copied from the spec's
 * table (403's row without its note, which the 403 test below quotes).
 */
const FOUNDATIONS_CODES = `
001 Please check your internet connection
100 Something went wrong!
400 Bad Request
401 Invalid Password
403 Invalid Access
404 Resource Not Found
415 Old and New Password can't be same
416 All Internal Ids are in use, request after some time
502 Something went wrong with background server!
800 Invalid email
801 Authorization unsuccessful, email/mobile or password invalid
802 Your account is currently inactive
803 Invalid OTP
804 Invalid Mobile
805 GSTIN should be 15 characters only
806 Invalid Email or Mobile
812 Either email or mobile already exist
2000 Unable to connect to database
`
  .trim()
  .split("\n")
  .map((line) => {
    const space = line.indexOf(" ");
    return [line.slice(0, space), line.slice(space + 1)] as const;
  });

describe("foundations error catalogue, code by code (foundations §8)", () => {
  it.each(FOUNDATIONS_CODES)("%s '%s', shown as a toast", (code, message) => {
    expect(catalogueError(code)).toEqual({ errCode: code, message });
    expect(catalogueError(Number(code))).toEqual({ errCode: code, message });
    expect(errorHandlingClass(code)).toBe("toast");
  });

  it("403 'Invalid Access (token invalid or expired); client-side denial shows Access Denied'", () => {
    expect(errorMessage("403")).toBe("Invalid Access");
    expect(ACCESS_DENIED_MESSAGE).toBe("Access Denied");
  });
});

/** booking-journey.md §8, copied from the spec's list (without its closing full stops). */
const BOOKING_JOURNEY_CODES = `
1000 Requested flight is no longer available
1001 Infant can't be greater than adults
1002 Child can't be greater than adults
1003 Travel dates must be ascending
1004 Travel date can't be after a year
1005 Origin and destination can't be same
1006 Passengers can't be more than 9
1007 First name blank or contains whitespace
1008 Last name blank or non-alphabet
1009 Name length over 50 characters
1010 Two passengers can't have the same name
1012 Adult must be over 12 years
1013 Child 2 to 12 years
1014 Infant 0 to 2 years
1015 Payment total doesn't match order total
1016 No booking found for the PNR
1059 Hold time limit expired
1088 Credit shell needs same passenger count and types as the original PNR, or raise a reissue amendment
1915 No seats available
1916 Seat map not available, proceed and contact support after confirmation
2001 Insufficient Balance
2002 Refund can't exceed amount charged
2501 No order found with given orderId
2503 BookingId expired, generate a new one from the review response
2504 Invalid request, data passed is wrong
`
  .trim()
  .split("\n")
  .map((line) => [line.slice(0, 4), line.slice(5)] as const);

describe("booking error catalogue (booking-journey §8)", () => {
  it.each(BOOKING_JOURNEY_CODES)("%s '%s'", (code, message) => {
    expect(errorMessage(code)).toBe(message);
  });

  it("adds no code beyond the foundations table (43 entries in all)", () => {
    expect(BOOKING_JOURNEY_CODES).toHaveLength(25);
    expect(Object.keys(ERROR_CATALOGUE)).toHaveLength(43);
  });

  it("with the foundations rows, is the whole catalogue", () => {
    const copied = Object.fromEntries([...FOUNDATIONS_CODES, ...BOOKING_JOURNEY_CODES]);
    expect(copied).toEqual(ERROR_CATALOGUE);
  });

  it("'unknown codes show 'Something went wrong!', code 100'", () => {
    expect(catalogueError("8042")).toEqual({ errCode: "100", message: "Something went wrong!" });
  });
});

describe("response mapping (foundations §7)", () => {
  it("'an empty or non-object response gives error 502 when online and 001 when offline'", () => {
    expect(errorForFailedCall({ kind: "empty-response", online: true })).toEqual({
      errCode: "502",
      message: "Something went wrong with background server!",
    });
    expect(errorForFailedCall({ kind: "empty-response", online: false }).errCode).toBe("001");
  });

  it("'an exception gives 100 online and 001 offline'", () => {
    expect(errorForFailedCall({ kind: "exception", online: true }).errCode).toBe("100");
    expect(errorForFailedCall({ kind: "exception", online: false }).message).toBe(
      "Please check your internet connection",
    );
  });

  it("treats only plain objects as usable answers", () => {
    expect(isUsableResponseBody({ status: {} })).toBe(true);
    for (const body of [null, undefined, "", "ok", 42, [], [{}]]) {
      expect(isUsableResponseBody(body)).toBe(false);
    }
  });
});
