import { Button } from "../Button/Button";
import type { FieldBinding } from "../PassengerFieldset/field-binding";
import { TextField } from "../TextField/TextField";

export interface DeskBookingSearchMessages {
  query: string;
  queryDescription: string;
  submit: string;
}

export const defaultDeskBookingSearchMessages: DeskBookingSearchMessages = {
  query: "Booking id or PNR",
  queryDescription: "As the caller reads it: WF and 13 digits, or the airline's 6-character PNR.",
  submit: "Find booking",
};

export interface DeskBookingSearchProps {
  /** The `query` field's name, id, value after a search and errors (what the form gives it). */
  field: FieldBinding;
  /** Searching: the button shows a spinner and ignores presses. */
  isPending?: boolean;
  messages?: Partial<DeskBookingSearchMessages>;
  className?: string;
}

/**
 * The booking desk's search (call centre, supervisors, admins): one field for a booking id or
 * an airline PNR, and "Find booking". It goes inside the page's `<form method="get">`; the
 * server reads the text and sends back the messages in `field`.
 */
export function DeskBookingSearch({
  field,
  isPending,
  messages,
  className,
}: DeskBookingSearchProps) {
  const text = { ...defaultDeskBookingSearchMessages, ...messages };
  return (
    <div
      data-slot="desk-booking-search"
      className={[
        "flex flex-col gap-3 rounded-lg border border-subtle bg-surface p-4 sm:flex-row sm:items-end",
        className,
      ]
        .filter(Boolean)
        .join(" ")}
    >
      <TextField
        {...field}
        label={text.query}
        description={text.queryDescription}
        autoComplete="off"
        spellCheck="false"
        className="sm:flex-1"
      />
      <Button
        type="submit"
        variant="primary"
        isPending={isPending}
        className="self-start sm:self-end"
      >
        {text.submit}
      </Button>
    </div>
  );
}
