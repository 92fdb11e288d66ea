import {
  type CabinClass,
  type PaxInfo,
  SEARCH_FORM_DEFAULTS,
  type SearchFareType,
  type TripType,
} from "@wayfare/domain";
import { ArrowLeftRight } from "lucide-react";
import { useState } from "react";
import { useIsHydrated } from "../../lib/use-is-hydrated";
import type { Airport } from "../AirportComboBox/AirportComboBox";
import { Button } from "../Button/Button";
import { FareTypeChips } from "../FareTypeChips/FareTypeChips";
import { TravellerSelector } from "../TravellerSelector/TravellerSelector";
import { TripTypeTabs } from "../TripTypeTabs/TripTypeTabs";
import { AirportField, DateField } from "./parts/search-fields";

/** The posted fields, named as the /flight/list URL parameters of the domain codec. */
export type SearchFormFieldName =
  | "tripType"
  | "from"
  | "to"
  | "dep"
  | "ret"
  | "ADT"
  | "CHD"
  | "INF"
  | "pClass"
  | "pft";

export interface SearchFormValues {
  tripType: TripType;
  from: string;
  to: string;
  dep: string;
  ret: string;
  paxInfo: PaxInfo;
  cabinClass: CabinClass;
  fareType: SearchFareType;
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
  /** The button beside a date, with JavaScript; its name ends with the date's label. */
  openCalendar: "Open calendar",
  previousMonth: "Previous month",
  nextMonth: "Next month",
};

export interface SearchFormProps {
  /** The airports to choose from (the page loads them; this never fetches). */
  airports: readonly Airport[];
  /** Initial values (a previous search, or the server's echo of a rejected one). */
  defaultValues?: Partial<SearchFormValues>;
  /** Messages per field, verbatim, from the shared form schema. */
  errors?: Partial<Record<SearchFormFieldName, readonly string[]>>;
  /** Ids of the fields (error summary targets); default the field names. */
  ids?: Partial<Record<SearchFormFieldName, string>>;
  /** Trip types offered (default one-way and round trip). */
  tripTypes?: readonly TripType[];
  /** Shows the submit button busy while the search starts. */
  isSubmitting?: boolean;
  labels?: Partial<typeof defaultSearchFormLabels>;
  className?: string;
}

/**
 * The flight search fields (J§4), to be placed inside a GET `<form>` whose action is the
 * results page: trip type, from and to with a swap button, departure and return dates,
 * travellers and cabin class, fare type, and "Search flights". Every field posts under its
 * /flight/list parameter name. Before JavaScript the airport and date fields are native
 * inputs (text with suggestions, date), so the form works without script.
 */
export function SearchForm({
  airports,
  defaultValues = {},
  errors = {},
  ids = {},
  tripTypes,
  isSubmitting,
  labels: labelOverrides,
  className,
}: SearchFormProps) {
  const labels = { ...defaultSearchFormLabels, ...labelOverrides };
  const hydrated = useIsHydrated();
  const [tripType, setTripType] = useState(defaultValues.tripType ?? SEARCH_FORM_DEFAULTS.tripType);
  const [from, setFrom] = useState(defaultValues.from ?? "");
  const [to, setTo] = useState(defaultValues.to ?? "");
  const field = (name: SearchFormFieldName) => ({
    id: ids[name] ?? name,
    name,
    errors: errors[name] ?? [],
  });
  const showReturn = !hydrated || tripType === "RETURN";

  return (
    <div
      data-slot="search-form"
      className={["flex flex-col gap-6", className].filter(Boolean).join(" ")}
    >
      <TripTypeTabs
        {...field("tripType")}
        tripTypes={tripTypes}
        value={tripType}
        onChange={setTripType}
      />
      <div className="grid grid-cols-1 items-end gap-4 md:grid-cols-[1fr_auto_1fr]">
        <AirportField
          {...field("from")}
          label={labels.from}
          hint={labels.airportHint}
          airports={airports}
          value={from}
          onChange={setFrom}
        />
        {hydrated ? (
          <Button
            variant="secondary"
            aria-label={labels.swap}
            onPress={() => {
              setFrom(to);
              setTo(from);
            }}
            className="justify-self-start md:mb-0"
          >
            <ArrowLeftRight aria-hidden="true" className="size-5" />
          </Button>
        ) : (
          <span className="hidden md:block" />
        )}
        <AirportField
          {...field("to")}
          label={labels.to}
          hint={labels.airportHint}
          airports={airports}
          value={to}
          onChange={setTo}
        />
      </div>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <DateField
          {...field("dep")}
          label={labels.dep}
          defaultValue={defaultValues.dep}
          calendarLabels={labels}
        />
        {showReturn ? (
          <DateField
            {...field("ret")}
            calendarLabels={labels}
            label={labels.ret}
            hint={hydrated ? undefined : labels.returnHint}
            defaultValue={defaultValues.ret}
          />
        ) : null}
      </div>
      <TravellerSelector
        defaultValue={defaultValues.paxInfo}
        defaultCabinClass={defaultValues.cabinClass}
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
      <Button
        type="submit"
        variant="primary"
        size="lg"
        isPending={isSubmitting}
        className="sm:self-start"
      >
        {labels.submit}
      </Button>
    </div>
  );
}
