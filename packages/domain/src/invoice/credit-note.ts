import { addMoney, type Paise, paise, subtractMoney } from "../money/money";

/**
 * A cancellation's credit note (J§2 credit-note invoices; J§3 "commission recalled", "TDS
 * refunded"): what the cancellation gives back on each cancelled passenger's leg — the
 * base fare less the airline's cancellation fee, and the taxes, K3/GST apart — and, on the
 * agency's copy, the commission and TDS of those fares recalled in proportion to the base
 * fare refunded (decision 0024). Add-ons are not refunded (decision 0023), so not credited.
 */
export interface CancelledFare {
  /** The passenger's fare on the leg. */
  base: Paise;
  taxes: Paise;
  /** The part of `taxes` that is GST on the fare. */
  k3Gst: Paise;
  /** What the airline kept (at most `base`). */
  cancellationFee: Paise;
  /** The leg's commission and TDS, for all its passengers. */
  legCommission: Paise;
  legTds: Paise;
  /** The base fares the leg's commission was earned on (its adults' and children's). */
  legCommissionableBase: Paise;
  /** Infants earn no commission. */
  earnsCommission: boolean;
}

export interface CreditNoteAmounts {
  baseFare: Paise;
  k3Gst: Paise;
  otTax: Paise;
  commission: Paise;
  tds: Paise;
}

/** `amount` × part / whole, rounded down to the paisa (never more than was earned). */
function shareOf(amount: Paise, part: Paise, whole: Paise): Paise {
  if (whole <= 0) return paise(0);
  return paise(Math.floor((amount * part) / whole));
}

export function creditNoteAmounts(fares: readonly CancelledFare[]): CreditNoteAmounts {
  const each = fares.map((fare) => {
    const baseRefunded = subtractMoney(fare.base, paise(Math.min(fare.cancellationFee, fare.base)));
    const earned = fare.earnsCommission ? fare.legCommissionableBase : paise(0);
    return {
      baseFare: baseRefunded,
      k3Gst: fare.k3Gst,
      otTax: subtractMoney(fare.taxes, fare.k3Gst),
      commission: shareOf(fare.legCommission, baseRefunded, earned),
      tds: shareOf(fare.legTds, baseRefunded, earned),
    };
  });
  const total = (key: keyof CreditNoteAmounts) => addMoney(...each.map((amounts) => amounts[key]));
  return {
    baseFare: total("baseFare"),
    k3Gst: total("k3Gst"),
    otTax: total("otTax"),
    commission: total("commission"),
    tds: total("tds"),
  };
}
