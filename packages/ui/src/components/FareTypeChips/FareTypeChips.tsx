import { SEARCH_FARE_TYPE_LABELS, SEARCH_FARE_TYPES, type SearchFareType } from "@wayfare/domain";
import {
  NativeRadio,
  NativeRadioGroup,
  type NativeRadioGroupProps,
} from "../NativeRadioGroup/NativeRadioGroup";

export interface FareTypeChipsProps
  extends Omit<
    NativeRadioGroupProps,
    "label" | "name" | "children" | "value" | "defaultValue" | "onChange" | "orientation"
  > {
  /** The fare types offered (default: regular, student, senior citizen). */
  fareTypes?: readonly SearchFareType[];
  value?: SearchFareType;
  defaultValue?: SearchFareType;
  onChange?: (fareType: SearchFareType) => void;
  /** Posted field name (default `pft`, the /flight/list parameter). */
  name?: string;
  /** Names the group (default "Fare type"). */
  label?: string;
  /** Option labels (defaults from the domain: "Regular", "Student", "Senior Citizen"). */
  labels?: Partial<Record<SearchFareType, string>>;
}

/**
 * The fare type a search asks for (J§4, J§9): a group of native radios, not a row of toggle
 * buttons, posting the fare type under `name` (default `pft`, the /flight/list parameter).
 */
export function FareTypeChips({
  fareTypes = SEARCH_FARE_TYPES,
  value,
  defaultValue,
  onChange,
  label = "Fare type",
  labels,
  name = "pft",
  ...props
}: FareTypeChipsProps) {
  return (
    <NativeRadioGroup
      {...props}
      name={name}
      label={label}
      orientation="horizontal"
      {...(value !== undefined ? { value } : {})}
      {...(defaultValue !== undefined ? { defaultValue } : {})}
      onChange={(next) => {
        const fareType = fareTypes.find((candidate) => candidate === next);
        if (fareType) onChange?.(fareType);
      }}
    >
      {fareTypes.map((fareType) => (
        <NativeRadio key={fareType} value={fareType}>
          {labels?.[fareType] ?? SEARCH_FARE_TYPE_LABELS[fareType]}
        </NativeRadio>
      ))}
    </NativeRadioGroup>
  );
}
