import { type BookingPayload, paxTypeLabel, type Segment } from "@wayfare/domain";
import type { ReactNode } from "react";
import { Alert } from "../Alert/Alert";
import { Button } from "../Button/Button";
import { Checkbox } from "../Checkbox/Checkbox";
import { Radio, RadioGroup } from "../RadioGroup/RadioGroup";
import { TextField } from "../TextField/TextField";

export interface CancelBookingPanelMessages {
  passengersHeading: string;
  passengersDescription: string;
  remarks: string;
  submit: string;
  /** The button's label while the post is on its way. */
  submitting: string;
  amendmentType: string;
}

export const defaultCancelBookingPanelMessages: CancelBookingPanelMessages = {
  passengersHeading: "Passengers to cancel",
  passengersDescription: "Untick a passenger to keep them on that flight.",
  remarks: "Remarks (optional)",
  submit: "Get refund quote",
  submitting: "GETTING QUOTE",
  amendmentType: "What to change",
};

export interface CancelBookingPanelProps {
  booking: Pick<BookingPayload, "tripInfos" | "passengers">;
  /**
   * The passenger ids (their place in the booking, from 1) ticked on a segment after a
   * round trip to the server; null before any post: all ticked.
   */
  ticked?: (segmentIndex: number) => readonly string[] | null;
  /** An amendment request's types (date, class, name change…); absent for a cancellation. */
  amendmentTypes?: readonly { type: string; label: string }[];
  amendmentType?: string;
  remarks?: string;
  errors?: { segments?: string[]; remarks?: string[]; amendmentType?: string[] };
  /** The submit button's name and value (`intent=quote`). */
  submitName?: string;
  submitValue?: string;
  isPending?: boolean;
  /** Fields of the caller's, between the passengers and the remarks. */
  children?: ReactNode;
  messages?: Partial<CancelBookingPanelMessages>;
}

function segmentLabel(segment: Segment): string {
  const date = segment.departureTime.slice(0, 10);
  return `${segment.departureAirport.code} → ${segment.arrivalAirport.code}, ${segment.airline.code} ${segment.flightNumber}, ${date}`;
}

/**
 * Cancelling or changing part of a booking (J§2 'Cancel / amend booking'): per flight a
 * fieldset with a checkbox per passenger (`segments[i].segmentId`, `segments[i].passengerIds`),
 * all ticked at first; for a change request the amendment type first; remarks; the submit
 * button. It goes inside the caller's `<form method="post">`, which works without JavaScript.
 */
export function CancelBookingPanel({
  booking,
  ticked = () => null,
  amendmentTypes,
  amendmentType,
  remarks,
  errors = {},
  submitName,
  submitValue,
  isPending = false,
  children,
  messages,
}: CancelBookingPanelProps) {
  const text = { ...defaultCancelBookingPanelMessages, ...messages };
  const segments = booking.tripInfos.flatMap((trip) => trip.segments);
  return (
    <div data-slot="cancel-booking-panel" className="flex flex-col gap-5">
      {amendmentTypes ? (
        <RadioGroup
          name="amendmentType"
          label={text.amendmentType}
          defaultValue={amendmentType}
          errors={errors.amendmentType}
        >
          {amendmentTypes.map((entry) => (
            <Radio key={entry.type} value={entry.type}>
              {entry.label}
            </Radio>
          ))}
        </RadioGroup>
      ) : null}
      <section aria-labelledby="cancel-booking-passengers" className="flex flex-col gap-3">
        <div>
          <h2 id="cancel-booking-passengers" className="text-lg font-semibold">
            {text.passengersHeading}
          </h2>
          <p className="text-fg-muted">{text.passengersDescription}</p>
        </div>
        {errors.segments?.length ? <Alert tone="error">{errors.segments.join(" ")}</Alert> : null}
        {segments.map((segment, index) => {
          const chosen = ticked(index);
          return (
            <fieldset
              key={segment.id}
              className="min-w-0 rounded-lg border border-subtle bg-surface-raised px-4 pt-2 pb-3"
            >
              <legend className="px-1 font-semibold">{segmentLabel(segment)}</legend>
              <input type="hidden" name={`segments[${index}].segmentId`} value={segment.id} />
              {booking.passengers.map((passenger, position) => {
                const id = String(position + 1);
                return (
                  <Checkbox
                    key={id}
                    name={`segments[${index}].passengerIds`}
                    value={id}
                    defaultSelected={chosen === null || chosen.includes(id)}
                    label={`${passenger.title} ${passenger.firstName} ${passenger.lastName} (${paxTypeLabel(passenger.type)})`}
                  />
                );
              })}
            </fieldset>
          );
        })}
      </section>
      {children}
      <TextField
        name="remarks"
        label={text.remarks}
        defaultValue={remarks}
        errors={errors.remarks}
        maxLength={500}
      />
      <div>
        <Button
          type="submit"
          name={submitName}
          value={submitValue}
          variant="primary"
          isPending={isPending}
        >
          {isPending ? text.submitting : text.submit}
        </Button>
      </div>
    </div>
  );
}
