import { type TripType, tripTypeFromValue, tripTypeLabel, tripTypeValue } from "@wayfare/domain";
import {
  NativeRadio,
  NativeRadioGroup,
  type NativeRadioGroupProps,
} from "../NativeRadioGroup/NativeRadioGroup";

export interface TripTypeTabsProps
  extends Omit<
    NativeRadioGroupProps,
    "label" | "name" | "children" | "value" | "defaultValue" | "onChange" | "orientation"
  > {
  /** The trip types offered, in order (default one-way and round trip). */
  tripTypes?: readonly TripType[];
  value?: TripType;
  defaultValue?: TripType;
  onChange?: (tripType: TripType) => void;
  /** Posted field name (default `tripType`). */
  name?: string;
  /** Names the group (default "Trip type"). */
  label?: string;
  /** Option labels (defaults from the domain: "One Way", "Round Trip", "Multi City"). */
  labels?: Partial<Record<TripType, string>>;
}

const DEFAULT_TRIP_TYPES: readonly TripType[] = ["ONEWAY", "RETURN"];

/**
 * The trip type of a search, as a group of native radios: a plain form field that posts the
 * URL value of the trip type (ONEWAY=0, RETURN=1, MULTICITY=2) under `name` (default
 * `tripType`), with or without JavaScript. Looks like segmented tabs; behaves as radios (one
 * tab stop, arrows move and select), because choosing changes a form value, not a panel.
 */
export function TripTypeTabs({
  tripTypes = DEFAULT_TRIP_TYPES,
  value,
  defaultValue,
  onChange,
  label = "Trip type",
  labels,
  name = "tripType",
  ...props
}: TripTypeTabsProps) {
  return (
    <NativeRadioGroup
      {...props}
      name={name}
      label={label}
      orientation="horizontal"
      {...(value !== undefined ? { value: String(tripTypeValue(value)) } : {})}
      {...(defaultValue !== undefined ? { defaultValue: String(tripTypeValue(defaultValue)) } : {})}
      onChange={(next) => {
        const tripType = tripTypeFromValue(next);
        if (tripType) onChange?.(tripType);
      }}
    >
      {tripTypes.map((tripType) => (
        <NativeRadio key={tripType} value={String(tripTypeValue(tripType))}>
          {labels?.[tripType] ?? tripTypeLabel(tripType)}
        </NativeRadio>
      ))}
    </NativeRadioGroup>
  );
}
