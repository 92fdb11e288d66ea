import {
  addMulticityLeg,
  canAddMulticityLeg,
  MULTICITY_LEG_COUNT_PARAM,
  MULTICITY_MIN_LEGS,
  type MulticityLegDraft,
  removeMulticityLeg,
  SEARCH_FORM_MESSAGES,
  searchLegParams,
  setMulticityDepDate,
  setMulticityDestination,
} from "@wayfare/domain";
import { Plus, X } from "lucide-react";
import { useState } from "react";
import { useIsHydrated } from "../../lib/use-is-hydrated";
import type { Airport } from "../AirportComboBox/AirportComboBox";
import { buttonVariants } from "../Button/Button.variants";
import { NativeButton } from "../NativeButton/NativeButton";
import { AirportField, DateField, type MonthFares } from "../SearchForm/parts/search-fields";

export interface MulticityLegsMessages {
  /** Each leg's legend: `0 => "Flight 1"`. */
  leg: (index: number) => string;
  from: string;
  to: string;
  date: string;
  addLeg: string;
  /** `0 => "Remove flight 1"`. */
  removeLeg: (index: number) => string;
  /** Said when a sixth flight is asked for. */
  tooManyLegs: string;
  /** Shown under the airport fields before JavaScript. */
  airportHint: string;
  openCalendar: string;
  previousMonth: string;
  nextMonth: string;
  /** Ends a calendar day's name when its lowest fare is known. */
  fareFrom: (price: string) => string;
}

export const defaultMulticityLegsMessages: MulticityLegsMessages = {
  leg: (index) => `Flight ${index + 1}`,
  from: "From",
  to: "To",
  date: "Departure date",
  addLeg: "Add another flight",
  removeLeg: (index) => `Remove flight ${index + 1}`,
  tooManyLegs: SEARCH_FORM_MESSAGES.tooManyLegs,
  airportHint: "Airport code, for example DEL",
  openCalendar: "Open calendar",
  previousMonth: "Previous month",
  nextMonth: "Next month",
  fareFrom: (price) => `from ${price}`,
};

export interface MulticityLegsProps {
  airports: readonly Airport[];
  /** Every leg of the trip, the first included (controlled). */
  legs: readonly MulticityLegDraft[];
  onChange?: (legs: MulticityLegDraft[]) => void;
  /**
   * Legs before this index are shown elsewhere on the form: before JavaScript the first leg
   * is the search form's own From, To and date. Default 0.
   */
  startAt?: number;
  /** Earliest and latest departure dates, "yyyy-mm-dd". */
  minDate?: string;
  maxDate?: string;
  /** Messages per posted field name (`destination_1`), verbatim. */
  errors?: Readonly<Record<string, readonly string[] | undefined>>;
  /** Ids per posted field name (error summary targets); default the names. */
  ids?: Readonly<Record<string, string | undefined>>;
  /** A message about the legs as a whole (too few, or a sixth asked for). */
  message?: string;
  /**
   * Before JavaScript, "Add another flight" submits the form to this page (GET) with the
   * number of flights wanted; the page shows the form again with one more leg.
   */
  addLegAction?: string;
  /** A leg's calendar fares, once its route is known (the page loads them). */
  faresFor?: (leg: MulticityLegDraft) => MonthFares | undefined;
  messages?: Partial<MulticityLegsMessages>;
  className?: string;
}

/**
 * The legs of a multicity search (J§4), two to five: each a numbered fieldset with From, To
 * and a departure date, posted under the /flight/list URL's names (from, to, dep for the
 * first; origin_N, destination_N, depDate_N after). The rules are the domain's: a leg's
 * destination becomes the next leg's origin, a new leg starts from the last destination,
 * changing the first date clears the later ones, at least two stay, and a sixth is refused
 * with a message.
 */
export function MulticityLegs({
  airports,
  legs,
  onChange,
  startAt = 0,
  minDate,
  maxDate,
  errors,
  ids,
  message,
  addLegAction,
  faresFor,
  messages,
  className,
}: MulticityLegsProps) {
  const text = { ...defaultMulticityLegsMessages, ...messages };
  const hydrated = useIsHydrated();
  const [refusedAdd, setRefusedAdd] = useState(false);
  // Keys survive removals, so each leg keeps its own field state and focus.
  const [keys, setKeys] = useState(() => legs.map((_, index) => index));
  const keyOf = (index: number) => keys[index] ?? index;
  const update = (next: MulticityLegDraft[], nextKeys = keys) => {
    setKeys(nextKeys);
    setRefusedAdd(false);
    onChange?.(next);
  };
  const add = () => {
    if (!canAddMulticityLeg(legs)) {
      setRefusedAdd(true);
      return;
    }
    update(addMulticityLeg(legs), [...keys, Math.max(legs.length - 1, ...keys) + 1]);
  };
  const shownMessage = refusedAdd ? text.tooManyLegs : message;
  const field = (index: number, part: keyof MulticityLegDraft) => {
    const name = searchLegParams(index)[part];
    return { name, id: ids?.[name] ?? name, errors: errors?.[name] ?? [] };
  };
  const calendarLabels = {
    openCalendar: text.openCalendar,
    previousMonth: text.previousMonth,
    nextMonth: text.nextMonth,
    fareFrom: text.fareFrom,
  };
  return (
    <div
      data-slot="multicity-legs"
      className={["flex flex-col gap-4", className].filter(Boolean).join(" ")}
    >
      <ol className="flex flex-col gap-4" start={startAt + 1}>
        {legs.map((leg, index) =>
          index < startAt ? null : (
            <li key={keyOf(index)}>
              <fieldset className="grid min-w-0 grid-cols-1 items-start gap-3 rounded-lg border border-subtle p-4 md:grid-cols-[1fr_1fr_auto_auto]">
                <legend className="px-1 text-base font-semibold">{text.leg(index)}</legend>
                <AirportField
                  {...field(index, "origin")}
                  label={text.from}
                  hint={text.airportHint}
                  airports={airports}
                  value={leg.origin ?? ""}
                  onChange={(code) =>
                    update(legs.map((l, i) => (i === index ? { ...l, origin: code } : l)))
                  }
                />
                <AirportField
                  {...field(index, "destination")}
                  label={text.to}
                  hint={text.airportHint}
                  airports={airports}
                  value={leg.destination ?? ""}
                  onChange={(code) => update(setMulticityDestination(legs, index, code))}
                />
                <DateField
                  {...field(index, "depDate")}
                  label={text.date}
                  value={leg.depDate ?? ""}
                  onChange={(date) => update(setMulticityDepDate(legs, index, date))}
                  min={minDate}
                  max={maxDate}
                  fares={faresFor?.(leg)}
                  calendarLabels={calendarLabels}
                />
                {hydrated && legs.length > MULTICITY_MIN_LEGS ? (
                  <NativeButton
                    variant="ghost"
                    aria-label={text.removeLeg(index)}
                    onClick={() =>
                      update(
                        removeMulticityLeg(legs, index),
                        keys.filter((_, position) => position !== index),
                      )
                    }
                    className="self-end md:mt-8"
                  >
                    <X aria-hidden="true" className="size-5" />
                  </NativeButton>
                ) : null}
              </fieldset>
            </li>
          ),
        )}
      </ol>
      <p role="status" className="text-sm font-semibold text-error empty:sr-only">
        {shownMessage}
      </p>
      {hydrated ? (
        <NativeButton variant="secondary" onClick={add} className="w-fit">
          <Plus aria-hidden="true" className="size-5" />
          {text.addLeg}
        </NativeButton>
      ) : addLegAction ? (
        <button
          type="submit"
          formAction={addLegAction}
          formMethod="get"
          name={MULTICITY_LEG_COUNT_PARAM}
          value={legs.length + 1}
          className={`${buttonVariants({ variant: "secondary", focus: "native" })} w-fit`}
        >
          <Plus aria-hidden="true" className="size-5" />
          {text.addLeg}
        </button>
      ) : null}
    </div>
  );
}
