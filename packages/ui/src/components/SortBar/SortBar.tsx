import { RESULTS_SORT_FIELDS } from "@wayfare/domain";
import { Radio, RadioGroup } from "../RadioGroup/RadioGroup";

export type SortBarField = (typeof RESULTS_SORT_FIELDS)[number];

export interface SortBarMessages {
  label: string;
  fields: Record<SortBarField, string>;
}

export const defaultSortBarMessages: SortBarMessages = {
  label: "Sort by",
  fields: {
    price: "Price (lowest first)",
    departure: "Departure (earliest first)",
    arrival: "Arrival (earliest first)",
    duration: "Duration (shortest first)",
  },
};

export interface SortBarProps {
  /** The current sort field (from the URL). */
  value: SortBarField;
  /** The posted field's name. */
  name?: string;
  /** With JavaScript, called on every change (e.g. to submit the form at once). */
  onChange?: (field: SortBarField) => void;
  messages?: Partial<SortBarMessages>;
  className?: string;
}

/**
 * The results' sort order as a horizontal radio group that posts `sort` with the surrounding
 * GET form: price, departure, arrival or duration, each ascending. One tab stop; arrows move.
 */
export function SortBar({ value, name = "sort", onChange, messages, className }: SortBarProps) {
  const text = { ...defaultSortBarMessages, ...messages };
  const fields = { ...defaultSortBarMessages.fields, ...messages?.fields };
  return (
    <RadioGroup
      label={text.label}
      name={name}
      orientation="horizontal"
      defaultValue={value}
      onChange={(next) => onChange?.(next as SortBarField)}
      className={className}
    >
      {RESULTS_SORT_FIELDS.map((field) => (
        <Radio key={field} value={field}>
          {fields[field]}
        </Radio>
      ))}
    </RadioGroup>
  );
}
