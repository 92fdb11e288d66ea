import { describe, expect, it } from "vitest";
import { formatCalendarDate } from "./calendar-date";

describe("formatCalendarDate", () => {
  it("shows the day as given, whatever the machine's zone", () => {
    expect(formatCalendarDate("2026-12-31")).toBe("31 Dec 2026");
    expect(formatCalendarDate("2027-01-01")).toBe("1 Jan 2027");
  });
});
