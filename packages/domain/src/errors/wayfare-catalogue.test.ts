import { describe, expect, it } from "vitest";
import { ERROR_CATALOGUE } from "./catalogue";
import { refusalError, WAYFARE_ERROR_CATALOGUE } from "./wayfare-catalogue";

describe("Wayfare's error codes (decision 0041)", () => {
  it("are WF and three digits, which no spec code can be: the spec's are all digits", () => {
    for (const code of Object.keys(WAYFARE_ERROR_CATALOGUE)) {
      expect(code).toMatch(/^WF\d{3}$/);
      expect(Object.hasOwn(ERROR_CATALOGUE, code)).toBe(false);
    }
  });

  it("answer each message with the code clients have always read", () => {
    const answers = Object.keys(WAYFARE_ERROR_CATALOGUE).map((code) => [
      code,
      refusalError(code as "WF101", ...([] as [])),
    ]);
    expect(Object.fromEntries(answers)).toEqual({
      WF100: { errCode: "400", message: "" },
      WF101: {
        errCode: "400",
        message: "This flight departs too soon to be held; book and pay now",
      },
      WF102: {
        errCode: "400",
        message: "Please clear TJ Cash. TJ Cash cannot be applied to block a booking.",
      },
      WF103: {
        errCode: "400",
        message: "Please select a reason for not choosing the lowest fare",
      },
      WF104: { errCode: "400", message: "Unknown airport code " },
      WF105: {
        errCode: "400",
        message: "The flights of a connecting journey are cancelled together",
      },
      WF106: { errCode: "400", message: "A flight that has departed cannot be cancelled" },
      WF107: {
        errCode: "409",
        message:
          "You already have booking  for the same passenger on the same flight. Do you want to continue booking?",
      },
      WF108: { errCode: "801", message: "Authentication Failed! Please try again." },
      WF109: { errCode: "403", message: "Login to Cancel" },
      WF110: { errCode: "403", message: "Login for Invoice" },
      WF111: {
        errCode: "8042",
        message: "A passenger who did not fly cannot change this booking online; please contact us",
      },
      WF112: { errCode: "8037", message: "A flight that has departed cannot be changed" },
      WF113: { errCode: "1154", message: "This fare does not allow a change now" },
      WF114: {
        errCode: "2503",
        message: "This price has expired. Please get a new quote for what you add.",
      },
      WF115: { errCode: "404", message: "This policy is not one of your organisation's" },
      WF116: {
        errCode: "404",
        message: "This person is not one of your organisation's employees",
      },
      WF117: { errCode: "400", message: "An organisation keeps at most 50 policies" },
      WF119: {
        errCode: "400",
        message:
          "This fare is outside the fare policy of an employee you are booking for. Please select a reason",
      },
      WF130: {
        errCode: "400",
        message: "This booking belongs to another agency or company and can't be imported",
      },
      WF131: { errCode: "400", message: "Only a ticketed booking can be imported" },
      WF132: { errCode: "404", message: "Only an agent or agent staff can import a booking" },
      WF133: {
        errCode: "400",
        message: "A miscellaneous invoice is issued on a ticketed booking only",
      },
      WF134: {
        errCode: "404",
        message: "Only the call centre, accounts or an admin can issue a miscellaneous invoice",
      },
      WF120: { errCode: "400", message: "" },
    });
  });

  it("fill in the detail a message names", () => {
    expect(refusalError("WF100", "Please enter a valid card number")).toEqual({
      errCode: "400",
      message: "Please enter a valid card number",
    });
    expect(refusalError("WF104", "XYZ").message).toBe("Unknown airport code XYZ");
    expect(refusalError("WF107", "WF2603010000001").message).toBe(
      "You already have booking WF2603010000001 for the same passenger on the same flight. Do you want to continue booking?",
    );
  });

  it("leave the spec's codes to the spec's catalogue", () => {
    expect(refusalError("1016")).toEqual({
      errCode: "1016",
      message: "No booking found for the PNR",
    });
  });
});
