/**
 * The browser's check of a mobile outside India (`#overseas-number-check` under the "browser"
 * condition): only the count of digits, between the shortest and the longest national number
 * any country has in libphonenumber-js's data (a unit test reads them from it). Loose on
 * purpose: the browser never refuses a number the server accepts, and the 30 kB of number
 * data stay on the server, which refuses a well-sized but wrong number with the same message.
 */
export const SHORTEST_NATIONAL_NUMBER = 4;
export const LONGEST_NATIONAL_NUMBER = 17;

export function isValidOverseasNumber(_callingCode: string, number: string): boolean {
  const digits = number.replace(/\D/g, "").length;
  return digits >= SHORTEST_NATIONAL_NUMBER && digits <= LONGEST_NATIONAL_NUMBER;
}
