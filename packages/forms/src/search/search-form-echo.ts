import {
  CABIN_CLASS_VALUES,
  MULTICITY_LEG_COUNT_PARAM,
  MULTICITY_MAX_LEGS,
  type MulticityLegDraft,
  multicityLegsWanted,
  SEARCH_FARE_TYPES,
  SEARCH_FORM_DEFAULTS,
  SEARCH_STOPS,
  type SearchStops,
  searchLegParams,
  stopsOfSearchModifiers,
  tripTypeFromValue,
} from "@wayfare/domain";
import type { SearchFormValues } from "@wayfare/ui";

const text = (params: URLSearchParams, name: string) => (params.get(name) ?? "").trim();

const oneOf = <T extends string>(values: readonly T[], value: string) =>
  values.find((candidate) => candidate === value);

/** Multicity legs after the first, as far as the URL names them, plus any asked for by count. */
function laterLegsOf(params: URLSearchParams, first: MulticityLegDraft): MulticityLegDraft[] {
  const legs: MulticityLegDraft[] = [first];
  for (let n = 1; n < MULTICITY_MAX_LEGS; n += 1) {
    const names = searchLegParams(n);
    if (!Object.values(names).some((name) => params.has(name))) break;
    const leg = {
      origin: text(params, names.origin).toUpperCase(),
      destination: text(params, names.destination).toUpperCase(),
      depDate: text(params, names.depDate),
    };
    legs.push(
      Object.fromEntries(
        Object.entries(leg).filter(([, value]) => value !== ""),
      ) as MulticityLegDraft,
    );
  }
  const wanted = Number(text(params, MULTICITY_LEG_COUNT_PARAM));
  return multicityLegsWanted(legs, Number.isInteger(wanted) ? wanted : 0).slice(1);
}

function stopsOf(params: URLSearchParams): SearchStops {
  const chosen = SEARCH_STOPS.find((stops) => stops === text(params, "connection"));
  if (chosen) return chosen;
  const flag = (name: string) => {
    const value = text(params, name);
    return value === "true" || value === "false" ? value === "true" : undefined;
  };
  return stopsOfSearchModifiers({
    isDirectFlight: flag("isDirect"),
    isConnectingFlight: flag("isConnecting"),
  });
}

/**
 * What a refused /flight/list URL asked for (or the search page's URL, when a form without
 * JavaScript asked for another flight), as the search form's initial values, so the visitor
 * corrects the field the message names instead of typing the search again. Values the form
 * could not show (an unknown trip type or cabin) are left to the form's defaults.
 */
export function searchFormValuesOf(params: URLSearchParams): Partial<SearchFormValues> {
  const count = (name: string, fallback: number) => {
    const value = Number(text(params, name));
    return text(params, name) !== "" && Number.isInteger(value) && value >= 0 ? value : fallback;
  };
  const { paxInfo } = SEARCH_FORM_DEFAULTS;
  const first = {
    origin: text(params, "from").toUpperCase(),
    destination: text(params, "to").toUpperCase(),
    depDate: text(params, "dep"),
  };
  const laterLegs = laterLegsOf(params, first);
  const preferredAirlines = params
    .getAll("prefAirCode")
    .flatMap((value) => value.split(","))
    .map((code) => code.trim().toUpperCase())
    .filter(Boolean);
  const stops = stopsOf(params);
  // Flights asked for by count come from "Add another flight": a multicity trip.
  const legsAsked = params.has(MULTICITY_LEG_COUNT_PARAM);
  const values: Partial<SearchFormValues> = {
    tripType: legsAsked ? "MULTICITY" : tripTypeFromValue(text(params, "tripType") || "0"),
    from: first.origin,
    to: first.destination,
    dep: first.depDate,
    ret: text(params, "ret"),
    laterLegs: laterLegs.length > 0 ? laterLegs : undefined,
    paxInfo: {
      ADULT: count("ADT", paxInfo.ADULT),
      CHILD: count("CHD", paxInfo.CHILD),
      INFANT: count("INF", paxInfo.INFANT),
    },
    // Lists, not their schemas: this runs in the browser too (a chosen airline chip).
    cabinClass: oneOf(CABIN_CLASS_VALUES, text(params, "pClass").toUpperCase()),
    fareType: oneOf(SEARCH_FARE_TYPES, text(params, "pft")),
    preferredAirlines: preferredAirlines.length > 0 ? preferredAirlines : undefined,
    stops: stops === "any" ? undefined : stops,
  };
  return Object.fromEntries(
    Object.entries(values).filter(([, value]) => value !== undefined && value !== ""),
  ) as Partial<SearchFormValues>;
}

/** Whether a form without JavaScript asked for more flights than a multicity search takes. */
export function multicityAddRefused(params: URLSearchParams): boolean {
  return Number(text(params, MULTICITY_LEG_COUNT_PARAM)) > MULTICITY_MAX_LEGS;
}

/**
 * The search form's values as the visitor left them (the form's own data, as its GET would
 * send it) with `codes` as the preferred airlines instead of those ticked: what the form
 * shows after a preferred airline is chosen outside it (the mobile home's airline chips).
 */
export function searchFormValuesWithAirlines(
  formData: FormData | undefined,
  codes: readonly string[],
): Partial<SearchFormValues> {
  const params = new URLSearchParams();
  for (const [name, value] of formData ?? []) {
    if (typeof value === "string" && name !== "prefAirCode") params.append(name, value);
  }
  for (const code of codes) params.append("prefAirCode", code);
  return searchFormValuesOf(params);
}
