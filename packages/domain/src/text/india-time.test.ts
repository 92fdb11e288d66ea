import { describe, expect, it } from "vitest";
import { formatIndiaTime } from "./india-time";

describe("formatIndiaTime", () => {
  it("reads an instant in India time (UTC+5:30), whatever the machine's zone", () => {
    expect(formatIndiaTime("2026-12-01T12:40:00.000Z")).toBe("1 Dec 2026, 6:10 pm");
  });

  it("moves to the next day in India when UTC is still on the day before", () => {
    expect(formatIndiaTime("2026-12-01T20:00:00Z")).toBe("2 Dec 2026, 1:30 am");
  });
});
