import { describe, expect, it } from "vitest";
import { catalogueError, ERROR_CATALOGUE, errorMessage, isErrorCode } from "./catalogue";
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
