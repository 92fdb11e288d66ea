import { describe, expect, it } from "vitest";
import { catalogueError } from "./catalogue";
import { errorHandlingClass, routeErrors } from "./handling";
import { ERROR_TEXTS, firstErrorMessage } from "./texts";

describe("error handling classes (foundations §8, booking-journey §8)", () => {
  it.each([
    ["1088", "persisted"],
    ["2041", "hidden"],
    ["2042", "hidden"],
    ["8024", "hidden"],
    ["8067", "hidden"],
    ["8077", "pan"],
    ["8078", "pan"],
    ["8079", "pan"],
    ["8080", "pan"],
    ["8081", "pan"],
    ["8037", "reissue"],
    ["1154", "reissue"],
    ["8042", "no-show"],
    ["8076", "toast"],
    ["8082", "toast"],
    ["1000", "toast"],
    ["001", "toast"],
  ] as const)("code %s is handled as %s", (code, handling) => {
    expect(errorHandlingClass(code)).toBe(handling);
  });

  it("reads numeric and padded codes, and anything else as a toast", () => {
    expect(errorHandlingClass(1088)).toBe("persisted");
    expect(errorHandlingClass(" 8042 ")).toBe("no-show");
    expect(errorHandlingClass(undefined)).toBe("toast");
    expect(errorHandlingClass({})).toBe("toast");
  });
});

describe("other error texts (booking-journey §2, §8)", () => {
  it("keeps the spec's texts word for word", () => {
    expect(ERROR_TEXTS.fareRulesUnavailable).toBe(
      "Sorry, unable to fetch fare rules from airline. Please refer to detailed fare rules or contact customer service.",
    );
    expect(ERROR_TEXTS.sessionExpired).toBe("Session Expired");
    expect(ERROR_TEXTS.sessionExpiredModal).toBe("Your session has been expired.");
    expect(ERROR_TEXTS.invalidData).toBe("Invalid Data");
    expect(ERROR_TEXTS.paymentFailed).toBe("Payment Failed !");
    expect(ERROR_TEXTS.noPaymentModes).toBe(
      "No payment Modes Applicable for you. Please contact Customer Care!!!",
    );
    expect(ERROR_TEXTS.completeCurrentStep).toBe("Please complete current step first");
    expect(ERROR_TEXTS.pageNotFound).toBe(
      "Sorry, we could not find the resource you are looking for,",
    );
  });

  it("'Login failure shows the message from the response errors, defaulting to Something went wrong!'", () => {
    expect(firstErrorMessage([{ message: "Invalid OTP" }, { message: "second" }])).toBe(
      "Invalid OTP",
    );
    expect(firstErrorMessage([])).toBe("Something went wrong!");
    expect(firstErrorMessage(undefined)).toBe("Something went wrong!");
    expect(firstErrorMessage([{ message: "  " }])).toBe("Something went wrong!");
    expect(firstErrorMessage([{}])).toBe("Something went wrong!");
  });
});

describe("routing a failed answer's errors (foundations §8)", () => {
  const error = (errCode: string) => ({ errCode, message: `message ${errCode}` });

  it("never shows a hidden code, keeps toasts in order, and sends PAN codes to the field", () => {
    const routed = routeErrors([error("2041"), error("1000"), error("8079"), error("100")]);
    expect(routed.shown).toEqual([error("1000"), error("100")]);
    expect(routed.panField).toEqual([error("8079")]);
    expect(routed.persisted).toEqual([]);
    expect(routed.flow).toBeUndefined();
  });

  it("persists 1088 ('Credit shell needs same passenger count…') instead of showing it", () => {
    const creditShell = catalogueError("1088");
    expect(creditShell.message).toBe(
      "Credit shell needs same passenger count and types as the original PNR, or raise a reissue amendment",
    );
    const routed = routeErrors([creditShell]);
    expect(routed.persisted).toEqual([creditShell]);
    expect(routed.shown).toEqual([]);
  });

  it("sends reissue and no-show codes to their flow, the first one winning", () => {
    expect(routeErrors([error("8042"), error("8037")]).flow).toBe("no-show");
    expect(routeErrors([error("1154")]).flow).toBe("reissue");
  });
});
