import type { RefundableType } from "../catalogues/refundable-types";
import { type CatalogueError, catalogueError } from "../errors/catalogue";
import { addMoney, type Paise, paise, subtractMoney } from "../money/money";

/**
 * What a passenger gets back for cancelling a flight (J§2 'Cancel / amend booking', J§3
 * fare detail: refundable type and the airline's cancellation fee). The spec gives no
 * arithmetic; the decisions follow India's DGCA CAR Section 3 Series M Part II: the airline's
 * cancellation charge can never exceed the base fare, and statutory taxes and fees are
 * refunded even on a non-refundable fare. So: refund = taxes + (base − fee, at least 0); a
 * non-refundable fare (type 0, or no cancellation permitted) refunds the taxes only.
 */
export interface CancellableFare {
  base: Paise;
  taxes: Paise;
  refundableType: RefundableType;
  /** Per passenger; null or absent: the airline does not permit cancellation. */
  cancellationFee?: Paise | null | undefined;
}

export interface CancellationCharge {
  paid: Paise;
  cancellationFee: Paise;
  refund: Paise;
}

export function cancellationCharge(fare: CancellableFare): CancellationCharge {
  const paid = addMoney(fare.base, fare.taxes);
  const permitted = fare.refundableType !== 0 && fare.cancellationFee != null;
  const cancellationFee = permitted
    ? paise(Math.min(fare.cancellationFee ?? 0, fare.base))
    : fare.base;
  return { paid, cancellationFee, refund: subtractMoney(paid, cancellationFee) };
}

/** 2002 'Refund can't exceed amount charged': refunds of a booking never add up past its charge. */
export function refundLimitError(
  refund: Paise,
  alreadyRefunded: Paise,
  charged: Paise,
): CatalogueError | undefined {
  return addMoney(refund, alreadyRefunded) > charged ? catalogueError("2002") : undefined;
}
