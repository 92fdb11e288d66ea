import { useMemo } from "react";
import { useFilter } from "react-aria-components";
import { ComboBox, type ComboBoxOption, type ComboBoxProps } from "../ComboBox/ComboBox";

export interface Airport {
  /** IATA code, "BOM": what the field posts. */
  code: string;
  /** "Mumbai" */
  city: string;
  /** "Chhatrapati Shivaji Maharaj International Airport" */
  name: string;
  /** "India" */
  country: string;
}

interface AirportOption extends ComboBoxOption {
  airport: Airport;
}

export interface AirportComboBoxProps
  extends Omit<
    ComboBoxProps<AirportOption>,
    "options" | "filter" | "renderOption" | "value" | "defaultValue" | "onChange"
  > {
  /** The airports to choose from, passed in (the component never fetches). */
  airports: readonly Airport[];
  /** Controlled chosen IATA code. */
  value?: string | null;
  /** Uncontrolled initial IATA code. */
  defaultValue?: string | null;
  onChange?: (code: string | null) => void;
  /** Text of an airport in the input once chosen (default "Mumbai (BOM)"). */
  formatAirport?: (airport: Airport) => string;
}

const defaultFormat = (airport: Airport) => `${airport.city} (${airport.code})`;

/**
 * Choose an airport by typing its IATA code, city or name ("bom", "mumbai", "shivaji").
 * Each option shows city and code with the airport's name; the chosen value posts the IATA
 * code under `name`.
 */
export function AirportComboBox({
  airports,
  formatAirport = defaultFormat,
  emptyLabel = "No airports match",
  openLabel = "Show airports",
  ...props
}: AirportComboBoxProps) {
  const { contains, startsWith } = useFilter({ sensitivity: "base" });
  const options = useMemo(
    () =>
      airports.map((airport) => ({
        id: airport.code,
        label: formatAirport(airport),
        airport,
      })),
    [airports, formatAirport],
  );
  return (
    <ComboBox<AirportOption>
      {...props}
      options={options}
      emptyLabel={emptyLabel}
      openLabel={openLabel}
      filter={({ airport }, input) => {
        const text = input.trim();
        if (text === "") return true;
        return (
          startsWith(airport.code, text) ||
          contains(airport.city, text) ||
          contains(airport.name, text)
        );
      }}
      renderOption={({ airport }) => (
        <span className="flex flex-col">
          <span>
            {airport.city} <span className="font-semibold">({airport.code})</span>
          </span>
          <span className="text-sm font-normal text-fg-muted">
            <span className="sr-only">, </span>
            {airport.name}, {airport.country}
          </span>
        </span>
      )}
    />
  );
}
