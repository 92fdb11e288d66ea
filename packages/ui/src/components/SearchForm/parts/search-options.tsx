import { SEARCH_STOPS, SEARCH_STOPS_LABELS, type SearchStops } from "@wayfare/domain";
import { ChevronDown } from "lucide-react";
import { useState } from "react";
import { nativeFocusRing } from "../../../lib/focus-ring";
import { NativeFieldErrors } from "../../../lib/native-fields";
import { NativeCheckbox } from "../../NativeCheckbox/NativeCheckbox";
import { NativeRadio, NativeRadioGroup } from "../../NativeRadioGroup/NativeRadioGroup";

/** An airline the search may prefer: one that flies in the service's network. */
export interface AirlineChoice {
  code: string;
  name: string;
}

interface OptionField {
  id: string;
  name: string;
  errors: readonly string[];
}

/** Any, direct only (stops 0) or connecting (stops 1), posted as `stops`. */
export function StopsChoice({
  label,
  defaultValue,
  ...field
}: OptionField & { label: string; defaultValue: SearchStops }) {
  return (
    <NativeRadioGroup {...field} label={label} orientation="horizontal" defaultValue={defaultValue}>
      {SEARCH_STOPS.map((stops) => (
        <NativeRadio key={stops} value={stops}>
          {SEARCH_STOPS_LABELS[stops]}
        </NativeRadio>
      ))}
    </NativeRadioGroup>
  );
}

export interface PreferredAirlinesLabels {
  preferredAirlines: string;
  /** The summary's count: `0 => "any"`, `2 => "2 chosen"`. */
  airlinesChosen: (count: number) => string;
}

/**
 * A box per airline, each posting its code as `prefAirCode`, inside a disclosure (a native
 * `<details>`, so it opens without JavaScript); open from the start when some are chosen or
 * the choice was refused.
 */
export function PreferredAirlines({
  airlines,
  defaultValue,
  labels,
  id,
  name,
  errors,
}: OptionField & {
  airlines: readonly AirlineChoice[];
  defaultValue: readonly string[];
  labels: PreferredAirlinesLabels;
}) {
  const [chosen, setChosen] = useState<readonly string[]>(defaultValue);
  // Kept in step with the element, so a re-render never closes what the user opened.
  const [open, setOpen] = useState(defaultValue.length > 0 || errors.length > 0);
  const toggle = (code: string, selected: boolean) =>
    setChosen((codes) => (selected ? [...codes, code] : codes.filter((c) => c !== code)));
  return (
    <details
      open={open}
      onToggle={(event) => setOpen(event.currentTarget.open)}
      className="group/airlines rounded-lg border border-subtle"
    >
      <summary
        className={`flex min-h-11 cursor-pointer list-none items-center gap-2 px-4 py-2 font-semibold [&::-webkit-details-marker]:hidden ${nativeFocusRing}`}
      >
        <ChevronDown
          aria-hidden="true"
          className="size-5 transition-transform group-open/airlines:rotate-180"
        />
        {`${labels.preferredAirlines}: ${labels.airlinesChosen(chosen.length)}`}
      </summary>
      <fieldset className="flex flex-col gap-2 px-4 pb-4">
        <legend className="sr-only">{labels.preferredAirlines}</legend>
        {errors.length > 0 ? <NativeFieldErrors id={`${id}-error`} errors={errors} /> : null}
        <div className="grid grid-cols-1 gap-x-6 sm:grid-cols-2 lg:grid-cols-3">
          {airlines.map((airline, index) => (
            <NativeCheckbox
              key={airline.code}
              id={index === 0 ? id : undefined}
              name={name}
              value={airline.code}
              label={`${airline.name} (${airline.code})`}
              defaultChecked={defaultValue.includes(airline.code)}
              aria-describedby={errors.length > 0 ? `${id}-error` : undefined}
              onChange={(event) => toggle(airline.code, event.currentTarget.checked)}
            />
          ))}
        </div>
      </fieldset>
    </details>
  );
}
