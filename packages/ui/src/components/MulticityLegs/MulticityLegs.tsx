import {
  addMulticityLeg,
  canAddMulticityLeg,
  MULTICITY_MIN_LEGS,
  type MulticityLegDraft,
  removeMulticityLeg,
  setMulticityDepDate,
  setMulticityDestination,
} from "@wayfare/domain";
import { Plus, X } from "lucide-react";
import { useState } from "react";
import { type Airport, AirportComboBox } from "../AirportComboBox/AirportComboBox";
import { Button } from "../Button/Button";
import { DatePicker } from "../DatePicker/DatePicker";

export interface MulticityLegsMessages {
  /** Each leg's legend: `0 => "Flight 1"`. */
  leg: (index: number) => string;
  from: string;
  to: string;
  date: string;
  addLeg: string;
  /** `0 => "Remove flight 1"`. */
  removeLeg: (index: number) => string;
}

export const defaultMulticityLegsMessages: MulticityLegsMessages = {
  leg: (index) => `Flight ${index + 1}`,
  from: "From",
  to: "To",
  date: "Departure date",
  addLeg: "Add another flight",
  removeLeg: (index) => `Remove flight ${index + 1}`,
};

type LegField = keyof MulticityLegDraft;

export interface MulticityLegsProps {
  airports: readonly Airport[];
  /** The legs to start with (default two empty ones). */
  defaultLegs?: readonly MulticityLegDraft[];
  /** Posted as `<name>[i].origin`, `<name>[i].destination`, `<name>[i].depDate`. */
  name?: string;
  /** Earliest departure date, "yyyy-mm-dd". */
  minDate?: string;
  maxDate?: string;
  /** The server's messages per posted field name (`legs[1].destination`), verbatim. */
  errors?: Readonly<Record<string, readonly string[]>>;
  onChange?: (legs: MulticityLegDraft[]) => void;
  messages?: Partial<MulticityLegsMessages>;
  className?: string;
}

/**
 * The legs of a multicity search (J§4), up to 5: each a fieldset of From, To (airport
 * comboboxes) and a departure date. The rules are the domain's: a leg's destination becomes
 * the next leg's origin, a new leg starts from the last destination, changing the first
 * date clears the later ones, and at least two legs stay.
 */
export function MulticityLegs({
  airports,
  defaultLegs = [{}, {}],
  name = "legs",
  minDate,
  maxDate,
  errors,
  onChange,
  messages,
  className,
}: MulticityLegsProps) {
  const text = { ...defaultMulticityLegsMessages, ...messages };
  const [legs, setLegs] = useState<MulticityLegDraft[]>(() => [...defaultLegs]);
  // Keys survive removals, so each leg keeps its own field state and focus.
  const [keys, setKeys] = useState(() => defaultLegs.map((_, index) => index));
  const update = (next: MulticityLegDraft[], nextKeys = keys) => {
    setLegs(next);
    setKeys(nextKeys);
    onChange?.(next);
  };
  const field = (index: number, key: LegField) => `${name}[${index}].${key}`;
  return (
    <div
      data-slot="multicity-legs"
      className={["flex flex-col gap-4", className].filter(Boolean).join(" ")}
    >
      <ol className="flex flex-col gap-4">
        {legs.map((leg, index) => (
          <li key={keys[index]}>
            <fieldset className="flex min-w-0 flex-col gap-3 rounded-lg border border-subtle p-4 md:flex-row md:items-start">
              <legend className="px-1 text-base font-semibold">{text.leg(index)}</legend>
              <AirportComboBox
                label={text.from}
                name={field(index, "origin")}
                id={field(index, "origin")}
                airports={airports}
                value={leg.origin ?? null}
                onChange={(code) =>
                  update(
                    legs.map((l, i) => (i === index ? { ...l, origin: code ?? undefined } : l)),
                  )
                }
                errors={errors?.[field(index, "origin")]}
                className="md:flex-1"
              />
              <AirportComboBox
                label={text.to}
                name={field(index, "destination")}
                id={field(index, "destination")}
                airports={airports}
                value={leg.destination ?? null}
                onChange={(code) => update(setMulticityDestination(legs, index, code ?? ""))}
                errors={errors?.[field(index, "destination")]}
                className="md:flex-1"
              />
              <DatePicker
                label={text.date}
                name={field(index, "depDate")}
                id={field(index, "depDate")}
                value={leg.depDate ?? null}
                onChange={(date) => {
                  if (date) update(setMulticityDepDate(legs, index, date));
                }}
                minValue={minDate}
                maxValue={maxDate}
                errors={errors?.[field(index, "depDate")]}
              />
              {legs.length > MULTICITY_MIN_LEGS ? (
                <Button
                  variant="ghost"
                  aria-label={text.removeLeg(index)}
                  onPress={() =>
                    update(
                      removeMulticityLeg(legs, index),
                      keys.filter((_, position) => position !== index),
                    )
                  }
                  className="self-end md:mt-8"
                >
                  <X aria-hidden="true" className="size-5" />
                </Button>
              ) : null}
            </fieldset>
          </li>
        ))}
      </ol>
      {canAddMulticityLeg(legs) ? (
        <Button
          variant="secondary"
          onPress={() => update(addMulticityLeg(legs), [...keys, Math.max(-1, ...keys) + 1])}
          className="w-fit"
        >
          <Plus aria-hidden="true" className="size-5" />
          {text.addLeg}
        </Button>
      ) : null}
    </div>
  );
}
