import { parseWithZod } from "@conform-to/zod/v4";
import {
  AIRLINE_CODE_PATTERN,
  AIRPORT_CODE_PATTERN,
  cabinClassSchema,
  decodeSearchUrl,
  isTravelDate,
  MULTICITY_MIN_LEGS,
  noControlCharacters,
  plainText,
  SEARCH_FORM_DEFAULTS,
  SEARCH_FORM_MESSAGES,
  SEARCH_STOPS,
  SEARCH_URL_PROBLEMS,
  type SearchQuery,
  type SearchStops,
  searchFareTypeSchema,
  searchModifiersOfStops,
  searchQueryErrors,
  tripTypeValue,
} from "@wayfare/domain";
import { z } from "zod";
import {
  BEYOND_LAST_LEG,
  LATER_LEG_FIELDS,
  LATER_LEGS,
  LEG_PARTS,
  type LegField,
  SEARCH_FORM_FIELDS,
  type SearchFormField,
} from "./search-form-fields";

/**
 * The flight search (J§4, J§5), the one reading of a search on both sides: the browser checks
 * the form with it, and /flight/list reads its URL with it. Its field names are the URL
 * parameters of the domain codec, so a GET form submits straight to /flight/list without
 * JavaScript; the value is the codec's SearchQuery (`decodeSearchUrl`), whose canonical URL
 * the page navigates to with `encodeSearchUrl`. The form shows SEARCH_FORM_FIELDS: its one
 * choice of stops (`connection`: not `stops`, which is the results' stops filter) reads as the URL's isDirect/isConnecting, which a results link
 * may also carry; preferred airlines post as one `prefAirCode` per airline or a list.
 */

const optionalText = plainText().trim().optional();
const laterLegFields = Object.fromEntries(
  [...LATER_LEG_FIELDS, BEYOND_LAST_LEG].map((name) => [name, optionalText]),
) as Record<LegField, typeof optionalText>;

/** One `prefAirCode` per airline ticked on the form, or a link's comma-separated list. */
const airlineCodes = z
  .union([z.array(plainText()), optionalText])
  .transform((value) => (Array.isArray(value) ? value.join(",") : value) || undefined);

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

/** A count; more than 9 in all is the server check 1006 ('Passengers can't be more than 9'). */
const travellers = (least: number) =>
  z.int(SEARCH_FORM_MESSAGES.travellersInvalid).min(least, SEARCH_FORM_MESSAGES.travellersInvalid);

const count = (fallback: number, least = 0) =>
  plainText()
    .optional()
    .transform((value) => (value === undefined ? fallback : Number(value)))
    .pipe(travellers(least));

const TRIP_TYPES = {
  oneWay: String(tripTypeValue("ONEWAY")),
  roundTrip: String(tripTypeValue("RETURN")),
  multicity: String(tripTypeValue("MULTICITY")),
} as const;

/** A link's direct or connecting flag. */
const yesOrNo = z.enum(["true", "false"], { error: SEARCH_FORM_MESSAGES.stopsInvalid }).optional();

const searchFormFieldsSchema = z.object({
  tripType: z
    .enum([TRIP_TYPES.oneWay, TRIP_TYPES.roundTrip, TRIP_TYPES.multicity], {
      error: SEARCH_FORM_MESSAGES.tripTypeInvalid,
    })
    .default(TRIP_TYPES.oneWay),
  from: airport(SEARCH_FORM_MESSAGES.fromRequired),
  to: airport(SEARCH_FORM_MESSAGES.toRequired),
  dep: date(SEARCH_FORM_MESSAGES.depRequired),
  ret: optionalText,
  ADT: count(SEARCH_FORM_DEFAULTS.paxInfo.ADULT, 1),
  CHD: count(SEARCH_FORM_DEFAULTS.paxInfo.CHILD),
  INF: count(SEARCH_FORM_DEFAULTS.paxInfo.INFANT),
  pClass: z
    .enum(cabinClassSchema.options, { error: SEARCH_FORM_MESSAGES.cabinInvalid })
    .default(SEARCH_FORM_DEFAULTS.cabinClass),
  pft: z
    .enum(searchFareTypeSchema.options, { error: SEARCH_FORM_MESSAGES.fareTypeInvalid })
    .default(SEARCH_FORM_DEFAULTS.fareType),
  prefAirCode: airlineCodes,
  connection: z.enum(SEARCH_STOPS, { error: SEARCH_FORM_MESSAGES.stopsInvalid }).optional(),
  isDirect: yesOrNo,
  isConnecting: yesOrNo,
  ...laterLegFields,
});

type SearchFormFields = z.output<typeof searchFormFieldsSchema>;

/** A multicity leg's field, by name (the schema lists them without an index signature). */
const legValue = (fields: SearchFormFields, name: string) =>
  (fields as Record<string, unknown>)[name] as string | undefined;
type Issue = { path: string[]; message: string };

/** Where each leg's airports and date are, so a check lands next to its field. */
function legFieldsOf(fields: SearchFormFields) {
  const first = { to: "to", date: "dep" };
  if (fields.tripType === TRIP_TYPES.roundTrip) return [first, { to: "to", date: "ret" }];
  if (fields.tripType !== TRIP_TYPES.multicity) return [first];
  return [
    first,
    ...laterLegsOf(fields).map((n) => ({ to: `destination_${n}`, date: `depDate_${n}` })),
  ];
}

/** The multicity legs after the first that the search names: 1, 2, … while any part is there. */
function laterLegsOf(fields: SearchFormFields): number[] {
  const named = (n: number) =>
    LEG_PARTS.some((part) => legValue(fields, `${part}_${n}`) !== undefined);
  const legs: number[] = [];
  for (const n of LATER_LEGS) {
    if (!named(n)) break;
    legs.push(n);
  }
  return legs;
}

function legIssues(fields: SearchFormFields): Issue[] {
  const issues: Issue[] = [];
  const check = (name: LegField, value: string | undefined, valid: (v: string) => boolean) => {
    const [part] = name.split("_");
    const required =
      part === "origin"
        ? SEARCH_FORM_MESSAGES.fromRequired
        : part === "destination"
          ? SEARCH_FORM_MESSAGES.toRequired
          : SEARCH_FORM_MESSAGES.depRequired;
    const invalid =
      part === "depDate" ? SEARCH_FORM_MESSAGES.dateInvalid : SEARCH_FORM_MESSAGES.airportInvalid;
    if (!value) issues.push({ path: [name], message: required });
    else if (!valid(value)) issues.push({ path: [name], message: invalid });
  };
  const legs = laterLegsOf(fields);
  if (legs.length + 1 < MULTICITY_MIN_LEGS) {
    issues.push({ path: [], message: SEARCH_FORM_MESSAGES.tooFewLegs });
  }
  if (legValue(fields, BEYOND_LAST_LEG) !== undefined) {
    issues.push({ path: [], message: SEARCH_FORM_MESSAGES.tooManyLegs });
  }
  const isAirport = (value: string) => AIRPORT_CODE_PATTERN.test(value.toUpperCase());
  for (const n of legs) {
    check(`origin_${n}`, legValue(fields, `origin_${n}`), isAirport);
    check(`destination_${n}`, legValue(fields, `destination_${n}`), isAirport);
    check(`depDate_${n}`, legValue(fields, `depDate_${n}`), isTravelDate);
  }
  return issues;
}

/** The URL's isDirect/isConnecting for the form's choice of stops. */
function stopsParams(stops: SearchStops): Record<string, string> {
  const { isDirectFlight, isConnectingFlight } = searchModifiersOfStops(stops);
  return {
    ...(isDirectFlight ? { isDirect: "true" } : {}),
    ...(isConnectingFlight ? { isConnecting: "true" } : {}),
  };
}

/** The fields as the URL parameters they are, for the codec; the form's stops win over a link's. */
function searchParamsOf(fields: SearchFormFields): URLSearchParams {
  const { connection, ...rest } = fields;
  const chosen =
    connection === undefined ? rest : { ...rest, isDirect: undefined, isConnecting: undefined };
  const entries = Object.entries({
    ...chosen,
    ...(connection ? stopsParams(connection) : {}),
  }).filter(([, value]) => value !== undefined);
  return new URLSearchParams(entries.map(([name, value]) => [name, String(value)]));
}

/** The first leg whose dates or airports fail `errCode` (1003, 1004, 1005), by prefixes. */
function failingLeg(errCode: string, query: SearchQuery, today: Date): number {
  const failsUpTo = (legs: number) =>
    searchQueryErrors({ ...query, routeInfos: query.routeInfos.slice(0, legs) }, today).some(
      (error) => error.errCode === errCode,
    );
  const index = query.routeInfos.findIndex((_, position) => failsUpTo(position + 1));
  return Math.max(index, 0);
}

const PAX_FIELD_OF_CODE: Readonly<Record<string, SearchFormField>> = {
  "1001": "INF",
  "1002": "CHD",
  "1006": "ADT",
};

/** The server checks (J§8, 1001–1006) at their fields. */
function queryIssues(fields: SearchFormFields, query: SearchQuery): Issue[] {
  const today = new Date();
  const legs = legFieldsOf(fields);
  return searchQueryErrors(query, today).map((error) => {
    const paxField = PAX_FIELD_OF_CODE[error.errCode];
    if (paxField) return { path: [paxField], message: error.message };
    const leg = legs[failingLeg(error.errCode, query, today)] ?? legs[0];
    const field = error.errCode === "1005" ? leg?.to : leg?.date;
    return { path: field ? [field] : [], message: error.message };
  });
}

function fieldIssues(fields: SearchFormFields): Issue[] {
  if (fields.tripType === TRIP_TYPES.roundTrip) {
    if (!fields.ret) return [{ path: ["ret"], message: SEARCH_FORM_MESSAGES.retRequired }];
    if (!isTravelDate(fields.ret))
      return [{ path: ["ret"], message: SEARCH_FORM_MESSAGES.dateInvalid }];
  }
  const airlines = fields.prefAirCode?.split(",") ?? [];
  const airlinesIssue = airlines.some(
    (code) => !AIRLINE_CODE_PATTERN.test(code.trim().toUpperCase()),
  )
    ? [{ path: ["prefAirCode"], message: SEARCH_FORM_MESSAGES.airlinesInvalid }]
    : [];
  const legs = fields.tripType === TRIP_TYPES.multicity ? legIssues(fields) : [];
  return [...airlinesIssue, ...legs];
}

export const searchFormSchema = searchFormFieldsSchema
  .superRefine((fields, context) => {
    const issues = fieldIssues(fields);
    const query = issues.length === 0 ? decodeSearchUrl(searchParamsOf(fields)) : undefined;
    if (query) issues.push(...queryIssues(fields, query));
    for (const issue of issues) context.addIssue({ code: "custom", ...issue });
  })
  .transform((fields, context) => {
    const query = decodeSearchUrl(searchParamsOf(fields));
    if (query) return query;
    // Every check passed, so the codec reads it; should the two ever part, refuse, never pass undefined on.
    context.addIssue({ code: "custom", path: [], message: SEARCH_URL_PROBLEMS.other });
    return z.NEVER;
  });

/** The search a results URL asks for, read as the form is read; undefined when refused. */
export function searchOfUrl(params: URLSearchParams): SearchQuery | undefined {
  const submission = parseWithZod(params, { schema: searchFormSchema });
  return submission.status === "success" ? submission.value : undefined;
}

/**
 * A refused search's messages that the search form cannot show at a field: the whole
 * search's (too many or too few multicity flights) and a link's stops.
 */
export function messagesOffTheForm(
  error: Record<string, string[] | null> | null | undefined,
): string[] {
  const onTheForm = (name: string) => (SEARCH_FORM_FIELDS as readonly string[]).includes(name);
  return Object.entries(error ?? {})
    .filter(([name]) => !onTheForm(name))
    .flatMap(([, messages]) => messages ?? []);
}

/** The browser's check of the search form, imported when first needed (use-search-form.ts). */
export function checkSearchForm(formData: FormData) {
  return parseWithZod(formData, { schema: searchFormSchema });
}
