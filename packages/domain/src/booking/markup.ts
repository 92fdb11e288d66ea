import { MARKUP_UPDATE_CHUNK_SIZE } from "../config/limits";
import { type Paise, percentOf } from "../money/money";
import type { Trip } from "../results/trip-schema";

/**
 * The markup percentage input of J§5: empty, or a non-negative number with at most two
 * decimals and an optional % sign, kept in basis points (12.5 % → 1250) so that money stays
 * integral. Its schema and message are in markup-schema.ts.
 */
const PERCENTAGE = /^(\d+)(?:\.(\d{1,2}))?%?$/;

/** "12.5%" → 1250 basis points; undefined when the text is not a valid percentage. */
export function percentageToBasisPoints(text: string): number | undefined {
  const match = PERCENTAGE.exec(text.trim());
  if (!match) return undefined;
  const [, whole = "", fraction = ""] = match;
  return Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
}

/** 1250 basis points → "12.50", as the markup is shown and kept in its cookie. */
export function basisPointsToPercentage(basisPoints: number): string {
  return (basisPoints / 100).toFixed(2);
}

export function markupAmount(fare: Paise, basisPoints: number): Paise {
  return percentOf(fare, basisPoints);
}

/**
 * A trip as an agent shows it to a client: every fare's markup (the percentage of its total)
 * added to its total. What the agent pays stays the net fare: the markup is the agent's to
 * collect, so reviews and payments never include it (decision 0022).
 */
export function withMarkup(trip: Trip, basisPoints: number): Trip {
  if (basisPoints === 0) return trip;
  return {
    ...trip,
    prices: trip.prices.map((price) => {
      const markup = markupAmount(price.total, basisPoints);
      return { ...price, markup, total: (price.total + markup) as Paise };
    }),
  };
}

/** Markup "update all" sends the trips in chunks of 1000 (J§9). */
export function markupUpdateChunks<T>(items: readonly T[], size = MARKUP_UPDATE_CHUNK_SIZE): T[][] {
  const chunks: T[][] = [];
  for (let start = 0; start < items.length; start += size) {
    chunks.push(items.slice(start, start + size));
  }
  return chunks;
}
