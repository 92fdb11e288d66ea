import { describe, expect, it } from "vitest";
import { directTrip } from "../results/trip-fixtures";
import { bookingPassengerContexts, bookingPaxTypes } from "./booking-passengers";
import { type PassengerSchemaContext, passengerIssues } from "./passenger-schema";

const onward = directTrip("T1", "0900", [{ id: "p1", total: 500000 }]);
const back = {
  ...directTrip("T2", "1800", [{ id: "p2", total: 500000, fareType: "SENIOR_CITIZEN" }]),
};
back.segments = back.segments.map((segment) => ({
  ...segment,
  departureTime: "2026-03-08T18:00",
}));

describe("the passengers of a reviewed booking (J§5)", () => {
  it("come in form order: adults, children, infants", () => {
    expect(bookingPaxTypes({ ADULT: 2, CHILD: 1, INFANT: 1 })).toEqual([
      "ADULT",
      "ADULT",
      "CHILD",
      "INFANT",
    ]);
  });

  it("are checked against the first and last travel dates, domestic or not", () => {
    const [adult, child] = bookingPassengerContexts({
      paxInfo: { ADULT: 1, CHILD: 1, INFANT: 0 },
      tripInfos: [onward, back],
      isDomestic: true,
    });
    expect(adult).toMatchObject({
      paxType: "ADULT",
      firstTravelDate: "2026-03-01",
      lastTravelDate: "2026-03-08",
      isDomestic: true,
    });
    expect(child?.paxType).toBe("CHILD");
  });

  it("take the senior-citizen age when a leg is sold on that fare", () => {
    const [senior] = bookingPassengerContexts({
      paxInfo: { ADULT: 1, CHILD: 0, INFANT: 0 },
      tripInfos: [onward, back],
      isDomestic: false,
    });
    expect(senior?.fareType).toBe("SENIOR_CITIZEN");
    const [regular] = bookingPassengerContexts({
      paxInfo: { ADULT: 1, CHILD: 0, INFANT: 0 },
      tripInfos: [onward],
      isDomestic: false,
    });
    expect(regular?.fareType).toBeUndefined();
  });

  it("ask an Indian passport holder's PAN on an international journey only ('Please enter PAN number')", () => {
    const journey = { paxInfo: { ADULT: 1, CHILD: 0, INFANT: 0 }, tripInfos: [onward] };
    const [abroad] = bookingPassengerContexts({ ...journey, isDomestic: false });
    const [home] = bookingPassengerContexts({ ...journey, isDomestic: true });
    const named = { title: "Mr", firstName: "Ravi", lastName: "Kumar", dob: "1990-01-01" };
    const passport = { pNum: "N1234567", pid: "2020-01-01", eD: "2034-01-01" };
    const panIssues = (context: typeof abroad, values: Record<string, string>) =>
      passengerIssues(values, context as PassengerSchemaContext).filter((i) => i.field === "pan");
    expect(panIssues(abroad, { ...named, ...passport, pNat: "IN" })).toEqual([
      { field: "pan", message: "Please enter PAN number" },
    ]);
    expect(panIssues(abroad, { ...named, ...passport, pNat: "IN", pan: "abcde1234f" })).toEqual([]);
    expect(panIssues(abroad, { ...named, ...passport, pNat: "GB" })).toEqual([]);
    expect(panIssues(home, named)).toEqual([]);
  });

  it("on a corporate booking, ask each adult employee's email and mobile, not a child's", () => {
    const journey = { paxInfo: { ADULT: 1, CHILD: 1, INFANT: 0 }, tripInfos: [onward] };
    const [employee, child] = bookingPassengerContexts({
      ...journey,
      isDomestic: true,
      corporate: true,
    });
    const [retail] = bookingPassengerContexts({ ...journey, isDomestic: true });
    const named = { title: "Mr", firstName: "Ravi", lastName: "Kumar" };
    const fields = (context: typeof employee, values: Record<string, string>) =>
      passengerIssues(values, context as PassengerSchemaContext).map(
        (i) => `${i.field}: ${i.message}`,
      );
    expect(fields(employee, named)).toEqual([
      "email: Please enter Email",
      "mobile: Please enter valid Mobile Number",
    ]);
    expect(fields(employee, { ...named, email: "ravi@acme.test", mobile: "9876543210" })).toEqual(
      [],
    );
    expect(child?.contactEnabled).toBe(false);
    expect(fields(retail, named)).toEqual([]);
  });
});
