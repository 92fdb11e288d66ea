import { parsePhoneNumberFromString } from "libphonenumber-js/max";

/**
 * The server's check of a mobile outside India (`#overseas-number-check`, package.json
 * "imports"): libphonenumber-js with its full metadata, the country's number patterns.
 * `callingCode` is 1–4 digits and `number` digits, spaces, brackets and dashes (`isValidMobile`
 * checks both first).
 */
export function isValidOverseasNumber(callingCode: string, number: string): boolean {
  return parsePhoneNumberFromString(`+${callingCode}${number}`)?.isValid() ?? false;
}
