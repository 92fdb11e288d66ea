import { describe, expect, it } from "vitest";
import { fromRupees } from "../money/money";
import { cancellationCharge, refundLimitError } from "./cancellation-refund";

const fare = { base: fromRupees(5000), taxes: fromRupees(800) };

describe("cancellation refund (J§2 'Cancel / amend booking', J§3 refundable type, J§8 2002)", () => {
  it("refunds what was paid less the airline's cancellation fee", () => {
    expect(
      cancellationCharge({ ...fare, refundableType: 1, cancellationFee: fromRupees(3500) }),
    ).toEqual({
      paid: fromRupees(5800),
      cancellationFee: fromRupees(3500),
      refund: fromRupees(2300),
    });
    expect(cancellationCharge({ ...fare, refundableType: 2, cancellationFee: 0 }).refund).toBe(
      fromRupees(5800),
    );
  });

  it("never charges more than the base fare: the taxes always come back", () => {
    const charge = cancellationCharge({
      base: fromRupees(1000),
      taxes: fromRupees(700),
      refundableType: 2,
      cancellationFee: fromRupees(3500),
    });
    expect(charge).toEqual({
      paid: fromRupees(1700),
      cancellationFee: fromRupees(1000),
      refund: fromRupees(700),
    });
  });

  it("a non-refundable fare, or one the airline will not cancel, refunds the taxes only", () => {
    expect(
      cancellationCharge({ ...fare, refundableType: 0, cancellationFee: fromRupees(100) }).refund,
    ).toBe(fromRupees(800));
    expect(cancellationCharge({ ...fare, refundableType: 1, cancellationFee: null }).refund).toBe(
      fromRupees(800),
    );
  });

  it("2002 'Refund can't exceed amount charged' when refunds would pass the charge", () => {
    const charged = fromRupees(5800);
    expect(refundLimitError(fromRupees(2300), fromRupees(3500), charged)).toBeUndefined();
    expect(refundLimitError(fromRupees(2300), fromRupees(3501), charged)?.message).toBe(
      "Refund can't exceed amount charged",
    );
  });
});
