import { Button } from "../Button/Button";
import type { FieldBinding } from "../PassengerFieldset/field-binding";
import { TextField } from "../TextField/TextField";

/** The guest booking lookup's fields (J§2), by their form names. */
export type BookingLookupFieldName = "bookingId" | "emailOrMobile";

export interface BookingLookupFormMessages {
  bookingId: string;
  bookingIdDescription: string;
  emailOrMobile: string;
  submit: string;
}

export const defaultBookingLookupFormMessages: BookingLookupFormMessages = {
  bookingId: "Booking id",
  bookingIdDescription: "As on your confirmation: WF and 13 digits.",
  emailOrMobile: "Email or mobile",
  submit: "Find booking",
};

export interface BookingLookupFormProps {
  /** Each field's name, id, value after a post and errors (what the form gives a field). */
  fields: Record<BookingLookupFieldName, FieldBinding>;
  /** Searching: the button shows a spinner and ignores presses. */
  isPending?: boolean;
  messages?: Partial<BookingLookupFormMessages>;
  className?: string;
}

/**
 * The guest booking lookup (J§2 My bookings): the booking id, the contact's email or mobile
 * and "Find booking". It goes inside the page's `<form method="post">`, which posts
 * `bookingId` and `emailOrMobile`; the server looks the booking up and sends back the
 * messages in `fields`.
 */
export function BookingLookupForm({
  fields,
  isPending,
  messages,
  className,
}: BookingLookupFormProps) {
  const text = { ...defaultBookingLookupFormMessages, ...messages };
  return (
    <div
      data-slot="booking-lookup-form"
      className={["flex flex-col gap-4 rounded-lg border border-subtle bg-surface p-4", className]
        .filter(Boolean)
        .join(" ")}
    >
      <TextField
        {...fields.bookingId}
        label={text.bookingId}
        description={text.bookingIdDescription}
        autoComplete="off"
      />
      <TextField
        {...fields.emailOrMobile}
        label={text.emailOrMobile}
        inputMode="email"
        autoComplete="email"
      />
      <Button type="submit" variant="primary" isPending={isPending} className="self-start">
        {text.submit}
      </Button>
    </div>
  );
}
