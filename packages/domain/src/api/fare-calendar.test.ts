import { describe, expect, it } from "vitest";
import {
  daysOfMonth,
  fareCalendarPrices,
  fareCalendarRequestSchema,
  withCalendarMarkup,
} from "./fare-calendar";

describe("fare calendar request (a month of lowest fares for one route and cabin)", () => {
  const data = { from: "DEL", to: "BOM", cabinClass: "ECONOMY", month: "2027-04" };

  it("takes a route, a cabin and a month; one seat unless asked", () => {
    expect(fareCalendarRequestSchema.parse({ data }).data.seats).toBe(1);
  });

  it("refuses a month that is not yyyy-mm, a same-city route and more seats than a booking holds", () => {
    expect(
      fareCalendarRequestSchema.safeParse({ data: { ...data, month: "2027-13" } }).success,
    ).toBe(false);
    expect(fareCalendarRequestSchema.safeParse({ data: { ...data, to: "DEL" } }).success).toBe(
      false,
    );
    expect(fareCalendarRequestSchema.safeParse({ data: { ...data, seats: 10 } }).success).toBe(
      false,
    );
  });

  it("lists a month's days, leap years included", () => {
    expect(daysOfMonth("2028-02")).toHaveLength(29);
    expect(daysOfMonth("2027-04").at(-1)).toBe("2027-04-30");
  });

  it("reads the days as date → fare, an agent's with the markup added (decision 0022)", () => {
    const days = [{ date: "2027-04-16", lowestFare: 351150 }];
    expect(fareCalendarPrices(days)).toEqual({ "2027-04-16": 351150 });
    expect(withCalendarMarkup(days, 1000)).toEqual([{ date: "2027-04-16", lowestFare: 386265 }]);
  });
});
