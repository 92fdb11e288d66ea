import { describe, expect, it } from "vitest";
import { passengerFieldRequirements } from "./field-requirements";

describe("which passenger fields are required", () => {
  it("date of birth: children and infants always, adults abroad or on age-conditioned fares", () => {
    const dob = (context: Parameters<typeof passengerFieldRequirements>[0]) =>
      passengerFieldRequirements(context).dob;
    expect(dob({ paxType: "ADULT", isDomestic: true })).toBe(false);
    expect(dob({ paxType: "ADULT", isDomestic: true, fareType: "REGULAR" })).toBe(false);
    expect(dob({ paxType: "ADULT", isDomestic: true, fareType: "SENIOR_CITIZEN" })).toBe(true);
    expect(dob({ paxType: "ADULT", isDomestic: true, fareType: "STUDENT" })).toBe(true);
    expect(dob({ paxType: "ADULT", isDomestic: false })).toBe(true);
    expect(dob({ paxType: "CHILD", isDomestic: true })).toBe(true);
    expect(dob({ paxType: "INFANT", isDomestic: true })).toBe(true);
  });

  it("passport abroad; PAN and document by flag; every one can be forced", () => {
    expect(passengerFieldRequirements({ paxType: "ADULT", isDomestic: false })).toEqual({
      dob: true,
      passport: true,
      panMandatory: false,
      document: false,
      frequentFlyer: true,
    });
    expect(
      passengerFieldRequirements(
        { paxType: "ADULT", isDomestic: false },
        {
          dobRequired: false,
          passportRequired: false,
          panMandatory: true,
          documentMandatory: true,
        },
      ),
    ).toEqual({
      dob: false,
      passport: false,
      panMandatory: true,
      document: true,
      frequentFlyer: true,
    });
  });
});

describe("frequent flyer numbers", () => {
  it("are for adults and children, not infants, who earn no miles", () => {
    const context = { isDomestic: true } as const;
    expect(passengerFieldRequirements({ ...context, paxType: "ADULT" }).frequentFlyer).toBe(true);
    expect(passengerFieldRequirements({ ...context, paxType: "CHILD" }).frequentFlyer).toBe(true);
    expect(passengerFieldRequirements({ ...context, paxType: "INFANT" }).frequentFlyer).toBe(false);
  });
});
