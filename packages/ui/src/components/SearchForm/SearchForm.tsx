import {
  AIRPORT_CODE_PATTERN,
  type CabinClass,
  type FareCalendarRequest,
  type MulticityLegDraft,
  type Paise,
  type PaxInfo,
  SEARCH_FORM_DEFAULTS,
  type SearchFareType,
  type SearchStops,
  setMulticityDepDate,
  setMulticityDestination,
  type TripType,
} from "@wayfare/domain";
import { ArrowLeftRight } from "lucide-react";
import { useState } from "react";
import { useIsHydrated } from "../../lib/use-is-hydrated";
import type { Airport } from "../AirportComboBox/AirportComboBox";
import { FareTypeChips } from "../FareTypeChips/FareTypeChips";
import { MulticityLegs } from "../MulticityLegs/MulticityLegs";
import { NativeButton } from "../NativeButton/NativeButton";
import { TravellerSelector } from "../TravellerSelector/TravellerSelector";
import { TripTypeTabs } from "../TripTypeTabs/TripTypeTabs";
import { AirportField, DateField, type MonthFares } from "./parts/search-fields";
import { type AirlineChoice, PreferredAirlines, StopsChoice } from "./parts/search-options";

export type { AirlineChoice } from "./parts/search-options";

/**
 * The posted fields, named as the /flight/list URL parameters of the domain codec (a
 * multicity leg after the first posts origin_N, destination_N and depDate_N).
 */
export type SearchFormFieldName =
  | "tripType"
  | "from"
  | "to"
  | "dep"
  | "ret"
  | `${"origin" | "destination" | "depDate"}_${number}`
  | "ADT"
  | "CHD"
  | "INF"
  | "pClass"
  | "pft"
  | "connection"
  | "prefAirCode";

export interface SearchFormValues {
  tripType: TripType;
  from: string;
  to: string;
  dep: string;
  ret: string;
  /** A multicity trip's legs after the first. */
  laterLegs: MulticityLegDraft[];
  paxInfo: PaxInfo;
  cabinClass: CabinClass;
  fareType: SearchFareType;
  stops: SearchStops;
  /** Airline codes. */
  preferredAirlines: string[];
}

export const defaultSearchFormLabels = {
  from: "From",
  to: "To",
  dep: "Departure date",
  ret: "Return date",
  swap: "Swap origin and destination",
  submit: "Search flights",
  /** Shown under the airport fields before JavaScript (a plain text box with suggestions). */
  airportHint: "Airport code, for example DEL",
  /** Shown under the return date before JavaScript (it is always there then). */
  returnHint: "For a round trip only",
  /**
   * Shown before JavaScript over a multicity trip's later flights, or over the button that
   * adds them (which brings the form back as a multicity trip).
   */
  multicityHint: "For a multi-city trip: the flights after the first",
  /** The button beside a date, with JavaScript; its name ends with the date's label. */
  openCalendar: "Open calendar",
  previousMonth: "Previous month",
  nextMonth: "Next month",
  /** Ends a calendar day's name when its lowest fare is known. */
  fareFrom: (price: string) => `from ${price}`,
  stops: "Stops",
  preferredAirlines: "Preferred airlines",
  airlinesChosen: (count: number) => (count === 0 ? "any" : `${count} chosen`),
};

export interface SearchFormProps {
  /** The airports to choose from (the page loads them; this never fetches). */
  airports: readonly Airport[];
  /** The airlines a search may prefer (those that fly); none hides the choice. */
  airlines?: readonly AirlineChoice[];
  /** Initial values (a previous search, or the server's echo of a rejected one). */
  defaultValues?: Partial<SearchFormValues>;
  /** Messages per field, verbatim, from the shared form schema. */
  errors?: Partial<Record<SearchFormFieldName, readonly string[]>>;
  /** A message about a multicity trip's flights as a whole (too few, or a sixth). */
  legsMessage?: string;
  /** Ids of the fields (error summary targets); default the field names. */
  ids?: Partial<Record<SearchFormFieldName, string>>;
  /** Trip types offered (default one-way, round trip and multicity). */
  tripTypes?: readonly TripType[];
  /** The first and last days a search may ask for, "yyyy-mm-dd". */
  minDate?: string;
  maxDate?: string;
  /**
   * The search page: before JavaScript, "Add another flight" submits the form there and it
   * comes back with one more flight. Without it, the button shows only with JavaScript.
   */
  addLegAction?: string;
  /**
   * The lowest fare of each day of a month for a route, cabin and party (the page asks the
   * service); with it, each calendar shows the fares of its leg's route.
   */
  loadFares?: (ask: FareCalendarRequest) => Promise<Readonly<Record<string, Paise>>>;
  /** Shows the submit button busy while the search starts. */
  isSubmitting?: boolean;
  labels?: Partial<typeof defaultSearchFormLabels>;
  className?: string;
}

const ALL_TRIP_TYPES: readonly TripType[] = ["ONEWAY", "RETURN", "MULTICITY"];

function initialLegs(values: Partial<SearchFormValues>): MulticityLegDraft[] {
  const first = { origin: values.from, destination: values.to, depDate: values.dep };
  const later = values.laterLegs?.length ? values.laterLegs : [{ origin: values.to }];
  return [first, ...later].map(
    (leg) =>
      Object.fromEntries(
        Object.entries(leg).filter(([, value]) => value !== undefined && value !== ""),
      ) as MulticityLegDraft,
  );
}

/**
 * The flight search fields (J§4), to be placed inside a GET `<form>` whose action is the
 * results page: trip type (one way, round trip, multicity), from and to with a swap button,
 * departure and return dates or a multicity trip's 2–5 flights, travellers and cabin class,
 * fare type, stops, preferred airlines, and "Search flights". Every field posts under its
 * /flight/list parameter name. Before JavaScript the airport and date fields are native
 * inputs (text with suggestions, date), the return date is always there, saying when it
 * counts, and "Add another flight" asks the page for the form
 * again with one more flight (`addLegAction`), so the form works without script.
 */
export function SearchForm({
  airports,
  airlines = [],
  defaultValues = {},
  errors = {},
  legsMessage,
  ids = {},
  tripTypes = ALL_TRIP_TYPES,
  minDate,
  maxDate,
  addLegAction,
  loadFares,
  isSubmitting,
  labels: labelOverrides,
  className,
}: SearchFormProps) {
  const labels = { ...defaultSearchFormLabels, ...labelOverrides };
  const hydrated = useIsHydrated();
  const [tripType, setTripType] = useState(defaultValues.tripType ?? SEARCH_FORM_DEFAULTS.tripType);
  // Every leg of a multicity trip; the first is also the one-way and round trip's.
  const [legs, setLegs] = useState(() => initialLegs(defaultValues));
  const [first = {}] = legs;
  const [cabinClass, setCabinClass] = useState(
    defaultValues.cabinClass ?? SEARCH_FORM_DEFAULTS.cabinClass,
  );
  const [paxInfo, setPaxInfo] = useState(defaultValues.paxInfo ?? SEARCH_FORM_DEFAULTS.paxInfo);
  const faresFor = (from = "", to = ""): MonthFares | undefined => {
    const known = (code: string) => AIRPORT_CODE_PATTERN.test(code);
    if (!loadFares || !known(from) || !known(to) || from === to) return;
    const seats = paxInfo.ADULT + paxInfo.CHILD;
    return (month) => loadFares({ from, to, cabinClass, month, seats });
  };
  const field = (name: SearchFormFieldName) => ({
    id: ids[name] ?? name,
    name,
    errors: errors[name] ?? [],
  });
  const setFirst = (leg: MulticityLegDraft) => setLegs([leg, ...legs.slice(1)]);
  const showReturn = !hydrated || tripType === "RETURN";
  const multicity = hydrated && tripType === "MULTICITY";
  const dateRange = { min: minDate, max: maxDate };
  const legsProps = {
    airports,
    legs,
    onChange: setLegs,
    minDate,
    maxDate,
    errors,
    ids,
    message: legsMessage,
    addLegAction,
    faresFor: (leg: MulticityLegDraft) => faresFor(leg.origin, leg.destination),
    messages: {
      from: labels.from,
      to: labels.to,
      date: labels.dep,
      airportHint: labels.airportHint,
      openCalendar: labels.openCalendar,
      previousMonth: labels.previousMonth,
      nextMonth: labels.nextMonth,
      fareFrom: labels.fareFrom,
    },
  };

  return (
    <div
      data-slot="search-form"
      className={["flex flex-col gap-6", className].filter(Boolean).join(" ")}
    >
      {hydrated ? null : (
        // Enter in a field submits with the form's first submit button: before JavaScript
        // that would be "Add another flight", so the search's own comes first, unseen.
        <button type="submit" hidden>
          {labels.submit}
        </button>
      )}
      <TripTypeTabs
        {...field("tripType")}
        tripTypes={tripTypes}
        value={tripType}
        onChange={setTripType}
      />
      {multicity ? (
        <MulticityLegs {...legsProps} />
      ) : (
        <>
          <div className="grid grid-cols-1 items-end gap-4 md:grid-cols-[1fr_auto_1fr]">
            <AirportField
              {...field("from")}
              label={labels.from}
              hint={labels.airportHint}
              airports={airports}
              value={first.origin ?? ""}
              onChange={(origin) => setFirst({ ...first, origin })}
            />
            {hydrated ? (
              <NativeButton
                variant="secondary"
                aria-label={labels.swap}
                onClick={() => {
                  const swapped = [{ ...first, origin: first.destination }, ...legs.slice(1)];
                  setLegs(setMulticityDestination(swapped, 0, first.origin ?? ""));
                }}
                className="justify-self-start md:mb-0"
              >
                <ArrowLeftRight aria-hidden="true" className="size-5" />
              </NativeButton>
            ) : (
              <span className="hidden md:block" />
            )}
            <AirportField
              {...field("to")}
              label={labels.to}
              hint={labels.airportHint}
              airports={airports}
              value={first.destination ?? ""}
              onChange={(destination) => setLegs(setMulticityDestination(legs, 0, destination))}
            />
          </div>
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
            <DateField
              {...field("dep")}
              {...dateRange}
              label={labels.dep}
              value={first.depDate ?? ""}
              onChange={(date) => setLegs(setMulticityDepDate(legs, 0, date))}
              fares={faresFor(first.origin, first.destination)}
              calendarLabels={labels}
            />
            {showReturn ? (
              <DateField
                {...field("ret")}
                {...dateRange}
                calendarLabels={labels}
                label={labels.ret}
                hint={hydrated ? undefined : labels.returnHint}
                defaultValue={defaultValues.ret}
                fares={faresFor(first.destination, first.origin)}
              />
            ) : null}
          </div>
          {hydrated ? null : (
            <div className="flex flex-col gap-2">
              <p className="text-sm text-fg-muted">{labels.multicityHint}</p>
              <MulticityLegs
                {...legsProps}
                legs={tripType === "MULTICITY" ? legs : legs.slice(0, 1)}
                startAt={1}
              />
            </div>
          )}
        </>
      )}
      <TravellerSelector
        defaultValue={defaultValues.paxInfo}
        onChange={setPaxInfo}
        defaultCabinClass={defaultValues.cabinClass}
        onCabinClassChange={setCabinClass}
        errors={{
          ADT: errors.ADT,
          CHD: errors.CHD,
          INF: errors.INF,
          pClass: errors.pClass,
        }}
        ids={{ ADT: ids.ADT, CHD: ids.CHD, INF: ids.INF, pClass: ids.pClass }}
      />
      <FareTypeChips
        {...field("pft")}
        defaultValue={defaultValues.fareType ?? SEARCH_FORM_DEFAULTS.fareType}
      />
      <StopsChoice
        {...field("connection")}
        label={labels.stops}
        defaultValue={defaultValues.stops ?? "any"}
      />
      {airlines.length > 0 ? (
        <PreferredAirlines
          {...field("prefAirCode")}
          airlines={airlines}
          defaultValue={defaultValues.preferredAirlines ?? []}
          labels={labels}
        />
      ) : null}
      <NativeButton
        type="submit"
        variant="primary"
        size="lg"
        isPending={isSubmitting}
        className="sm:self-start"
      >
        {labels.submit}
      </NativeButton>
    </div>
  );
}
