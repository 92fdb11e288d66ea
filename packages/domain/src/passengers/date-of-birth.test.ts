import { addDays, subDays } from "date-fns";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatCalendarDate } from "../text/calendar-date";
import {
  type DateOfBirthContext,
  dateOfBirthError,
  dateOfBirthRange,
  dateOfBirthServerErrorCode,
} from "./date-of-birth";
import { formatPassengerDate } from "./dates";

const ymd = formatPassengerDate;
/** A day as the messages show it: "26 Dec 2014". */
const shown = (day: Date) => formatCalendarDate(ymd(day));

function check(dob: Date | string, context: DateOfBirthContext, required = true) {
  return dateOfBirthError(typeof dob === "string" ? dob : ymd(dob), { ...context, required });
}

/** Whole years by calendar, written independently of date-fns. */
function referenceAge(dob: Date, on: Date): number {
  const years = on.getFullYear() - dob.getFullYear();
  const hadBirthday =
    on.getMonth() > dob.getMonth() ||
    (on.getMonth() === dob.getMonth() && on.getDate() >= dob.getDate());
  return hadBirthday ? years : years - 1;
}

/** The latest birth date at which someone is `years` old on `on` (29 Feb → 28 Feb). */
function latestBornForAge(on: Date, years: number): Date {
  const candidate = new Date(on.getFullYear() - years, on.getMonth(), on.getDate());
  return candidate.getMonth() === on.getMonth()
    ? candidate
    : new Date(on.getFullYear() - years, on.getMonth() + 1, 0);
}

const travelDay = fc
  .date({ min: new Date(2020, 0, 1), max: new Date(2035, 11, 31), noInvalidDate: true })
  .map((date) => new Date(date.getFullYear(), date.getMonth(), date.getDate()));
const leapDays = fc.constantFrom(
  new Date(2028, 1, 29),
  new Date(2032, 1, 29),
  new Date(2025, 1, 28),
);
const lastTravel = fc.oneof(travelDay, leapDays);
const trip = fc
  .tuple(lastTravel, fc.integer({ min: 0, max: 300 }))
  .map(([last, span]) => ({ first: subDays(last, span), last }));

function adult(first: Date, last: Date, fareType?: "SENIOR_CITIZEN"): DateOfBirthContext {
  return { paxType: "ADULT", fareType, firstTravelDate: first, lastTravelDate: last };
}

describe("date of birth, adult (J§5)", () => {
  it("'DOB should be on or before {date}': the day before and of the 12th birthday pass, the day after fails", () => {
    fc.assert(
      fc.property(trip, ({ first, last }) => {
        const limit = latestBornForAge(last, 12);
        expect(check(subDays(limit, 1), adult(first, last))).toBeUndefined();
        expect(check(limit, adult(first, last))).toBeUndefined();
        expect(check(addDays(limit, 1), adult(first, last))).toBe(
          `DOB should be on or before ${shown(limit)}`,
        );
        expect(referenceAge(addDays(limit, 1), last)).toBe(11);
      }),
    );
  });

  it("senior-citizen fare: 'DOB should be on or before {date}' at 60", () => {
    fc.assert(
      fc.property(trip, ({ first, last }) => {
        const limit = latestBornForAge(last, 60);
        expect(check(subDays(limit, 1), adult(first, last, "SENIOR_CITIZEN"))).toBeUndefined();
        expect(check(limit, adult(first, last, "SENIOR_CITIZEN"))).toBeUndefined();
        expect(check(addDays(limit, 1), adult(first, last, "SENIOR_CITIZEN"))).toBe(
          `DOB should be on or before ${shown(limit)}`,
        );
      }),
    );
  });

  it("'DOB cannot be more than 100 years from the last travel date': the day before 100 years fails", () => {
    fc.assert(
      fc.property(trip, ({ first, last }) => {
        const limit = latestBornForAge(last, 100);
        expect(check(subDays(limit, 1), adult(first, last))).toBe(
          "DOB cannot be more than 100 years from the last travel date",
        );
        expect(check(limit, adult(first, last))).toBeUndefined();
        expect(check(addDays(limit, 1), adult(first, last))).toBeUndefined();
      }),
    );
  });

  it("agrees with the calendar age for any date of birth", () => {
    fc.assert(
      fc.property(trip, fc.integer({ min: 0, max: 40_000 }), ({ first, last }, daysOld) => {
        const dob = subDays(last, daysOld);
        const age = referenceAge(dob, last);
        const accepted = check(dob, adult(first, last)) === undefined;
        expect(accepted).toBe(
          age >= 12 && (age < 100 || ymd(dob) === ymd(latestBornForAge(last, 100))),
        );
      }),
    );
  });
});

describe("date of birth, child (J§5)", () => {
  it("'DOB should be between {min} and {max}': from the day after the 12th birthday limit to the 2nd", () => {
    fc.assert(
      fc.property(trip, ({ first, last }) => {
        const context: DateOfBirthContext = {
          paxType: "CHILD",
          firstTravelDate: first,
          lastTravelDate: last,
        };
        const min = addDays(latestBornForAge(last, 12), 1);
        const max = latestBornForAge(last, 2);
        const message = `DOB should be between ${shown(min)} and ${shown(max)}`;
        expect(check(subDays(min, 1), context)).toBe(message);
        expect(check(min, context)).toBeUndefined();
        expect(check(addDays(min, 1), context)).toBeUndefined();
        expect(check(subDays(max, 1), context)).toBeUndefined();
        expect(check(max, context)).toBeUndefined();
        expect(check(addDays(max, 1), context)).toBe(message);
      }),
    );
  });
});

describe("date of birth, infant (J§5)", () => {
  it("'DOB should be on or after {date}': an infant is under 2 on the last travel date", () => {
    fc.assert(
      fc.property(trip, ({ first, last }) => {
        const context: DateOfBirthContext = {
          paxType: "INFANT",
          firstTravelDate: first,
          lastTravelDate: last,
        };
        const limit = addDays(latestBornForAge(last, 2), 1);
        expect(check(subDays(limit, 1), context)).toBe(`DOB should be on or after ${shown(limit)}`);
        expect(check(limit, context)).toBeUndefined();
        expect(check(addDays(limit, 1), context)).toBeUndefined();
      }),
    );
  });

  it("'Infant age should be greater than 10 days' at first departure", () => {
    fc.assert(
      fc.property(trip, ({ first, last }) => {
        const context: DateOfBirthContext = {
          paxType: "INFANT",
          firstTravelDate: first,
          lastTravelDate: last,
        };
        const limit = subDays(first, 10);
        expect(check(subDays(limit, 1), context)).toBeUndefined();
        expect(check(limit, context)).toBeUndefined();
        expect(check(addDays(limit, 1), context)).toBe("Infant age should be greater than 10 days");
      }),
    );
  });

  it("'DOB should be atleast less than last travel date': the day after the last travel date fails", () => {
    fc.assert(
      fc.property(trip, ({ first, last }) => {
        const context: DateOfBirthContext = {
          paxType: "INFANT",
          firstTravelDate: first,
          lastTravelDate: last,
        };
        expect(check(last, context)).toBe("Infant age should be greater than 10 days");
        expect(check(addDays(last, 1), context)).toBe(
          "DOB should be atleast less than last travel date",
        );
      }),
    );
  });
});

describe("date of birth, blank and malformed", () => {
  const context = adult(new Date(2026, 0, 10), new Date(2026, 0, 20));

  it("'Please enter a valid Date of Birth' when required and blank", () => {
    expect(check("", context)).toBe("Please enter a valid Date of Birth");
    expect(dateOfBirthError(undefined, { ...context, required: true })).toBe(
      "Please enter a valid Date of Birth",
    );
    expect(check("  ", context, false)).toBeUndefined();
  });

  it("'Date pattern incorrect' for a value that is not yyyy-mm-dd", () => {
    expect(check("10/01/1990", context)).toBe("Date pattern incorrect");
    expect(check("1990-02-30", context)).toBe("Date pattern incorrect");
  });

  it("travel dates may be given as yyyy-mm-dd strings", () => {
    const range = dateOfBirthRange({
      paxType: "ADULT",
      firstTravelDate: "2026-01-10",
      lastTravelDate: "2026-01-20",
    });
    expect(ymd(range.latest)).toBe("2014-01-20");
    expect(ymd(range.earliest)).toBe("1926-01-20");
  });

  it("the service answers 1012, 1013, 1014 ('Adult must be over 12 years' and siblings)", () => {
    const dates = { firstTravelDate: "2026-01-10", lastTravelDate: "2026-01-20" };
    expect(dateOfBirthServerErrorCode("2015-01-01", { paxType: "ADULT", ...dates })).toBe("1012");
    expect(
      dateOfBirthServerErrorCode("1990-01-01", { paxType: "ADULT", ...dates }),
    ).toBeUndefined();
    expect(dateOfBirthServerErrorCode("1990-01-01", { paxType: "CHILD", ...dates })).toBe("1013");
    expect(dateOfBirthServerErrorCode("1990-01-01", { paxType: "INFANT", ...dates })).toBe("1014");
  });
});
