import { paxTypeLabel, type SavedPassenger } from "@wayfare/domain";
import { SavedPassengerPicker } from "@wayfare/ui";
import { Form } from "react-router";

const birthDate = new Intl.DateTimeFormat("en-IN", {
  day: "numeric",
  month: "short",
  year: "numeric",
  timeZone: "UTC",
});

function option({ id, type, values }: SavedPassenger) {
  const name = [values.title, values.firstName, values.lastName].filter(Boolean).join(" ");
  const born = values.dob ? `Born ${birthDate.format(new Date(values.dob))}` : undefined;
  return { id, name, typeLabel: paxTypeLabel(type), detail: born };
}

/**
 * The saved travellers picker as a GET form to this page: the loader fills the passenger
 * fieldsets with the ticked ones. A document load, with or without JavaScript, so the
 * passenger form starts again from the new defaults.
 */
export function SavedTravellers({
  saved,
  selected,
  bookingId,
  quoted,
}: {
  saved: readonly SavedPassenger[];
  selected: readonly string[];
  bookingId: string;
  quoted: number | undefined;
}) {
  // No travellers, no picker: an empty form would have nothing to submit.
  if (saved.length === 0) return null;
  return (
    <Form method="get" reloadDocument>
      <SavedPassengerPicker passengers={saved.map(option)} selected={selected}>
        <input type="hidden" name="bookingId" value={bookingId} />
        {quoted !== undefined ? <input type="hidden" name="quoted" value={quoted} /> : null}
      </SavedPassengerPicker>
    </Form>
  );
}
