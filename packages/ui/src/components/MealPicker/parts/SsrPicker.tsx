import { formatMoney, type Paise } from "@wayfare/domain";
import { useState } from "react";
import { NativeSelect } from "../../../lib/native-fields";
import { useIsHydrated } from "../../../lib/use-is-hydrated";
import { Radio, RadioGroup } from "../../RadioGroup/RadioGroup";

/**
 * The shared body of MealPicker and BaggagePicker (private): per flight a fieldset, per
 * passenger one choice among the flight's options with "none" first. Radio groups once
 * hydrated; native selects before, posting the same `<name>.<segmentId>.<passengerIndex>`.
 */

export interface SsrOption {
  /** Posted as the value: an SSR code ("VGML", "BAG15"). */
  code: string;
  /** "Vegetarian meal", "15 kg". */
  name: string;
  /** "Paneer tikka sandwich and a juice". */
  description?: string;
  /** 0 shows "Included". */
  price: Paise;
}

export interface SsrSegment {
  /** Posted in the field name. */
  id: string;
  /** "AI 101 DEL–BOM": the fieldset's legend. */
  label: string;
  /** This flight's options; an empty list shows `unavailable`. */
  options: readonly SsrOption[];
}

export interface SsrPassenger {
  /** The passenger's index in the booking; posted in the field name. */
  index: number;
  name: string;
}

/** segment id → passenger index → option code (absent: none). */
export type SsrSelection = Readonly<Record<string, Readonly<Record<number, string | undefined>>>>;

export interface SsrPickerText {
  groupLabel: (passenger: string) => string;
  none: string;
  included: string;
  unavailable: string;
}

export interface SsrPickerProps {
  segments: readonly SsrSegment[];
  passengers: readonly SsrPassenger[];
  value?: SsrSelection;
  defaultValue?: SsrSelection;
  onChange?: (value: SsrSelection) => void;
  name: string;
  text: SsrPickerText;
  slot: string;
  className?: string;
}

export function SsrPicker({
  segments,
  passengers,
  value,
  defaultValue,
  onChange,
  name,
  text,
  slot,
  className,
}: SsrPickerProps) {
  const hydrated = useIsHydrated();
  const [own, setOwn] = useState<SsrSelection>(defaultValue ?? {});
  const selection = value ?? own;
  const choose = (segmentId: string, passenger: number, code: string) => {
    const next = {
      ...selection,
      [segmentId]: { ...selection[segmentId], [passenger]: code || undefined },
    };
    setOwn(next);
    onChange?.(next);
  };
  const price = (option: SsrOption) =>
    option.price > 0 ? formatMoney(option.price) : text.included;
  return (
    <div data-slot={slot} className={["flex flex-col gap-6", className].filter(Boolean).join(" ")}>
      {segments.map((segment) => (
        <fieldset key={segment.id} className="flex min-w-0 flex-col gap-4">
          <legend className="mb-2 text-lg font-semibold">{segment.label}</legend>
          {segment.options.length === 0 ? (
            <p className="text-base text-fg-muted">{text.unavailable}</p>
          ) : (
            passengers.map((passenger) => {
              const field = `${name}.${segment.id}.${passenger.index}`;
              const current = selection[segment.id]?.[passenger.index] ?? "";
              if (!hydrated) {
                return (
                  <NativeSelect
                    key={passenger.index}
                    id={`${slot}-${field}`}
                    name={field}
                    label={text.groupLabel(passenger.name)}
                    defaultValue={current}
                    options={[
                      { id: "", label: text.none },
                      ...segment.options.map((option) => ({
                        id: option.code,
                        label: `${option.name} — ${price(option)}`,
                      })),
                    ]}
                  />
                );
              }
              return (
                <RadioGroup
                  key={passenger.index}
                  name={field}
                  label={text.groupLabel(passenger.name)}
                  value={current}
                  onChange={(code) => choose(segment.id, passenger.index, code)}
                >
                  <Radio value="">{text.none}</Radio>
                  {segment.options.map((option) => (
                    <Radio key={option.code} value={option.code} className="w-full">
                      <span
                        aria-hidden="true"
                        className="flex flex-wrap items-baseline justify-between gap-x-4 sm:w-112"
                      >
                        <span className="flex flex-col">
                          <span className="font-semibold">{option.name}</span>
                          {option.description ? (
                            <span className="text-sm text-fg-muted">{option.description}</span>
                          ) : null}
                        </span>
                        <span className="font-semibold tabular-nums">{price(option)}</span>
                      </span>
                      <span className="sr-only">
                        {[option.name, option.description, price(option)]
                          .filter(Boolean)
                          .join(", ")}
                      </span>
                    </Radio>
                  ))}
                </RadioGroup>
              );
            })
          )}
        </fieldset>
      ))}
    </div>
  );
}
