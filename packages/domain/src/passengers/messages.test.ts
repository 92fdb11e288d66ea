import { describe, expect, it } from "vitest";
import { PASSENGER_MESSAGES } from "./messages";

describe("passenger messages quoted from J§5", () => {
  it("keep the spec's spellings and the catalogue's duplicate-name text", () => {
    expect(PASSENGER_MESSAGES.passportIssueDateEmpty).toBe("Please enter issueing date");
    expect(PASSENGER_MESSAGES.infantDobAfterTravel).toBe(
      "DOB should be atleast less than last travel date",
    );
    expect(PASSENGER_MESSAGES.duplicateName).toBe("Two passengers can't have the same name");
    expect(PASSENGER_MESSAGES.missingNameDisclaimer).toBe(
      "Please contact airline to confirm the Missing Name format !!",
    );
  });
});
