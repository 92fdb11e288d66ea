import { getCountries, getCountryCallingCode } from "#phone-numbers";
import metadata from "#phone-numbers/metadata";
import { LOCALE } from "../config/constants";
import { INDIA_CALLING_CODE, normaliseCallingCode } from "./mobile";

/**
 * The calling codes a contact's mobile may use (J§3: country code + mobile), one per country,
 * named in the page's language and sorted by that name. Several countries share a code (+1,
 * +7, +44…), so an entry is keyed by its ISO country; a form posts only the code.
 */
export interface CallingCode {
  /** ISO 3166-1 alpha-2, e.g. "IN". */
  country: string;
  /** Digits without "+", as `isValidMobile` takes them: "91". */
  callingCode: string;
  /** "India". */
  countryName: string;
}

export function callingCodes(locale: string = LOCALE): CallingCode[] {
  const names = new Intl.DisplayNames([locale], { type: "region", fallback: "code" });
  return getCountries()
    .map((country) => ({
      country,
      callingCode: getCountryCallingCode(country),
      countryName: names.of(country) ?? country,
    }))
    .sort((a, b) => a.countryName.localeCompare(b.countryName, locale));
}

/**
 * The country shown for a posted calling code: India when none is given, otherwise the
 * code's main country (United States for 1, United Kingdom for 44), or undefined when no
 * country uses it.
 */
export function mainCountryOfCallingCode(callingCode: string | undefined): string | undefined {
  const code = normaliseCallingCode(callingCode ?? "") || INDIA_CALLING_CODE;
  return metadata.country_calling_codes[code]?.[0];
}
