import {
  type SsrPassenger,
  SsrPicker,
  type SsrSegment,
  type SsrSelection,
} from "../MealPicker/parts/SsrPicker";

export interface BaggagePickerMessages {
  /** Names a passenger's group: "Extra baggage for Asha Rao". */
  groupLabel: (passenger: string) => string;
  /** The first option, posting an empty value. */
  none: string;
  /** The price of a free allowance. */
  included: string;
  /** A flight that sells no extra baggage. */
  unavailable: string;
}

export const defaultBaggagePickerMessages: BaggagePickerMessages = {
  groupLabel: (passenger) => `Extra baggage for ${passenger}`,
  none: "No extra baggage",
  included: "Included",
  unavailable: "No extra baggage can be booked on this flight.",
};

export interface BaggagePickerProps {
  /** Per flight, its extra check-in allowances (code, name such as "15 kg", price). */
  segments: readonly SsrSegment[];
  passengers: readonly SsrPassenger[];
  /** Controlled: segment id → passenger index → baggage code. */
  value?: SsrSelection;
  defaultValue?: SsrSelection;
  onChange?: (value: SsrSelection) => void;
  /** Field prefix: `<name>.<segmentId>.<passengerIndex>=CODE` (default `baggage`). */
  name?: string;
  messages?: Partial<BaggagePickerMessages>;
  className?: string;
}

/**
 * Extra check-in baggage (J§2 Add-ons; J§3 SSR data for baggage): per flight a fieldset, per
 * passenger a radio group of the flight's allowances with price, "No extra baggage" first.
 * Posts `baggage.<segmentId>.<passengerIndex>=CODE` (empty for none); before JavaScript a
 * native select per passenger posts the same field. Shares its body with MealPicker.
 */
export function BaggagePicker({ name = "baggage", messages, ...props }: BaggagePickerProps) {
  return (
    <SsrPicker
      {...props}
      name={name}
      slot="baggage-picker"
      text={{ ...defaultBaggagePickerMessages, ...messages }}
    />
  );
}
