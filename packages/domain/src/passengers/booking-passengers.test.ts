import { describe, expect, it } from "vitest";
import { directTrip } from "../results/trip-fixtures";
import { bookingPassengerContexts, bookingPaxTypes } from "./booking-passengers";

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
});
