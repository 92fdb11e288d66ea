import {
  AIRPORT_CODE_PATTERN,
  cabinClassSchema,
  isTravelDate,
  noControlCharacters,
  plainText,
  SEARCH_FORM_DEFAULTS,
  SEARCH_FORM_MESSAGES,
  type SearchQuery,
  searchFareTypeSchema,
  searchQueryErrors,
  searchQuerySchema,
  tripTypeFromValue,
  tripTypeValue,
} from "@wayfare/domain";
import { z } from "zod";

/**
 * The flight search form (J§4). Its field names are the /flight/list URL parameters of the
 * domain codec (from, to, dep, ret, ADT, CHD, INF, pClass, tripType, pft), so a GET form
 * submits straight to /flight/list without JavaScript. With JavaScript the same schema
 * checks the form in the browser first, and its value is the domain's SearchQuery, which
 * the page turns into the canonical URL with `encodeSearchUrl`.
 *
 * Multicity legs are not part of this form yet (the trip type accepts 0 and 1).
 */
export const SEARCH_FORM_FIELDS = [
  "tripType",
  "from",
  "to",
  "dep",
  "ret",
  "ADT",
  "CHD",
  "INF",
  "pClass",
  "pft",
] as const;
export type SearchFormField = (typeof SEARCH_FORM_FIELDS)[number];

const airport = (required: string) =>
  z
    .string({ error: required })
    .check(noControlCharacters(SEARCH_FORM_MESSAGES.airportInvalid))
    .trim()
    .toUpperCase()
    .regex(AIRPORT_CODE_PATTERN, SEARCH_FORM_MESSAGES.airportInvalid);

const date = (required: string) =>
  z
    .string({ error: required })
    .check(noControlCharacters(SEARCH_FORM_MESSAGES.dateInvalid))
    .trim()
    .refine(isTravelDate, SEARCH_FORM_MESSAGES.dateInvalid);

const count = (fallback: number) =>
  plainText()
    .optional()
    .transform((value) => (value === undefined ? fallback : Number(value)))
    .pipe(z.int().min(0));

const ONE_WAY = String(tripTypeValue("ONEWAY"));
const ROUND_TRIP = String(tripTypeValue("RETURN"));

/** Which field a server-check code (J§8, 1001–1006) belongs next to. */
const FIELD_OF_CODE: Readonly<Record<string, SearchFormField>> = {
  "1001": "INF",
  "1002": "CHD",
  "1003": "dep",
  "1004": "dep",
  "1005": "to",
  "1006": "ADT",
};

const searchFormFieldsSchema = z.object({
  tripType: z.enum([ONE_WAY, ROUND_TRIP]).default(ONE_WAY),
  from: airport(SEARCH_FORM_MESSAGES.fromRequired),
  to: airport(SEARCH_FORM_MESSAGES.toRequired),
  dep: date(SEARCH_FORM_MESSAGES.depRequired),
  ret: plainText(SEARCH_FORM_MESSAGES.dateInvalid).trim().optional(),
  ADT: count(SEARCH_FORM_DEFAULTS.paxInfo.ADULT).pipe(z.int().min(1)),
  CHD: count(SEARCH_FORM_DEFAULTS.paxInfo.CHILD),
  INF: count(SEARCH_FORM_DEFAULTS.paxInfo.INFANT),
  pClass: cabinClassSchema.default(SEARCH_FORM_DEFAULTS.cabinClass),
  pft: searchFareTypeSchema.default(SEARCH_FORM_DEFAULTS.fareType),
});

type SearchFormFields = z.output<typeof searchFormFieldsSchema>;

/** The form's fields as the domain's search query. */
export function searchQueryFromForm(fields: SearchFormFields): SearchQuery {
  const tripType = tripTypeFromValue(fields.tripType) ?? SEARCH_FORM_DEFAULTS.tripType;
  const onward = {
    fromCityOrAirport: fields.from,
    toCityOrAirport: fields.to,
    travelDate: fields.dep,
  };
  const back = {
    fromCityOrAirport: fields.to,
    toCityOrAirport: fields.from,
    travelDate: fields.ret ?? "",
  };
  return {
    tripType,
    routeInfos: tripType === "RETURN" ? [onward, back] : [onward],
    cabinClass: fields.pClass,
    paxInfo: { ADULT: fields.ADT, CHILD: fields.CHD, INFANT: fields.INF },
    preferredAirlines: [],
    fareType: fields.pft,
    searchModifiers: {},
  };
}

/** 1003 and 1004 on the return date only when the departure date alone passes the check. */
function fieldOf(errCode: string, query: SearchQuery, today: Date): SearchFormField | undefined {
  const byDate = errCode === "1003" || errCode === "1004";
  if (!byDate || query.tripType !== "RETURN") return FIELD_OF_CODE[errCode];
  const onwardOnly = { ...query, routeInfos: query.routeInfos.slice(0, 1) };
  const departureFails = searchQueryErrors(onwardOnly, today).some((e) => e.errCode === errCode);
  return departureFails ? "dep" : "ret";
}

export const searchFormSchema = searchFormFieldsSchema
  .superRefine((fields, context) => {
    const roundTrip = fields.tripType === ROUND_TRIP;
    if (roundTrip && !fields.ret) {
      context.addIssue({
        code: "custom",
        path: ["ret"],
        message: SEARCH_FORM_MESSAGES.retRequired,
      });
      return;
    }
    if (roundTrip && !isTravelDate(fields.ret ?? "")) {
      context.addIssue({
        code: "custom",
        path: ["ret"],
        message: SEARCH_FORM_MESSAGES.dateInvalid,
      });
      return;
    }
    const query = searchQueryFromForm(fields);
    const today = new Date();
    for (const error of searchQueryErrors(query, today)) {
      const field = fieldOf(error.errCode, query, today);
      context.addIssue({ code: "custom", path: field ? [field] : [], message: error.message });
    }
  })
  .transform((fields) => searchQuerySchema.parse(searchQueryFromForm(fields)));

export const SEARCH_FORM_LABELS = {
  heading: "Flight search",
  submit: "Search flights",
  recentSearches: "Recent searches",
} as const;
