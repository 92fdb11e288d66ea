/** Small readers of form text shared by the passenger rules (not part of the public API). */

/** A form value read leniently: blank and absent both become undefined, others are trimmed. */
export function filledText(value: unknown): string | undefined {
  if (typeof value !== "string") return undefined;
  const trimmed = value.trim();
  return trimmed === "" ? undefined : trimmed;
}

export const DIGITS = /^\d+$/;

/** A number-only field (J§5 'Please enter a valid number'): digits only. */
export function isDigitsOnly(value: string): boolean {
  return DIGITS.test(value);
}
