import { type ReactNode, useId } from "react";
import { NativeButton } from "../NativeButton/NativeButton";
import { NativeCheckbox } from "../NativeCheckbox/NativeCheckbox";

export interface SavedPassengerOption {
  id: string;
  /** "Mr Ravi Kumar" */
  name: string;
  /** "Adult" */
  typeLabel: string;
  /** "Born 12 Mar 1990 · Passport Z1234567" */
  detail?: string;
}

export interface SavedPassengerPickerMessages {
  heading: string;
  description: string;
  submit: string;
}

export const defaultSavedPassengerPickerMessages: SavedPassengerPickerMessages = {
  heading: "Saved travellers",
  description: "Tick the travellers you booked before; their details fill in the passenger forms.",
  submit: "Fill in selected travellers",
};

export interface SavedPassengerPickerProps {
  passengers: readonly SavedPassengerOption[];
  /** The ids ticked (those filled in last time). */
  selected?: readonly string[];
  /** The name each ticked box posts its id under. */
  name?: string;
  isPending?: boolean;
  messages?: Partial<SavedPassengerPickerMessages>;
  headingLevel?: 2 | 3;
  /** Hidden fields the page's form must carry along (e.g. the booking id). */
  children?: ReactNode;
  className?: string;
}

/**
 * Travellers from earlier bookings (J§2 passenger details: saved passengers): a group of
 * checkboxes and a submit button, inside the page's GET form, so choosing works without
 * JavaScript; the page fills the passenger fieldsets from the ticked ones. Nothing when
 * there are none.
 */
export function SavedPassengerPicker({
  passengers,
  selected = [],
  name = "saved",
  isPending,
  messages,
  headingLevel = 2,
  children,
  className,
}: SavedPassengerPickerProps) {
  const headingId = useId();
  const descriptionId = useId();
  if (passengers.length === 0) return null;
  const text = { ...defaultSavedPassengerPickerMessages, ...messages };
  const Heading = `h${headingLevel}` as const;
  return (
    <section
      aria-labelledby={headingId}
      className={["rounded-lg border border-subtle bg-surface p-4", className]
        .filter(Boolean)
        .join(" ")}
    >
      <Heading id={headingId} className="text-lg font-semibold">
        {text.heading}
      </Heading>
      <p id={descriptionId} className="mt-1 text-sm text-fg-muted">
        {text.description}
      </p>
      {children}
      <ul
        aria-labelledby={headingId}
        aria-describedby={descriptionId}
        className="mt-3 grid gap-2 sm:grid-cols-2"
      >
        {passengers.map((passenger) => (
          <li key={passenger.id}>
            <NativeCheckbox
              name={name}
              value={passenger.id}
              defaultChecked={selected.includes(passenger.id)}
              label={`${passenger.name} (${passenger.typeLabel})`}
              description={passenger.detail}
            />
          </li>
        ))}
      </ul>
      <NativeButton type="submit" variant="secondary" className="mt-4" isPending={isPending}>
        {text.submit}
      </NativeButton>
    </section>
  );
}
