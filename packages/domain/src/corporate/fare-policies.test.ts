import { describe, expect, it } from "vitest";
import { corporatePolicySaveRequestSchema } from "../api/corporate-policies";
import {
  type ChosenFare,
  employeeBreaches,
  FARE_POLICY_MESSAGES,
  type FarePolicyRules,
  farePolicyBreaches,
  mayHaveFarePolicy,
  mayManageFarePolicies,
} from "./fare-policies";
import { outOfPolicyCsv } from "./out-of-policy-csv";

const policy: FarePolicyRules = {
  cabins: ["ECONOMY"],
  maxTripFare: 500_000,
  advancePurchaseDays: 14,
  refundableOnly: true,
};
const withinPolicy: ChosenFare = {
  cabins: ["ECONOMY"],
  refundableTypes: [1],
  net: 500_000,
  firstDepartureDay: "2026-12-15",
  today: "2026-12-01",
};

describe("corporate fare policies (decision 0081)", () => {
  it("a fare within every rule breaks none", () => {
    expect(farePolicyBreaches(policy, withinPolicy)).toEqual([]);
  });

  it("name each rule a fare breaks", () => {
    expect(
      farePolicyBreaches(policy, {
        cabins: ["ECONOMY", "BUSINESS"],
        refundableTypes: [1, 0],
        net: 500_001,
        firstDepartureDay: "2026-12-14",
        today: "2026-12-01",
      }),
    ).toEqual([
      "Cabin not allowed by your policy",
      "Fare above your policy's ₹5,000 per trip",
      "Booked less than 14 days ahead",
      "Non-refundable fare; your policy allows refundable fares only",
    ]);
  });

  it("an open rule holds for any fare", () => {
    const open = { ...policy, maxTripFare: null, advancePurchaseDays: null, refundableOnly: false };
    expect(
      farePolicyBreaches(open, {
        ...withinPolicy,
        net: 10 ** 9,
        refundableTypes: [0],
        today: "2026-12-15",
      }),
    ).toEqual([]);
  });

  it("the company account and its travel desk manage policies; employees have them", () => {
    expect(
      ["CORPORATE", "CORPORATE_STAFF"].every((role) => mayManageFarePolicies(role as never)),
    ).toBe(true);
    expect(mayManageFarePolicies("CORPORATE_EMPLOYEE")).toBe(false);
    expect(mayManageFarePolicies("ADMIN")).toBe(false);
    expect(mayHaveFarePolicy("CORPORATE_EMPLOYEE")).toBe(true);
    expect(mayHaveFarePolicy("CORPORATE")).toBe(false);
  });

  it("a policy needs a name and a cabin; limits are whole rupees and days", () => {
    const parsed = corporatePolicySaveRequestSchema.shape.data.safeParse({
      name: " ",
      cabins: [],
      maxTripFare: 0,
      advancePurchaseDays: 400,
      refundableOnly: false,
    });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => issue.message)).toEqual([
      "Please enter a policy name",
      "Please allow at least one cabin",
      "Please enter a whole number of rupees, more than 0",
      "Please enter a number of days from 0 to 365",
    ]);
  });
});

describe("a booker booking for employees (decision 0086)", () => {
  it("each employee's broken rules are named for the report", () => {
    expect(
      employeeBreaches("Ananya Singh", [
        "Cabin not allowed by your policy",
        "Booked less than 14 days ahead",
      ]),
    ).toEqual([
      "Ananya Singh: Cabin not allowed by your policy",
      "Ananya Singh: Booked less than 14 days ahead",
    ]);
    expect(employeeBreaches("Ananya Singh", [])).toEqual([]);
  });

  it("the booker is asked for a reason in these words", () => {
    expect(FARE_POLICY_MESSAGES.employeeReasonRequired).toBe(
      "This fare is outside the fare policy of an employee you are booking for. Please select a reason",
    );
  });
});

describe("the corporate CSV (F§7, decision 0081)", () => {
  it("one line per booking, reason, rules broken and reporting details; cells quoted and never formulas", () => {
    const csv = outOfPolicyCsv([
      {
        bookingId: "WF1234567890123",
        bookedAt: "2026-12-01T04:40:00.000Z",
        status: "Success",
        traveller: { userId: "200010", name: "Ananya Singh" },
        route: "DEL-BOM",
        firstDeparture: "2026-12-05T07:00",
        total: 612_345,
        reason: '=Client, "urgent"',
        breaches: ["Booked less than 14 days ahead"],
        reportingDetails: [{ label: "Cost centre", value: "CC-7" }],
      },
    ]);
    expect(csv.split("\r\n")).toEqual([
      "Booking,Booked at,Status,Traveller,Traveller id,Route,First departure,Total (INR),Reason,Policy rules broken,Reporting details",
      `WF1234567890123,"1 Dec 2026, 10:10 am",Success,Ananya Singh,200010,DEL-BOM,2026-12-05T07:00,6123.45,"'=Client, ""urgent""",Booked less than 14 days ahead,Cost centre: CC-7`,
      "",
    ]);
  });
});
