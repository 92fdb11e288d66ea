import { describe, expect, it } from "vitest";
import { paise } from "../money/money";
import {
  cancellationFeeIn,
  dateChangeFeeIn,
  FEE_WINDOW_LABELS,
  fareFeeSchedules,
  feeSchedule,
  feeWindowAt,
} from "./fee-windows";

const departure = new Date("2026-12-10T06:00:00Z");
const hoursBefore = (hours: number) => new Date(departure.getTime() - hours * 3_600_000);

describe("airline fees by time before departure (J§3 fare rules, decision 0026)", () => {
  it("three windows: more than 72 hours, 72 to 4 hours, less than 4 hours", () => {
    expect(feeWindowAt(departure, hoursBefore(72.01))).toBe("MORE_THAN_72_HOURS");
    expect(feeWindowAt(departure, hoursBefore(72))).toBe("72_TO_4_HOURS");
    expect(feeWindowAt(departure, hoursBefore(4))).toBe("72_TO_4_HOURS");
    expect(feeWindowAt(departure, hoursBefore(3.99))).toBe("LESS_THAN_4_HOURS");
    expect(feeWindowAt(departure, hoursBefore(-1))).toBe("LESS_THAN_4_HOURS");
    expect(FEE_WINDOW_LABELS["72_TO_4_HOURS"]).toBe("72 to 4 hours before departure");
  });

  it("cancellation: the fare's fee, then a quarter more rounded up to ₹50, then the whole base", () => {
    const base = paise(450_000);
    expect(cancellationFeeIn("MORE_THAN_72_HOURS", paise(300_000), base)).toBe(300_000);
    expect(cancellationFeeIn("72_TO_4_HOURS", paise(300_000), base)).toBe(375_000);
    expect(cancellationFeeIn("72_TO_4_HOURS", paise(299_900), base)).toBe(375_000);
    expect(cancellationFeeIn("LESS_THAN_4_HOURS", paise(300_000), base)).toBe(450_000);
  });

  it("a cancellation fee never exceeds the base fare, in any window", () => {
    const base = paise(320_000);
    expect(cancellationFeeIn("MORE_THAN_72_HOURS", paise(350_000), base)).toBe(320_000);
    expect(cancellationFeeIn("72_TO_4_HOURS", paise(300_000), base)).toBe(320_000);
  });

  it("date change: the fee, a quarter more, then not permitted; never permitted stays so", () => {
    const base = paise(450_000);
    expect(dateChangeFeeIn("MORE_THAN_72_HOURS", paise(250_000), base)).toBe(250_000);
    expect(dateChangeFeeIn("72_TO_4_HOURS", paise(250_000), base)).toBe(315_000);
    expect(dateChangeFeeIn("LESS_THAN_4_HOURS", paise(250_000), base)).toBeNull();
    expect(dateChangeFeeIn("MORE_THAN_72_HOURS", null, base)).toBeNull();
  });

  it("a schedule lists every window in order", () => {
    expect(
      feeSchedule((window) => cancellationFeeIn(window, paise(300_000), paise(450_000))),
    ).toEqual([
      { window: "MORE_THAN_72_HOURS", fee: 300_000 },
      { window: "72_TO_4_HOURS", fee: 375_000 },
      { window: "LESS_THAN_4_HOURS", fee: 450_000 },
    ]);
  });

  it("a fare's schedules: a non-refundable fare keeps its whole base in every window", () => {
    const fare = { base: paise(400_000), taxes: paise(80_000), dateChangeFee: 200_000 };
    const refundable = fareFeeSchedules({
      ...fare,
      refundableType: 1,
      cancellationFee: paise(300_000),
    });
    expect(refundable.cancellation.map((entry) => entry.fee)).toEqual([300_000, 375_000, 400_000]);
    expect(refundable.dateChange.map((entry) => entry.fee)).toEqual([200_000, 250_000, null]);
    const kept = fareFeeSchedules({ ...fare, refundableType: 0, cancellationFee: null });
    expect(kept.cancellation.map((entry) => entry.fee)).toEqual([400_000, 400_000, 400_000]);
  });
});
