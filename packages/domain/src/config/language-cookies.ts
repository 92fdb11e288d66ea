/** Language cookies of foundations.md §1: ccode (default IN) and locale (default en). */
export const LANGUAGE_COOKIES = {
  countryCode: { name: "ccode", defaultValue: "IN" },
  locale: { name: "locale", defaultValue: "en" },
} as const;

export interface LanguagePreference {
  countryCode: string;
  locale: string;
}

/** Reads the two cookies from parsed cookie values; absent or blank values use the defaults. */
export function languagePreference(
  cookies: Readonly<Record<string, string | undefined>>,
): LanguagePreference {
  const read = ({ name, defaultValue }: { name: string; defaultValue: string }) =>
    cookies[name]?.trim() || defaultValue;
  return {
    countryCode: read(LANGUAGE_COOKIES.countryCode),
    locale: read(LANGUAGE_COOKIES.locale),
  };
}
