import { NativeButton } from "../NativeButton/NativeButton";
import {
  NativeSelectField,
  type NativeSelectFieldOption,
} from "../NativeSelectField/NativeSelectField";
import { NativeTextField } from "../NativeTextField/NativeTextField";
import type { FieldBinding } from "../PassengerFieldset/field-binding";

export type BookingFilterName = "traveller" | "travelFrom" | "travelTo" | "bookedBy";

export interface BookingFiltersMessages {
  legend: string;
  traveller: string;
  travellerDescription: string;
  travelFrom: string;
  travelTo: string;
  bookedBy: string;
  anyone: string;
  apply: string;
  clear: string;
}

export const defaultBookingFiltersMessages: BookingFiltersMessages = {
  legend: "Filter bookings",
  traveller: "Traveller",
  travellerDescription: "Part of a passenger's name.",
  travelFrom: "Travelling from",
  travelTo: "Travelling until",
  bookedBy: "Booked by",
  anyone: "Anyone",
  apply: "Apply filters",
  clear: "Clear filters",
};

export interface BookingFiltersProps {
  /** Each filter's name, id, value in the URL and errors. */
  fields: Record<BookingFilterName, FieldBinding>;
  /** The people whose bookings the user sees; the "Booked by" choice shows for two or more. */
  bookers?: readonly NativeSelectFieldOption[];
  /** The list without filters, shown as a link once a filter is applied (ui never routes). */
  clearHref?: string | undefined;
  messages?: Partial<BookingFiltersMessages>;
  className?: string;
}

/**
 * My bookings' filters (issue 22): a traveller's name, the first flight's dates and, for an
 * organisation's viewers, who booked. Native controls inside the page's `<form method="get">`,
 * so it works before and without JavaScript and the page downloads no React Aria.
 */
export function BookingFilters({
  fields,
  bookers = [],
  clearHref,
  messages,
  className,
}: BookingFiltersProps) {
  const text = { ...defaultBookingFiltersMessages, ...messages };
  return (
    <fieldset
      data-slot="booking-filters"
      className={["rounded-lg border border-subtle bg-surface p-4", className]
        .filter(Boolean)
        .join(" ")}
    >
      <legend className="px-1 font-semibold">{text.legend}</legend>
      <div className="grid items-end gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <NativeTextField
          {...fields.traveller}
          label={text.traveller}
          description={text.travellerDescription}
          autoComplete="off"
        />
        <NativeTextField {...fields.travelFrom} type="date" label={text.travelFrom} />
        <NativeTextField {...fields.travelTo} type="date" label={text.travelTo} />
        {bookers.length > 1 ? (
          <NativeSelectField
            {...fields.bookedBy}
            label={text.bookedBy}
            placeholder={text.anyone}
            options={bookers}
          />
        ) : null}
      </div>
      <div className="mt-4 flex flex-wrap items-center gap-4">
        <NativeButton type="submit" variant="secondary">
          {text.apply}
        </NativeButton>
        {clearHref ? (
          <a href={clearHref} className="font-semibold text-link underline">
            {text.clear}
          </a>
        ) : null}
      </div>
    </fieldset>
  );
}
