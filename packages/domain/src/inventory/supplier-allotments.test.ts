import { describe, expect, it } from "vitest";
import { ALLOTMENT_COLUMNS, ALLOTMENT_MESSAGES, allotmentRowsOf } from "./supplier-allotments";

const header = ALLOTMENT_COLUMNS.map((column) => column.name);
const good = ["6E2031", "2027-01-15", "Economy", "s", "12", "4,200", "850"];

describe("allotmentRowsOf (issue 22, decision 0082)", () => {
  it("reads a good row: airline and number apart, rupees in paise, class upper-case", () => {
    expect(allotmentRowsOf([header, good])).toEqual({
      ok: true,
      rows: [
        {
          row: 2,
          airline: "6E",
          flightNumber: "2031",
          date: "2027-01-15",
          cabinClass: "ECONOMY",
          bookingClass: "S",
          seats: 12,
          baseFare: 420_000,
          taxes: 85_000,
        },
      ],
    });
  });

  it("names every bad field of every row, rows numbered as the file numbers them", () => {
    const result = allotmentRowsOf([
      header,
      good,
      [],
      ["6E 2033", "2027-02-30", "Coach", "SS", "0", "free", "-1"],
    ]);
    expect(result).toEqual({
      ok: false,
      errors: [
        "Row 4: Date must be a date written yyyy-mm-dd, like 2027-01-15.",
        "Row 4: Cabin must be Economy, Premium Economy, Business or First.",
        "Row 4: Booking class must be one letter.",
        "Row 4: Seats must be a whole number from 1 to 500.",
        "Row 4: Base fare must be rupees from 1 to 500000, like 4200 or 4200.50.",
        "Row 4: Taxes must be rupees from 0 to 500000, like 850.",
      ],
    });
  });

  it("refuses a bad flight number, a short row and a repeated row", () => {
    const result = allotmentRowsOf([header, good, ["QP-1", ...good.slice(1)], ["6E2031"], good]);
    expect(result).toEqual({
      ok: false,
      errors: [
        "Row 3: Flight number must be an airline code and a number, like QP1402.",
        "Row 4: The row has 1 values; it needs 7.",
        "Row 5: The row repeats row 2 (same flight, date, cabin and class).",
      ],
    });
  });

  it("needs the column names first, and a row", () => {
    expect(allotmentRowsOf([good])).toEqual({ ok: false, errors: [ALLOTMENT_MESSAGES.header] });
    expect(ALLOTMENT_MESSAGES.header).toBe(
      "The first row must name the columns: Flight number, Date, Cabin, Booking class, Seats, Base fare, Taxes.",
    );
    expect(allotmentRowsOf([header, [""]])).toEqual({
      ok: false,
      errors: ["The file has no rows to load."],
    });
  });
});
