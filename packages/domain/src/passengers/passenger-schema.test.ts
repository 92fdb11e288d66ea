import { describe, expect, it } from "vitest";
import { issueLines } from "../testing/zod-issues";
import {
  type PassengerSchemaContext,
  passengerListSchema,
  passengerSchema,
} from "./passenger-schema";

const domesticAdult: PassengerSchemaContext = {
  paxType: "ADULT",
  firstTravelDate: "2026-03-10",
  lastTravelDate: "2026-03-15",
  isDomestic: true,
};

const international: PassengerSchemaContext = { ...domesticAdult, isDomestic: false };

const passport = { pNum: "z1234567", pid: "2020-01-01", eD: "2030-01-01", pNat: "in" };

describe("passengerSchema (J§5 composed)", () => {
  it("refuses an infant's frequent flyer number: 'An infant does not earn frequent flyer miles: leave this empty.'", () => {
    const infant = { ...domesticAdult, paxType: "INFANT" as const };
    expect(
      issueLines(passengerSchema(infant), { frequentFlyer: "6E 41827735" }).filter((line) =>
        line.startsWith("frequentFlyer"),
      ),
    ).toEqual(["frequentFlyer: An infant does not earn frequent flyer miles: leave this empty."]);
  });

  it("a blank domestic adult form shows 'Title should not be empty' and 'Name should not be empty'", () => {
    expect(issueLines(passengerSchema(domesticAdult), {})).toEqual([
      "title: Title should not be empty",
      "firstName: Name should not be empty",
    ]);
  });

  it("a blank international form adds the date of birth and the passport", () => {
    expect(issueLines(passengerSchema(international), {})).toEqual([
      "title: Title should not be empty",
      "firstName: Name should not be empty",
      "dob: Please enter a valid Date of Birth",
      "pNum: Please enter passport number",
      "pid: Please enter issueing date",
      "eD: Please enter expiry date",
      "pNat: Please enter Passport nationality",
    ]);
  });

  it("parses a valid passenger with its type, the canonical title and upper-case documents", () => {
    const passenger = passengerSchema(international).parse({
      title: "mr",
      firstName: " Ravi  Shankar ",
      lastName: "Kumar",
      dob: "1990-05-01",
      ...passport,
      employeeId: "",
    });
    expect(passenger).toMatchObject({
      type: "ADULT",
      title: "Mr",
      firstName: "Ravi Shankar",
      lastName: "Kumar",
      pNum: "Z1234567",
      pNat: "IN",
      employeeId: undefined,
    });
  });

  it("'DOB should be on or before {date}' for a senior-citizen fare", () => {
    const context = { ...domesticAdult, fareType: "SENIOR_CITIZEN" as const };
    expect(
      issueLines(passengerSchema(context), { title: "Mr", firstName: "Ravi", dob: "1966-03-16" }),
    ).toEqual(["dob: DOB should be on or before 15 Mar 1966"]);
  });

  it("'DOB should be between {min} and {max}' for a child", () => {
    const context: PassengerSchemaContext = { ...domesticAdult, paxType: "CHILD" };
    expect(
      issueLines(passengerSchema(context), {
        title: "Master",
        firstName: "Arun",
        dob: "2010-01-01",
      }),
    ).toEqual(["dob: DOB should be between 16 Mar 2014 and 15 Mar 2024"]);
  });

  it("'Expiry Date cannot be less than 6 months from last travel date'", () => {
    expect(
      issueLines(passengerSchema(international), {
        title: "Ms",
        firstName: "Asha",
        dob: "1990-05-01",
        ...passport,
        eD: "2026-09-14",
      }),
    ).toEqual(["eD: Expiry Date cannot be less than 6 months from last travel date"]);
  });

  it("'Please enter PAN number' when PAN is mandatory for an Indian passenger", () => {
    const context = { ...domesticAdult, flags: { panMandatory: true } };
    expect(issueLines(passengerSchema(context), { title: "Ms", firstName: "Asha" })).toEqual([
      "pan: Please enter PAN number",
    ]);
    expect(
      issueLines(passengerSchema(context), { title: "Ms", firstName: "Asha", pan: "abcde1234f" }),
    ).toEqual([]);
  });

  it("'Document Id should not be empty' when the document is mandatory", () => {
    const context = { ...domesticAdult, flags: { documentMandatory: true } };
    expect(issueLines(passengerSchema(context), { title: "Ms", firstName: "Asha" })).toEqual([
      "documentId: Document Id should not be empty",
    ]);
  });

  it("corporate passenger email and mobile when enabled", () => {
    const context = { ...domesticAdult, contactEnabled: true, callingCode: "+91" };
    expect(
      issueLines(passengerSchema(context), { title: "Ms", firstName: "Asha", mobile: "12" }),
    ).toEqual(["email: Please enter Email", "mobile: Please enter valid Mobile Number"]);
    expect(
      issueLines(passengerSchema(domesticAdult), { title: "Ms", firstName: "Asha", mobile: "12" }),
    ).toEqual([]);
  });

  it("name rules from configuration and the PNR", () => {
    const context: PassengerSchemaContext = {
      ...domesticAdult,
      pnrNames: { lastName: "KUMAR" },
    };
    expect(
      issueLines(passengerSchema(context), { title: "Mr", firstName: "Ravi", lastName: "Rao" }),
    ).toEqual(["lastName: Last Name doesn't match Last Name (KUMAR) passed in pnr details"]);
  });
});

describe("passengerListSchema", () => {
  const contexts = [domesticAdult, domesticAdult, { ...domesticAdult, paxType: "INFANT" as const }];

  it("places each passenger's issues at its index and adds 'Two passengers can't have the same name'", () => {
    const result = passengerListSchema(contexts).safeParse([
      { title: "Mr", firstName: "Ravi", lastName: "Kumar" },
      { title: "Mr", firstName: "ravi", lastName: "KUMAR" },
      { title: "Ms", firstName: "Tara", dob: "2026-03-10" },
    ]);
    expect(result.error?.issues.map((i) => `${i.path.join(".")}: ${i.message}`)).toEqual([
      "2.dob: Infant age should be greater than 10 days",
      "1.firstName: Two passengers can't have the same name",
    ]);
  });

  it("parses the list in order; a missing passenger is a blank form", () => {
    const parsed = passengerListSchema(contexts.slice(0, 1)).parse([
      { title: "Mr", firstName: "Ravi" },
    ]);
    expect(parsed.map((p) => `${p.type} ${p.title} ${p.firstName}`)).toEqual(["ADULT Mr Ravi"]);
    const missing = passengerListSchema(contexts.slice(0, 1)).safeParse([]);
    expect(missing.error?.issues.map((i) => i.path.join("."))).toEqual(["0.title", "0.firstName"]);
  });
});
