import { useId } from "react";
import { NativeInput } from "../../../lib/native-fields";
import { useIsHydrated } from "../../../lib/use-is-hydrated";
import { type Airport, AirportComboBox } from "../../AirportComboBox/AirportComboBox";
import { DatePicker } from "../../DatePicker/DatePicker";

interface FieldBase {
  id: string;
  name: string;
  label: string;
  errors: readonly string[];
  /** Shown only before JavaScript, where the native control needs explaining. */
  hint?: string;
}

/** AirportComboBox once hydrated; before that a text input with the airports as suggestions. */
export function AirportField({
  airports,
  value,
  onChange,
  hint,
  ...field
}: FieldBase & { airports: readonly Airport[]; value: string; onChange: (code: string) => void }) {
  const hydrated = useIsHydrated();
  const listId = useId();
  if (hydrated) {
    return (
      <AirportComboBox
        {...field}
        airports={airports}
        value={value === "" ? null : value}
        onChange={(code) => onChange(code ?? "")}
      />
    );
  }
  return (
    <>
      <NativeInput
        {...field}
        description={hint}
        list={listId}
        defaultValue={value}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
      />
      <datalist id={listId}>
        {airports.map((airport) => (
          <option key={airport.code} value={airport.code}>
            {`${airport.city} (${airport.code}), ${airport.name}`}
          </option>
        ))}
      </datalist>
    </>
  );
}

/** DatePicker once hydrated; before that a native date input (posts yyyy-mm-dd too). */
export function DateField({ hint, defaultValue, ...field }: FieldBase & { defaultValue?: string }) {
  const hydrated = useIsHydrated();
  if (hydrated) return <DatePicker {...field} defaultValue={defaultValue || null} />;
  return <NativeInput {...field} description={hint} type="date" defaultValue={defaultValue} />;
}
