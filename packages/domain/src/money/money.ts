import { CURRENCY, CURRENCY_DECIMALS, LOCALE } from "../config/constants";

/**
 * Money is an integer number of paise (1 rupee = 100 paise), never a float, so sums and
 * comparisons are exact. Convert at the edges: from rupees when reading a human value,
 * to text only through formatMoney.
 */
export type Paise = number & { readonly __unit?: "paise" };

export function paise(value: number): Paise {
  if (!Number.isSafeInteger(value)) throw new RangeError(`paise must be a safe integer: ${value}`);
  return value;
}

/** Rupees (possibly with up to 2 decimals) to paise, rounding half away from zero. */
export function fromRupees(rupees: number): Paise {
  const scaled = rupees * 100;
  return paise(Math.sign(scaled) * Math.round(Math.abs(scaled) + Number.EPSILON * 100));
}

export function toRupees(amount: Paise): number {
  return amount / 100;
}

export function addMoney(...amounts: Paise[]): Paise {
  return paise(amounts.reduce<number>((sum, amount) => sum + amount, 0));
}

export function subtractMoney(from: Paise, amount: Paise): Paise {
  return paise(from - amount);
}

/** A percentage of an amount, in basis points to stay integral (1800 = 18 %), rounded. */
export function percentOf(amount: Paise, basisPoints: number): Paise {
  return paise(Math.round((amount * basisPoints) / 10_000));
}

const formatter = new Intl.NumberFormat(LOCALE, {
  style: "currency",
  currency: CURRENCY,
  minimumFractionDigits: CURRENCY_DECIMALS,
  maximumFractionDigits: CURRENCY_DECIMALS,
});

/** The one price formatter (en-IN, ₹, 2 decimals): 123456789 paise → "₹12,34,567.89". */
export function formatMoney(amount: Paise): string {
  return formatter.format(toRupees(amount));
}

/** TJ Cash points convert at 1 point per rupee (F§9). */
export const POINTS_PER_RUPEE = 1;

export function pointsToPaise(points: number): Paise {
  return paise((Math.trunc(points) * 100) / POINTS_PER_RUPEE);
}

export function paiseToPoints(amount: Paise): number {
  return Math.floor(toRupees(amount) * POINTS_PER_RUPEE);
}

const wholeRupees = new Intl.NumberFormat(LOCALE, {
  style: "currency",
  currency: CURRENCY,
  maximumFractionDigits: 0,
});

/**
 * A "from" price where space is short (a calendar day): whole rupees, rounded up so it never
 * promises less than the fare: 351150 paise → "₹3,512".
 */
export function formatWholeRupees(amount: Paise): string {
  return wholeRupees.format(Math.ceil(toRupees(amount)));
}
