/**
 * Frequent flyer numbers, one per airline of the trip (J§3 passenger "frequent flyer"): one
 * field holds them as airline code and number, comma-separated ("6E 41827735, AI 7081234").
 * Decisions (the spec gives no format or messages): a number is 5 to 20 letters or digits;
 * each airline at most once, and only an airline flying on this trip.
 */
export interface FrequentFlyerNumber {
  airline: string;
  number: string;
}

// An IATA airline code has a letter in it ("6E", "G8"), so "41827735" is no code and number.
const ENTRY = /^([A-Z][A-Z0-9]|[0-9][A-Z])[\s-]*([A-Z0-9]{5,20})$/;

export const FREQUENT_FLYER_MESSAGES = {
  pattern: "Give each number as the airline code and the number, e.g. 6E 41827735",
  twice: "Give one frequent flyer number per airline",
  notOnTrip: (airline: string, airlines: readonly string[]) =>
    `${airline} does not fly on this trip: frequent flyer numbers for ${airlines.join(", ")} only`,
} as const;

/** The numbers in the field, or undefined when an entry cannot be read. */
export function frequentFlyerNumbers(text: string): FrequentFlyerNumber[] | undefined {
  const entries = text
    .split(",")
    .map((entry) => entry.trim().toUpperCase())
    .filter(Boolean);
  const numbers: FrequentFlyerNumber[] = [];
  for (const entry of entries) {
    const match = ENTRY.exec(entry);
    if (!match?.[1] || !match[2]) return undefined;
    numbers.push({ airline: match[1], number: match[2] });
  }
  return numbers;
}

/** The field's problem for a trip flown by `airlines` (codes), if any. */
export function frequentFlyerError(
  text: string | undefined,
  airlines: readonly string[] | undefined,
): string | undefined {
  if (!text?.trim()) return undefined;
  const numbers = frequentFlyerNumbers(text);
  if (!numbers) return FREQUENT_FLYER_MESSAGES.pattern;
  const codes = numbers.map((entry) => entry.airline);
  if (new Set(codes).size < codes.length) return FREQUENT_FLYER_MESSAGES.twice;
  if (!airlines || airlines.length === 0) return undefined;
  const stranger = codes.find((code) => !airlines.includes(code));
  return stranger ? FREQUENT_FLYER_MESSAGES.notOnTrip(stranger, airlines) : undefined;
}

/** The airlines a trip's passengers fly (each segment's marketing carrier), in trip order. */
export function tripAirlines(
  trips: readonly { segments: readonly { airline: { code: string } }[] }[],
): string[] {
  return [...new Set(trips.flatMap((trip) => trip.segments.map((s) => s.airline.code)))];
}
