import { describe, expect, it } from "vitest";
import { parsePassengerDate, passengerDateSchema, toPassengerDay } from "./dates";
import { passengerNumberFieldSchema } from "./passenger-number-field-schema";

describe("yyyy-mm-dd dates and numbers (J§5)", () => {
  it("'Please enter a valid date(yyyy-mm-dd)'", () => {
    const schema = passengerDateSchema();
    expect(schema.parse(" 2026-02-28 ")).toBe("2026-02-28");
    for (const bad of [undefined, "", "2026-02-29", "28-02-2026", "2026-2-28"]) {
      expect(schema.safeParse(bad).error?.issues[0]?.message).toBe(
        "Please enter a valid date(yyyy-mm-dd)",
      );
    }
    expect(
      passengerDateSchema("Date pattern incorrect").safeParse("x").error?.issues[0]?.message,
    ).toBe("Date pattern incorrect");
  });

  it("parses calendar days only", () => {
    expect(parsePassengerDate("2028-02-29")?.getDate()).toBe(29);
    expect(parsePassengerDate("2027-02-29")).toBeUndefined();
    for (const bad of ["2026-13-01", "2026-00-10", "2026-04-31", "2026-04-00", "0000-01-01"]) {
      expect(parsePassengerDate(bad)).toBeUndefined();
    }
    const day = parsePassengerDate("0099-12-31");
    expect([day?.getFullYear(), day?.getMonth(), day?.getDate(), day?.getHours()]).toEqual([
      99, 11, 31, 0,
    ]);
    expect(parsePassengerDate("2026-01-05")?.getTime()).toBe(new Date(2026, 0, 5).getTime());
    expect(toPassengerDay(new Date(2026, 0, 5, 17, 30)).getHours()).toBe(0);
    expect(() => toPassengerDay("5 Jan")).toThrow(RangeError);
  });

  it("'Please enter a valid number': digits only", () => {
    expect(passengerNumberFieldSchema.parse("0123")).toBe("0123");
    for (const bad of [undefined, "", "12.5", "-1", "1e3"]) {
      expect(passengerNumberFieldSchema.safeParse(bad).error?.issues[0]?.message).toBe(
        "Please enter a valid number",
      );
    }
  });
});
