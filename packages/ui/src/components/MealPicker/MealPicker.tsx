import {
  type SsrPassenger,
  SsrPicker,
  type SsrSegment,
  type SsrSelection,
} from "./parts/SsrPicker";

export type {
  SsrOption as AddOnOption,
  SsrPassenger as AddOnPassenger,
  SsrSegment as AddOnSegment,
  SsrSelection as AddOnSelection,
} from "./parts/SsrPicker";

export interface MealPickerMessages {
  /** Names a passenger's group: "Meal for Asha Rao". */
  groupLabel: (passenger: string) => string;
  /** The first option, posting an empty value. */
  none: string;
  /** The price of a free meal (included in the fare). */
  included: string;
  /** A flight that offers no meals. */
  unavailable: string;
}

export const defaultMealPickerMessages: MealPickerMessages = {
  groupLabel: (passenger) => `Meal for ${passenger}`,
  none: "No meal",
  included: "Included",
  unavailable: "No meals can be booked on this flight.",
};

export interface MealPickerProps {
  /** Per flight, its meals (code, name, description, price). */
  segments: readonly SsrSegment[];
  passengers: readonly SsrPassenger[];
  /** Controlled: segment id → passenger index → meal code. */
  value?: SsrSelection;
  defaultValue?: SsrSelection;
  onChange?: (value: SsrSelection) => void;
  /** Field prefix: `<name>.<segmentId>.<passengerIndex>=VGML` (default `meal`). */
  name?: string;
  messages?: Partial<MealPickerMessages>;
  className?: string;
}

/**
 * Meals (J§2 Add-ons; J§3 SSR data for meals): per flight a fieldset, per passenger a radio
 * group of the flight's meals — name, description, price or "Included" — with "No meal" first.
 * Posts `meal.<segmentId>.<passengerIndex>=CODE` (empty for none); before JavaScript each
 * passenger gets a native select posting the same field.
 */
export function MealPicker({ name = "meal", messages, ...props }: MealPickerProps) {
  return (
    <SsrPicker
      {...props}
      name={name}
      slot="meal-picker"
      text={{ ...defaultMealPickerMessages, ...messages }}
    />
  );
}
