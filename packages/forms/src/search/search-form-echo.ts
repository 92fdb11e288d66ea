import {
  cabinClassSchema,
  SEARCH_FORM_DEFAULTS,
  searchFareTypeSchema,
  tripTypeFromValue,
} from "@wayfare/domain";
import type { SearchFormValues } from "@wayfare/ui";

/**
 * What a refused /flight/list URL asked for, as the search form's initial values, so the
 * visitor corrects the field the message names instead of typing the search again. Values
 * the form could not show (an unknown trip type or cabin) are left to the form's defaults.
 */
export function searchFormValuesOf(params: URLSearchParams): Partial<SearchFormValues> {
  const text = (name: string) => (params.get(name) ?? "").trim();
  const count = (name: string, fallback: number) => {
    const value = Number(text(name));
    return text(name) !== "" && Number.isInteger(value) && value >= 0 ? value : fallback;
  };
  const { paxInfo } = SEARCH_FORM_DEFAULTS;
  const values: Partial<SearchFormValues> = {
    tripType: tripTypeFromValue(text("tripType") || "0"),
    from: text("from").toUpperCase(),
    to: text("to").toUpperCase(),
    dep: text("dep"),
    ret: text("ret"),
    paxInfo: {
      ADULT: count("ADT", paxInfo.ADULT),
      CHILD: count("CHD", paxInfo.CHILD),
      INFANT: count("INF", paxInfo.INFANT),
    },
    cabinClass: cabinClassSchema.safeParse(text("pClass").toUpperCase()).data,
    fareType: searchFareTypeSchema.safeParse(text("pft")).data,
  };
  return Object.fromEntries(
    Object.entries(values).filter(([, value]) => value !== undefined && value !== ""),
  ) as Partial<SearchFormValues>;
}
